// Seals every stored file again with the current FILE_ENCRYPTION_KEY (see README, "Rotating the file key").
// Usage: FILE_ENCRYPTION_KEY=<new> FILE_ENCRYPTION_OLD_KEYS=<old> [DATABASE_URL=…] npm run rotate-file-key
import { dirname, join, resolve } from 'node:path';
import { rotateFileKeys } from '../src/server/adapters/storage/rotate.js';
import { openDatabase } from '../src/server/db/client.js';
import { loadEnv } from '../src/server/env.js';
import { storageFromEnv } from '../src/server/adapters/storage/from-env.js';
import { resolveFileKey } from '../src/server/secret.js';

const env = loadEnv();
const dataDir = resolve(env.DATA_DIR);
const filesDir = join(dataDir, 'files');
if (!env.FILE_ENCRYPTION_KEY) {
  console.error('Set FILE_ENCRYPTION_KEY to the new key and FILE_ENCRYPTION_OLD_KEYS to the old one(s).');
  process.exit(1);
}
// Embedded mode: stop the portal first (PGlite is one process's database).
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? null : dataDir });
try {
  const storage = storageFromEnv(env, filesDir, resolveFileKey(env.FILE_ENCRYPTION_KEY, dirname(filesDir)));
  const counts = await rotateFileKeys(database.db, storage, (line) => console.log(line));
  console.log(
    `Done: ${counts.resealed} files sealed again with key ${storage.currentKeyId}, ${counts.current} already on it, ${counts.missing} missing.`,
  );
} finally {
  await database.close();
}

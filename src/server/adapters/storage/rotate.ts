import { isNotNull } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { agreements, uploads } from '@server/db/schema/index.js';
import type { EncryptedStorage } from './encrypted.js';

/**
 * After FILE_ENCRYPTION_KEY changed (the old key moved to FILE_ENCRYPTION_OLD_KEYS): seals every stored
 * file the database knows of again with the current key. Safe to run twice and while the portal runs;
 * once it reports nothing left on an old key, the old key can be dropped from the configuration.
 */
export async function rotateFileKeys(
  db: Db,
  storage: EncryptedStorage,
  log: (line: string) => void = () => {},
): Promise<{ resealed: number; current: number; missing: number }> {
  const keys = [
    ...(await db.select({ key: uploads.objectKey }).from(uploads)).map((r) => r.key),
    ...(
      await db.select({ key: agreements.objectKey }).from(agreements).where(isNotNull(agreements.objectKey))
    ).map((r) => r.key!),
  ];
  const counts = { resealed: 0, current: 0, missing: 0 };
  for (const key of keys) {
    if (!(await storage.has(key))) {
      counts.missing++;
      continue;
    }
    if ((await storage.keyIdOf(key)) === storage.currentKeyId) {
      counts.current++;
      continue;
    }
    await storage.reseal(key);
    counts.resealed++;
    if (counts.resealed % 100 === 0) log(`${counts.resealed} files sealed again`);
  }
  return counts;
}

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** SESSION_SECRET when set; in embedded mode a random key kept beside the data so codes survive a restart. */
export function resolveSecret(configured: string | undefined, dataDir: string | null): string {
  if (configured) return configured;
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** FILE_ENCRYPTION_KEY when set; otherwise a random key kept beside the files (0600), or per process in tests. */
export function resolveFileKey(configured: string | undefined, dir: string | null): Buffer {
  if (configured) return Buffer.from(configured, 'base64');
  if (!dir) return randomBytes(32);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, 'file.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

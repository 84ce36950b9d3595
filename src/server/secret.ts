import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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

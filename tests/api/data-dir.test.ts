import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadEnv } from '@server/env.js';
import { createPortal } from '@server/portal.js';
import type { StoragePort } from '@server/ports/storage.js';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-datadir-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function everyPath(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(entry.parentPath, entry.name);
    return entry.isDirectory() ? [path, ...everyPath(path)] : [path];
  });
}

it('keeps the data folder private, sweeps half-written uploads and spools new ones inside it', async () => {
  chmodSync(dataDir, 0o755);
  writeFileSync(join(dataDir, 'old-secret'), 'x', { mode: 0o666 });
  chmodSync(join(dataDir, 'old-secret'), 0o666);
  mkdirSync(join(dataDir, 'spool', 'upload-crashed'), { recursive: true });
  writeFileSync(join(dataDir, 'spool', 'upload-crashed', 'file'), 'a birth certificate');

  // While a photo is stored, the upload being re-encoded must sit in DATA_DIR/spool, not in /tmp.
  const spooledDuringPut: string[][] = [];
  const objects = new Map<string, Buffer>();
  const storage: StoragePort = {
    async put(key, body) {
      spooledDuringPut.push(readdirSync(join(dataDir, 'spool')));
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      objects.set(key, Buffer.concat(chunks));
    },
    get: async (key) => objects.get(key) ?? null,
    remove: async (key) => void objects.delete(key),
    has: async (key) => objects.has(key),
  };
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORTAL_DEMO: '1' });
  const portal = await createPortal(env, { dataDir, seed: true, logger: false, ports: { storage } });
  try {
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    for (const path of everyPath(dataDir)) {
      expect({ path, others: statSync(path).mode & 0o077 }).toEqual({ path, others: 0 });
    }
    expect(everyPath(join(dataDir, 'spool')).some((p) => p.includes('upload-crashed'))).toBe(false);
    // The demo seeds sample document photos through the same spool as a student's upload.
    expect(spooledDuringPut.length).toBeGreaterThan(0);
    expect(spooledDuringPut[0]!.some((name) => name.startsWith('upload-'))).toBe(true);
  } finally {
    await portal.close();
  }
  // Nothing of an upload stays behind once it is stored.
  expect(readdirSync(join(dataDir, 'spool'))).toEqual([]);
}, 60_000);

import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { StoragePort } from '@server/ports/storage.js';

const SAFE_KEY = /^[a-zA-Z0-9_-]{16,128}$/;

/** Files in one folder outside any static root; a write lands under a temporary name, then is renamed. */
export function localStorage(dir: string): StoragePort {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error('unsafe storage key');
    return join(dir, key);
  };
  let ready: Promise<unknown> | null = null;
  const ensureDir = () => (ready ??= mkdir(dir, { recursive: true, mode: 0o700 }));

  return {
    async put(key, body) {
      await ensureDir();
      const final = pathOf(key);
      const partial = `${final}.part`;
      try {
        await pipeline(body, createWriteStream(partial, { mode: 0o600, flush: true }));
        await rename(partial, final);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async has(key) {
      try {
        await stat(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
  };
}

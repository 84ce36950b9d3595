import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * A worker file in both forms: its TypeScript source (run through tsx under `tsx` and vitest) and the
 * name of its bundle next to dist/server/main.js (scripts/build-server.mjs builds each worker too).
 */
export interface WorkerEntry {
  /** The .ts file, absolute. */
  source: string;
  /** The bundle's file name in dist/server, such as "upload-worker.js". */
  bundle?: string;
}

/** True when this module runs from its TypeScript source rather than from the dist/server bundle. */
const fromSource = import.meta.url.endsWith('.ts');

/**
 * How to start a worker for `entry`: from the bundle beside this one when the server is built, else from
 * the source, through a two-line bootstrap that registers tsx first (a worker does not inherit the loader
 * of the thread that starts it, and Node 20 ignores `--import` in a worker's execArgv).
 */
export function workerEntry(entry: WorkerEntry): { filename: string; eval: boolean } {
  if (!fromSource && entry.bundle) {
    return { filename: join(dirname(fileURLToPath(import.meta.url)), entry.bundle), eval: false };
  }
  const tsxApi = join(dirname(createRequire(import.meta.url).resolve('tsx/esm/api')), 'index.mjs');
  const code =
    `import(${JSON.stringify(pathToFileURL(tsxApi).href)})` +
    `.then(({ register }) => { register(); return import(${JSON.stringify(pathToFileURL(entry.source).href)}); });`;
  return { filename: code, eval: true };
}

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, found from this file whether it runs from src/ or a bundle in dist/. */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (package.json)');
    dir = parent;
  }
  return dir;
}

const projectRoot = findRoot();
export const migrationsDir = join(projectRoot, 'src/server/db/migrations');
export const contentDir = join(projectRoot, 'content');
export const clientDir = join(projectRoot, 'dist/client');

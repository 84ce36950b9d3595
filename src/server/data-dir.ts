import { chmodSync, lstatSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Where uploads are written while they arrive, inside the data folder so they share its permissions. */
export const SPOOL_FOLDER = 'spool';

/**
 * Makes the data folder private to the portal's user: the folder is 0700, every file and folder already in
 * it loses group and other permissions, files created from now on are private (umask 077), and uploads left
 * half-written by a crash are removed. One process owns a data folder, so this runs once at start.
 */
export function prepareDataDir(dataDir: string): { spoolDir: string } {
  try {
    process.umask(0o077);
  } catch {
    // Worker threads cannot set the umask; the folder's own 0700 still keeps others out.
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  tightenDataDir(dataDir);
  const spoolDir = join(dataDir, SPOOL_FOLDER);
  rmSync(spoolDir, { recursive: true, force: true });
  mkdirSync(spoolDir, { mode: 0o700 });
  return { spoolDir };
}

/**
 * Removes group and other permissions from everything under the folder. PGlite creates its files 0666
 * whatever the umask, so this runs again once the database is open and when it closes; the folder's own
 * 0700 keeps others out of files it creates in between.
 */
export function tightenDataDir(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
    for (const name of readdirSync(path)) tightenDataDir(join(path, name));
  } else if (stat.mode & 0o077) {
    chmodSync(path, stat.mode & 0o700);
  }
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A student's status moves only through progress/status.repo.ts, which writes the move and its row of
 * status history together (decision 051). No other server file updates `users` with a status, or creates a
 * student at a status without recording the enrolment.
 */

const root = process.cwd();
const serverDir = join(root, 'src', 'server');
const mover = join('progress', 'status.repo.ts');

/** Each `update(users)` statement's `.set(...)` that names the status column. */
function statusWrites(text: string): string[] {
  return [...text.matchAll(/\.update\(users\)\s*\.set\(([^;]*?)\)\s*\.where/gs)]
    .map((m) => m[1]!)
    .filter((set) => /\bstatus\b\s*[:,}]/.test(set) || /^\s*\{\s*status\b/.test(set));
}

const serverFiles = () =>
  readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.startsWith(`seed`),
  );

describe('every status move is recorded', () => {
  it('finds a status written outside the one mover', () => {
    expect(
      statusWrites('await tx.update(users).set({ status: to, updatedAt: now }).where(eq(users.id, id));'),
    ).toHaveLength(1);
    expect(
      statusWrites('tx\n  .update(users)\n  .set({ status, updatedAt: new Date() })\n  .where(x)'),
    ).toHaveLength(1);
    expect(statusWrites("tx.update(users).set({ wfbFundingStatus: 'x' }).where(x)")).toEqual([]);
  });

  it('writes a student’s status only in progress/status.repo.ts', () => {
    const files = serverFiles();
    expect(files.length).toBeGreaterThan(100);
    const writers = files.filter((f) => statusWrites(readFileSync(join(serverDir, f), 'utf8')).length);
    expect(writers).toEqual([mover]);
  });

  it('records the enrolment wherever a student is created at a status', () => {
    const creators = serverFiles().filter((f) =>
      /\.insert\(users\)\s*\.values\(\{[^)]*role: 'student', status:/s.test(
        readFileSync(join(serverDir, f), 'utf8'),
      ),
    );
    expect(creators).toEqual([join('features', 'staff', 'enrolment.repo.ts')]);
    const service = readFileSync(join(serverDir, 'features', 'staff', 'enrolment.service.ts'), 'utf8');
    expect(service).toMatch(
      /insertStudentOnce\([^)]*\);\s*if \(!created\) return null;\s*await recordEnrolment\(/,
    );
  });
});

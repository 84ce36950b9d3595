import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The staff console reads other areas only through what those areas export (src/server/console-areas.ts
 * composes it): no file of the staff area imports another area's table. Its own tables are those of
 * schema/staff.ts; beside them it reads the student record (`users` and its column sets) and the workforce
 * boards it manages.
 */

const root = process.cwd();
const staffDir = join(root, 'src', 'server', 'features', 'staff');
const schemaDir = join(root, 'src', 'server', 'db', 'schema');

const tablesOf = (file: string) =>
  [...readFileSync(join(schemaDir, file), 'utf8').matchAll(/export const (\w+) = pgTable\(/g)].map(
    (m) => m[1]!,
  );

/** The column sets a schema file exports beside its tables (`personColumns`: the student record's). */
const columnSetsOf = (file: string) =>
  [...readFileSync(join(schemaDir, file), 'utf8').matchAll(/export const (\w+Columns) = \{/g)].map(
    (m) => m[1]!,
  );

const allowed = new Set([...tablesOf('staff.ts'), 'users', ...columnSetsOf('account.ts'), 'workforceBoards']);

/** Every name a file imports from the schema, whichever path it uses to reach it. */
function schemaImports(text: string): string[] {
  return [...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']*)'/g)]
    .filter((m) => /db\/schema(\/|')/.test(`${m[2]}'`))
    .flatMap((m) => m[1]!.split(','))
    .map((name) =>
      name
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim(),
    )
    .filter(Boolean);
}

describe('the staff area reads no other area’s tables', () => {
  it('knows the staff tables and every other area’s', () => {
    expect(allowed.has('notes')).toBe(true);
    expect(allowed.has('personColumns')).toBe(true);
    expect(allowed.has('coachAssignments')).toBe(true);
    expect(tablesOf('documents.ts')).toContain('uploads');
  });

  it('imports only its own tables, the student record and the workforce boards', () => {
    const files = readdirSync(staffDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.ts'),
    );
    expect(files.length).toBeGreaterThan(10);
    const foreign = files.flatMap((file) => {
      const text = readFileSync(join(staffDir, file), 'utf8');
      expect(text).not.toMatch(/import\s+\*\s+as\s+\w+\s+from\s+'[^']*db\/schema/);
      return schemaImports(text)
        .filter((name) => !allowed.has(name))
        .map((name) => `${file}: ${name}`);
    });
    expect(foreign).toEqual([]);
  });

  it('finds an import of another area’s table', () => {
    const text = "import {\n  notes,\n  type uploads as u,\n} from '@server/db/schema/index.js';";
    expect(schemaImports(text).filter((n) => !allowed.has(n))).toEqual(['uploads']);
  });
});

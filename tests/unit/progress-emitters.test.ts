import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { waysOf, type Completes } from '@shared/domain/progress.js';
import { emittedEvents, missingEmitter, type DeclaredEvent } from '@server/progress/emitters.js';

/**
 * A step whose `completes` names an event no code path reports waits forever (every graduate stopped at the
 * profile photo step that way). Every declaration in content/ is checked against the events the server
 * reports, and that list against the services' own calls, so neither side can drift silently.
 */

const stepsDir = join(process.cwd(), 'content', 'program-steps');

function declaredEvents(): { file: string; url: string; event: DeclaredEvent }[] {
  const out: { file: string; url: string; event: DeclaredEvent }[] = [];
  for (const file of readdirSync(stepsDir).filter((f) => f.endsWith('.json'))) {
    const steps = JSON.parse(readFileSync(join(stepsDir, file), 'utf8')) as {
      url: string;
      completes: Completes;
    }[];
    for (const step of steps)
      for (const way of waysOf(step.completes))
        if (typeof way === 'object') out.push({ file, url: step.url, event: way });
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Event kinds passed to completeByEvent by the services (not the progress module, not the demo seed). */
function kindsReportedByServices(): Set<string> {
  const server = join(process.cwd(), 'src', 'server');
  const kinds = new Set<string>();
  for (const file of sourceFiles(server)) {
    const rel = relative(server, file);
    if (rel.startsWith('progress') || rel.startsWith(join('db', 'seed'))) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/completeByEvent\([^;]*?kind: '(\w+)'/gs)) kinds.add(m[1]!);
  }
  return kinds;
}

describe('every declared progress event has an emitter', () => {
  it('reads the declarations of every screen, in every language', () => {
    const declared = declaredEvents();
    expect(declared.length).toBeGreaterThan(100);
    expect(new Set(declared.map((d) => d.file.replace(/\.es\.json$/, '.json'))).size).toBe(7);
  });

  it('finds a reporter for each event a step waits for, with the key it waits for', () => {
    const missing = declaredEvents()
      .map((d) => ({ ...d, why: missingEmitter(d.event) }))
      .filter((d) => d.why !== null)
      .map((d) => `${d.file} ${d.url}: ${d.why}`);
    expect(missing).toEqual([]);
  });

  it('lists only events a service really reports through completeByEvent', () => {
    const reported = kindsReportedByServices();
    const listed = Object.keys(emittedEvents);
    expect(listed.filter((kind) => !reported.has(kind))).toEqual([]);
    expect([...reported].filter((kind) => !listed.includes(kind))).toEqual([]);
  });

  it('tells an unreported event and an unreported key apart', () => {
    expect(missingEmitter({ event: 'documentUploaded', key: 'profilePhoto' })).toBe(
      '"documentUploaded" is never reported for "profilePhoto"',
    );
    expect(missingEmitter({ event: 'nothingHappened' })).toBe('no service reports "nothingHappened"');
    expect(missingEmitter({ event: 'resumeCreated', key: 'x' })).toBe(
      '"resumeCreated" is reported without a key, never with "x"',
    );
    expect(missingEmitter({ event: 'documentUploaded', key: '8821' })).toBeNull();
    expect(missingEmitter({ event: 'profilePhotoKept' })).toBeNull();
  });
});

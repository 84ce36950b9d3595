import type { ProgramStep } from '@shared/contracts/program.js';
import type { Db } from '@server/db/client.js';
import { programStepsVersion } from '@server/seed/content.js';
import { deepFreeze } from '@server/deep-freeze.js';
import * as repo from './program.repo.js';

/**
 * The checklist of a stage, read from the database once and then kept in memory: program steps are the
 * same for every student and change only when content is synced (at start, before the portal listens),
 * which empties the copy. The stage is one of the known screens, so the copy holds a few dozen rows at
 * most; nothing about the student is kept. A read that fails is not kept, the next request reads again.
 */
export function stepsOfScreen(db: Db): (screen: string) => Promise<ProgramStep[]> {
  const kept = new Map<string, Promise<ProgramStep[]>>();
  let version = programStepsVersion();

  return (screen) => {
    if (version !== programStepsVersion()) {
      kept.clear();
      version = programStepsVersion();
    }
    let steps = kept.get(screen);
    if (!steps) {
      steps = read(db, screen);
      kept.set(screen, steps);
      steps.catch(() => kept.delete(screen));
    }
    return steps;
  };
}

async function read(db: Db, screen: string): Promise<ProgramStep[]> {
  const rows = await repo.listProgramSteps(db, screen);
  // Frozen throughout: every answer shares these objects, so nothing on the way out may change them, and
  // the serializer writes the list once.
  return deepFreeze(
    rows.map((r) => ({
      name: r.name,
      url: r.url,
      type: r.type,
      step: r.step,
      order: r.order,
      section: r.section,
      subtext: r.subtext,
      cta: r.cta,
      conditions: r.conditions,
      completes: r.completes,
      recommended: r.recommended,
    })),
  ) as ProgramStep[];
}

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { programScreens } from '../../../shared/contracts/program.js';
import type { Db } from '../client.js';
import { programSteps } from '../schema/index.js';
import { contentDir } from '../../paths.js';

const stepFile = z.array(
  z.object({
    name: z.string().min(1),
    url: z.string().min(1),
    type: z.string().min(1),
    step: z.number().int(),
    order: z.number().int(),
    section: z.string().nullish(),
    subtext: z.string().nullish(),
    cta: z.string().nullish(),
    conditions: z.record(z.string(), z.unknown()).nullish(),
  }),
);

/** Reads content/program-steps/<screen>.json; a malformed file stops start-up with its name. */
export function readProgramSteps(dir = join(contentDir, 'program-steps')) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((file) => {
      const screen = file.replace(/\.json$/, '');
      if (!(programScreens as readonly string[]).includes(screen))
        throw new Error(`Unknown screen file ${file}`);
      const parsed = stepFile.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success) throw new Error(`content/program-steps/${file}: ${parsed.error.message}`);
      return parsed.data.map((s) => ({
        screen,
        name: s.name,
        url: s.url,
        type: s.type,
        step: s.step,
        order: s.order,
        section: s.section ?? null,
        subtext: s.subtext ?? null,
        cta: s.cta ?? null,
        conditions: s.conditions ?? null,
      }));
    });
}

/** Content is data owned by the repository: each start replaces the steps with what content/ says. */
export async function syncProgramSteps(db: Db): Promise<number> {
  const rows = readProgramSteps();
  await db.transaction(async (tx) => {
    await tx.delete(programSteps);
    if (rows.length) await tx.insert(programSteps).values(rows);
  });
  return rows.length;
}

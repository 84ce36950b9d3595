import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { isTranslationFile } from '../content-locale.js';
import { join } from 'node:path';
import { z } from 'zod';
import { programScreens } from '@shared/contracts/program.js';
import { locationTypes } from '@shared/domain/locations.js';
import { sameDeclaration, type Completes } from '@shared/domain/progress.js';
import { completesSchema } from '@shared/domain/progress-schema.js';
import { conditionProblems, stepConditionsSchema } from '@shared/domain/step-conditions-schema.js';
import type { Db } from '@server/db/client.js';
import { locations, programSteps } from '@server/db/schema/index.js';
import { contentDir } from '@server/paths.js';

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
    conditions: stepConditionsSchema.nullish(),
    completes: completesSchema,
    recommended: z.boolean().optional(),
  }),
);

/**
 * Reads content/program-steps/<screen>.json; a malformed file, a step that does not say how it completes,
 * a condition outside its closed list (a ride reason, a page, a requirement…), an `uber` step without its
 * ride reason, or one URL declared two ways on two screens stops start-up with its name.
 */
export function readProgramSteps(dir = join(contentDir, 'program-steps')) {
  if (!existsSync(dir)) return [];
  const rows = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !isTranslationFile(f))
    .flatMap((file) => {
      const screen = file.replace(/\.json$/, '');
      if (!(programScreens as readonly string[]).includes(screen))
        throw new Error(`Unknown screen file ${file}`);
      const parsed = stepFile.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success) throw new Error(`content/program-steps/${file}: ${parsed.error.message}`);
      for (const s of parsed.data) {
        const problems = conditionProblems({ type: s.type, conditions: s.conditions ?? null });
        if (problems.length)
          throw new Error(`content/program-steps/${file}: ${s.url}: ${problems.join('; ')}`);
      }
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
        completes: s.completes,
        recommended: s.recommended ?? false,
      }));
    });
  const declared = new Map<string, Completes>();
  for (const row of rows) {
    const earlier = declared.get(row.url);
    if (earlier && !sameDeclaration(earlier, row.completes))
      throw new Error(`content/program-steps: ${row.url} is declared to complete in two different ways`);
    declared.set(row.url, row.completes);
  }
  return rows;
}

let stepsSynced = 0;

/** Counts the syncs of this process: a copy of the steps kept from before a sync is out of date. */
export function programStepsVersion(): number {
  return stepsSynced;
}

/** Content is data owned by the repository: each start replaces the steps with what content/ says. */
export async function syncProgramSteps(db: Db): Promise<number> {
  const rows = readProgramSteps();
  await db.transaction(async (tx) => {
    await tx.delete(programSteps);
    if (rows.length) await tx.insert(programSteps).values(rows);
  });
  stepsSynced++;
  return rows.length;
}

const locationFile = z.array(
  z.object({
    slug: z.string().min(1),
    type: z.enum(locationTypes),
    name: z.string().min(1),
    address: z.string().min(1),
    city: z.string().min(1),
    state: z.string().length(2),
    zip: z.string().regex(/^\d{5}$/),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    hours: z.string().nullish(),
    phone: z.string().nullish(),
  }),
);

/** Public places every program's students use; the rest (schools, board offices) are the program's partners. */
const PUBLIC_PLACE_TYPES = new Set(['dmv', 'dotClinic']);

/**
 * Upserts content/locations/*.json by slug, so restarts and demo resets keep one row per place. Outside
 * the demo only the public places (DMV offices, DOT clinics) come from content: a program's trucking
 * schools and workforce board offices are its own, entered by admins in the console (issue 42 item 3).
 */
export async function syncLocations(
  db: Db,
  opts: { partners: boolean },
  dir = join(contentDir, 'locations'),
): Promise<number> {
  if (!existsSync(dir)) return 0;
  const rows = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !isTranslationFile(f))
    .flatMap((file) => locationFile.parse(JSON.parse(readFileSync(join(dir, file), 'utf8'))))
    .filter((row) => opts.partners || PUBLIC_PLACE_TYPES.has(row.type));
  for (const row of rows) {
    const values = { ...row, hours: row.hours ?? null, phone: row.phone ?? null };
    await db.insert(locations).values(values).onConflictDoUpdate({ target: locations.slug, set: values });
  }
  return rows.length;
}

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  endorsementCodes,
  equipmentKinds,
  homeTimes,
  routeTypes,
  type JobListing,
} from '@shared/domain/jobs.js';
import { contentDir } from '@server/paths.js';
import type { EmployerIcon, JobsPort } from '@server/ports/jobs.js';

const DAY_MS = 86_400_000;
/** An employer key is also a file name in the `employerIcons` folder: nothing that could leave it. */
export const EMPLOYER_KEY = /^[a-z0-9-]{1,40}$/;
const MAX_ICON_BYTES = 4096;

const listingSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,64}$/),
    title: z.string().min(1).max(80),
    company: z.string().min(1).max(60),
    employer: z.string().regex(EMPLOYER_KEY).nullable(),
    city: z.string().min(1),
    state: z.string().length(2),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    centsPerMile: z.number().int().positive().nullable(),
    weeklyPayMin: z.number().int().positive(),
    weeklyPayMax: z.number().int().positive(),
    homeTime: z.enum(homeTimes),
    routeType: z.enum(routeTypes),
    felonyFriendly: z.boolean(),
    recordNote: z.string().max(200).nullable(),
    newDriversWelcome: z.boolean(),
    training: z.string().max(160).nullable(),
    equipment: z.enum(equipmentKinds),
    endorsements: z.array(z.enum(endorsementCodes)),
    applyUrl: z.url({ protocol: /^https$/ }).nullable(),
    applyPhone: z
      .string()
      .regex(/^\+1\d{10}$/)
      .nullable(),
    postedDaysAgo: z.number().int().min(0).max(60),
    summary: z.string().min(1).max(200),
  })
  .strict()
  .refine((j) => j.weeklyPayMin <= j.weeklyPayMax, 'weekly pay range is upside down')
  .refine((j) => j.applyUrl || j.applyPhone, 'a listing needs a way to apply');

const fileSchema = z.object({ about: z.string(), jobs: z.array(listingSchema).min(1) });

/**
 * The demo listings of content/jobs/listings.json, dated relative to `now` so the board never looks stale,
 * and the logos of content/jobs/employerIcons. Read and checked once at start; works with no network.
 */
export function localJobs(opts: { dir?: string; now?: () => Date } = {}): JobsPort {
  const dir = opts.dir ?? join(contentDir, 'jobs');
  const now = opts.now ?? (() => new Date());
  const raw = fileSchema.parse(JSON.parse(readFileSync(join(dir, 'listings.json'), 'utf8')));
  const ids = new Set<string>();
  for (const job of raw.jobs) {
    if (ids.has(job.id)) throw new Error(`content/jobs: the job id ${job.id} is used twice`);
    ids.add(job.id);
  }
  // The logos of the listings' employers, read once at start: a request for any other name reads no file
  // and adds nothing to memory.
  const icons = new Map<string, EmployerIcon>();
  for (const employer of new Set(raw.jobs.map((j) => j.employer).filter((e): e is string => e !== null))) {
    let svg: Buffer | null = null;
    try {
      svg = readFileSync(join(dir, 'employerIcons', `${employer}.svg`));
    } catch {
      svg = null;
    }
    if (svg && svg.length <= MAX_ICON_BYTES && svg.subarray(0, 4).toString() === '<svg')
      icons.set(employer, { svg, version: createHash('sha256').update(svg).digest('hex').slice(0, 10) });
  }
  const iconOf = (employer: string): EmployerIcon | null =>
    EMPLOYER_KEY.test(employer) ? (icons.get(employer) ?? null) : null;

  const dated = (): JobListing[] => {
    const today = now().getTime();
    return raw.jobs.map(({ postedDaysAgo, ...job }) => ({
      ...job,
      // Listings of a content file: a logo the folder lacks is simply no logo.
      employer: job.employer && iconOf(job.employer) ? job.employer : null,
      postedAt: new Date(today - postedDaysAgo * DAY_MS).toISOString(),
    }));
  };

  return {
    async listings() {
      return dated();
    },
    async listing(id) {
      return dated().find((j) => j.id === id) ?? null;
    },
    async employerIcon(employer) {
      return iconOf(employer);
    },
  };
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  endorsementCodes,
  equipmentKinds,
  homeTimes,
  routeTypes,
  type JobListing,
} from '@shared/domain/jobs.js';
import { DEFAULT_LOCALE, getLocale, LOCALES, type Locale } from '@shared/locale.js';
import { localizedPath } from '@server/content-locale.js';
import { contentDir } from '@server/paths.js';
import type { EmployerIcon, JobsPort } from '@server/ports/job-board.js';

const DAY_MS = 86_400_000;
/** An employer key is also a file name in the `employerIcons` folder: nothing that could leave it. */
const EMPLOYER_KEY = /^[a-z0-9-]{1,40}$/;
const MAX_ICON_BYTES = 4096;

const JOB_ID = /^[a-z0-9-]{1,64}$/;

/** The free-text fields of a listing: what a translation gives in another language, with the same limits. */
const listingTexts = {
  title: z.string().min(1).max(80),
  recordNote: z.string().max(200).nullable(),
  training: z.string().max(160).nullable(),
  summary: z.string().min(1).max(200),
};
type ListingTexts = { [K in keyof typeof listingTexts]: z.infer<(typeof listingTexts)[K]> };

const listingSchema = z
  .object({
    id: z.string().regex(JOB_ID),
    title: listingTexts.title,
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
    recordNote: listingTexts.recordNote,
    newDriversWelcome: z.boolean(),
    training: listingTexts.training,
    equipment: z.enum(equipmentKinds),
    endorsements: z.array(z.enum(endorsementCodes)),
    applyUrl: z.url({ protocol: /^https$/ }).nullable(),
    applyPhone: z
      .string()
      .regex(/^\+1\d{10}$/)
      .nullable(),
    postedDaysAgo: z.number().int().min(0).max(60),
    summary: listingTexts.summary,
  })
  .strict()
  .refine((j) => j.weeklyPayMin <= j.weeklyPayMax, 'weekly pay range is upside down')
  .refine((j) => j.applyUrl || j.applyPhone, 'a listing needs a way to apply');

const fileSchema = z.object({ about: z.string(), jobs: z.array(listingSchema).min(1) });

/**
 * `listings.es.json`: the Spanish words of each listing, by id (decision 028, Content). Only the words: pay,
 * place, filters and order stay the English file's. Strict, so a misspelt field or id stops start-up.
 */
const translationSchema = z
  .object({
    about: z.string(),
    jobs: z.record(z.string().regex(JOB_ID), z.object(listingTexts).strict()),
  })
  .strict();

/** Languages other than English: each may have its `listings.<locale>.json`. */
const TRANSLATED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/**
 * The translated texts of `listings.<locale>.json` by id, checked against the English listings: an id the
 * English file lacks, or a note given where English has none (or left out where it has one), throws, so a
 * slip fails at start and in the tests rather than showing a student a half-translated card. No file is
 * no translation: every listing stays English.
 */
function readTranslation(
  englishFile: string,
  locale: Locale,
  jobs: readonly { id: string; recordNote: string | null; training: string | null }[],
): Map<string, ListingTexts> {
  const file = localizedPath(englishFile, locale);
  if (!existsSync(file)) return new Map();
  const parsed = translationSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`content/jobs: ${file} is malformed: ${z.prettifyError(parsed.error)}`);
  const byId = new Map(jobs.map((j) => [j.id, j]));
  for (const [id, texts] of Object.entries(parsed.data.jobs)) {
    const job = byId.get(id);
    if (!job) throw new Error(`content/jobs: ${file} has the job id ${id}, which listings.json does not`);
    for (const field of ['recordNote', 'training'] as const)
      if ((texts[field] === null) !== (job[field] === null))
        throw new Error(
          `content/jobs: ${file} job ${id}: ${field} must be null exactly when English has none`,
        );
  }
  return new Map(Object.entries(parsed.data.jobs));
}

/**
 * The demo listings of content/jobs/listings.json, dated relative to `now` so the board never looks stale,
 * and the logos of content/jobs/employerIcons. A reader of another language gets each listing's words from
 * `listings.<locale>.json` where it has them (English otherwise). Read and checked once at start; works with
 * no network.
 */
export function localJobs(opts: { dir?: string; now?: () => Date } = {}): JobsPort {
  const dir = opts.dir ?? join(contentDir, 'jobs');
  const now = opts.now ?? (() => new Date());
  const file = join(dir, 'listings.json');
  const raw = fileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const ids = new Set<string>();
  for (const job of raw.jobs) {
    if (ids.has(job.id)) throw new Error(`content/jobs: the job id ${job.id} is used twice`);
    ids.add(job.id);
  }
  const translations = new Map(TRANSLATED.map((locale) => [locale, readTranslation(file, locale, raw.jobs)]));
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

  const dated = (locale: Locale): JobListing[] => {
    const today = now().getTime();
    const texts = locale === DEFAULT_LOCALE ? undefined : translations.get(locale);
    return raw.jobs.map(({ postedDaysAgo, ...job }) => ({
      ...job,
      // Only the words change with the language; a listing with no translation stays English.
      ...texts?.get(job.id),
      // Listings of a content file: a logo the folder lacks is simply no logo.
      employer: job.employer && iconOf(job.employer) ? job.employer : null,
      applyInstructions: null,
      postedAt: new Date(today - postedDaysAgo * DAY_MS).toISOString(),
    }));
  };

  return {
    async listings(locale = getLocale()) {
      return dated(locale);
    },
    async listing(id, locale = getLocale()) {
      return dated(locale).find((j) => j.id === id) ?? null;
    },
    async employerIcon(employer) {
      return iconOf(employer);
    },
  };
}

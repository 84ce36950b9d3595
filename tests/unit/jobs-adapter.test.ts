import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localJobs } from '@server/adapters/job-board/local.js';
import { withLocale } from '@server/locale.js';
import { contentDir } from '@server/paths.js';
import { jobDistance, type JobListing } from '@shared/domain/jobs.js';

const grad = { latitude: 41.8643, longitude: -87.6244 };
const content = JSON.parse(readFileSync(join(contentDir, 'jobs', 'listings.json'), 'utf8')) as {
  about: string;
  jobs: Record<string, unknown>[];
};

const spanish = JSON.parse(readFileSync(join(contentDir, 'jobs', 'listings.es.json'), 'utf8')) as {
  about: string;
  jobs: Record<string, Record<string, string | null>>;
};

function folderWith(
  jobs: Record<string, unknown>[],
  icons: Record<string, string> = {},
  es?: Record<string, unknown>,
) {
  const dir = mkdtempSync(join(tmpdir(), 'jobs-'));
  mkdirSync(join(dir, 'employerIcons'));
  writeFileSync(join(dir, 'listings.json'), JSON.stringify({ about: 'test', jobs }));
  if (es) writeFileSync(join(dir, 'listings.es.json'), JSON.stringify({ about: 'prueba', jobs: es }));
  for (const [name, svg] of Object.entries(icons))
    writeFileSync(join(dir, 'employerIcons', `${name}.svg`), svg);
  return dir;
}

describe('the local jobs adapter', () => {
  it('serves 40 to 60 listings spread from next door to far away, every one with a way to apply', async () => {
    const jobs = await localJobs().listings();
    expect(jobs.length).toBeGreaterThanOrEqual(40);
    expect(jobs.length).toBeLessThanOrEqual(60);
    const miles = jobs.map((j) => jobDistance(grad, j));
    expect(miles.filter((m) => m <= 25).length).toBeGreaterThan(5);
    expect(miles.filter((m) => m > 25 && m <= 50).length).toBeGreaterThan(3);
    expect(miles.filter((m) => m > 50 && m <= 100).length).toBeGreaterThan(3);
    expect(miles.filter((m) => m > 100).length).toBeGreaterThan(3);
    expect(jobs.every((j) => j.applyUrl || j.applyPhone)).toBe(true);
    expect(jobs.some((j) => !j.felonyFriendly)).toBe(true);
    expect(new Set(jobs.map((j) => j.homeTime)).size).toBe(4);
    expect(new Set(jobs.map((j) => j.routeType)).size).toBe(4);
    expect(new Set(jobs.map((j) => j.equipment)).size).toBe(4);
  });

  it('dates listings from today, so the demo never looks stale', async () => {
    const now = new Date('2027-03-01T12:00:00Z');
    const [first] = await localJobs({ now: () => now }).listings();
    const days = (now.getTime() - Date.parse(first!.postedAt)) / 86_400_000;
    expect(days).toBe(content.jobs[0]!['postedDaysAgo']);
  });

  it('gives each logo a version that changes with its bytes, and no logo for a missing or odd file', async () => {
    const job = { ...content.jobs[0]!, employer: 'acme' };
    const a = localJobs({ dir: folderWith([job], { acme: '<svg xmlns="http://www.w3.org/2000/svg"/>' }) });
    const b = localJobs({
      dir: folderWith([job], { acme: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' }),
    });
    expect((await a.employerIcon('acme'))!.version).not.toBe((await b.employerIcon('acme'))!.version);
    expect(await a.employerIcon('nobody')).toBeNull();
    expect(await a.employerIcon('../listings')).toBeNull();
    const html = localJobs({ dir: folderWith([job], { acme: '<html><script>1</script></html>' }) });
    expect(await html.employerIcon('acme')).toBeNull();
    expect((await html.listings())[0]!.employer).toBeNull();
  });

  it('refuses to start on a broken file: a repeated id, no way to apply, pay upside down', () => {
    const job = content.jobs[0]!;
    expect(() => localJobs({ dir: folderWith([job, job]) })).toThrow(/used twice/);
    expect(() => localJobs({ dir: folderWith([{ ...job, applyUrl: null, applyPhone: null }]) })).toThrow();
    expect(() =>
      localJobs({ dir: folderWith([{ ...job, weeklyPayMin: 2000, weeklyPayMax: 1000 }]) }),
    ).toThrow();
    expect(() =>
      localJobs({ dir: folderWith([{ ...job, applyUrl: 'http://insecure.example/' }]) }),
    ).toThrow();
  });
});

describe('the local jobs adapter in Spanish', () => {
  const TEXTS = ['title', 'recordNote', 'training', 'summary'] as const;
  const withoutTexts = (j: JobListing) => {
    const { title: _t, recordNote: _r, training: _tr, summary: _s, ...rest } = j;
    return rest;
  };
  const [first, second] = content.jobs as [Record<string, unknown>, Record<string, unknown>];
  const es = {
    title: 'Chofer local CDL-A',
    recordNote: 'Revisan los antecedentes.',
    training: 'Un entrenador va contigo.',
    summary: 'Entregas en la ciudad.',
  };

  it("gives a Spanish reader every listing's words in Spanish, and changes nothing else", async () => {
    // A fixed clock, so both lists carry the same dates.
    const board = localJobs({ now: () => new Date('2027-03-01T12:00:00Z') });
    const english = await board.listings('en');
    const spanishJobs = await board.listings('es');
    expect(spanishJobs.map((j) => j.id)).toEqual(english.map((j) => j.id));
    expect(spanishJobs.map(withoutTexts)).toEqual(english.map(withoutTexts));
    for (const job of spanishJobs)
      expect({ id: job.id, ...pick(job) }).toEqual({ id: job.id, ...spanish.jobs[job.id] });
    expect(english.map((j) => j.title)).toEqual(content.jobs.map((j) => j['title']));
    expect((await board.listing('lsf-101', 'es'))?.title).toBe(spanish.jobs['lsf-101']!['title']);
    expect((await board.listing('lsf-101', 'en'))?.title).toBe('Local CDL-A Driver, Night Shift');
  });

  it("reads the request's language when none is named", async () => {
    const board = localJobs();
    const inSpanish = await withLocale('es', () => board.listing('lsf-101'));
    const inEnglish = await withLocale('en', () => board.listing('lsf-101'));
    expect(inSpanish?.summary).toBe(spanish.jobs['lsf-101']!['summary']);
    expect(inEnglish?.summary).toBe(content.jobs[0]!['summary']);
  });

  it('covers every listing, each text translated (not copied), with a note exactly where English has one', () => {
    expect(Object.keys(spanish.jobs).sort()).toEqual(content.jobs.map((j) => j['id'] as string).sort());
    for (const job of content.jobs) {
      const tr = spanish.jobs[job['id'] as string]!;
      for (const field of TEXTS) {
        expect(tr[field] === null, `${job['id'] as string} ${field}`).toBe(job[field] === null);
        if (job[field] !== null) expect(tr[field], `${job['id'] as string} ${field}`).not.toBe(job[field]);
      }
    }
  });

  it('keeps a listing with no Spanish entry in English, and all of them when there is no Spanish file', async () => {
    const dir = folderWith([first, second], {}, { [first['id'] as string]: es });
    const [a, b] = await localJobs({ dir }).listings('es');
    expect(pick(a!)).toEqual(es);
    expect(pick(b!)).toEqual(pick(second as unknown as JobListing));
    const none = await localJobs({ dir: folderWith([first]) }).listings('es');
    expect(pick(none[0]!)).toEqual(pick(first as unknown as JobListing));
  });

  it('refuses to start on a Spanish file with an unknown id, a stray field, a text too long or a note English lacks', () => {
    const id = first['id'] as string;
    const start = (entries: Record<string, unknown>) => () =>
      localJobs({ dir: folderWith([first], {}, entries) });
    expect(start({ 'no-such-job': es })).toThrow(/no-such-job.*listings\.json does not/);
    expect(start({ [id]: { ...es, company: 'Otra' } })).toThrow(/malformed/);
    expect(start({ [id]: { ...es, title: 'x'.repeat(81) } })).toThrow(/malformed/);
    expect(start({ [id]: { ...es, summary: undefined } })).toThrow(/malformed/);
    expect(start({ [id]: { ...es, recordNote: null } })).toThrow(/recordNote/);
    const noTraining = { ...first, training: null };
    expect(() => localJobs({ dir: folderWith([noTraining], {}, { [id]: es }) })).toThrow(/training/);
    expect(() =>
      localJobs({ dir: folderWith([noTraining], {}, { [id]: { ...es, training: null } }) }),
    ).not.toThrow();
  });
});

function pick(job: Pick<JobListing, 'title' | 'recordNote' | 'training' | 'summary'>) {
  return { title: job.title, recordNote: job.recordNote, training: job.training, summary: job.summary };
}

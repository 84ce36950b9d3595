import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localJobs } from '@server/adapters/jobs/local.js';
import { contentDir } from '@server/paths.js';
import { jobDistance } from '@shared/domain/jobs.js';

const grad = { latitude: 41.8643, longitude: -87.6244 };
const content = JSON.parse(readFileSync(join(contentDir, 'jobs', 'listings.json'), 'utf8')) as {
  about: string;
  jobs: Record<string, unknown>[];
};

function folderWith(jobs: Record<string, unknown>[], icons: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'jobs-'));
  mkdirSync(join(dir, 'employerIcons'));
  writeFileSync(join(dir, 'listings.json'), JSON.stringify({ about: 'test', jobs }));
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

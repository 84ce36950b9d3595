import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readProgramSteps } from '@server/seed/content.js';
import { rideReasons } from '@shared/domain/rides.js';
import { pageOf, rideOf } from '@shared/domain/step-conditions.js';

describe('the content loader reads step conditions from closed lists', () => {
  const write = (steps: unknown[]) => {
    const dir = mkdtempSync(join(tmpdir(), 'steps-'));
    writeFileSync(join(dir, 'welcome.json'), JSON.stringify(steps));
    return dir;
  };
  const ride = {
    name: 'Ride',
    url: '/program/welcome/uber',
    type: 'uber',
    step: 1,
    order: 10,
    completes: 'auto',
    conditions: { ride: 'Flexible', page: 'ride' },
  };

  it('reads a ride step that declares its reason', () => {
    expect(readProgramSteps(write([ride]))[0]!.conditions).toEqual({ ride: 'Flexible', page: 'ride' });
  });

  it.each([
    ['an uber step without its ride reason', { ...ride, conditions: null }, /ride reason/],
    ['a ride reason outside the list', { ...ride, conditions: { ride: 'Taxi' } }, /welcome\.json/],
    ['a ride on a step that is not uber', { ...ride, type: 'link' }, /only an uber step/],
    ['a ride page without a reason', { ...ride, type: 'link', conditions: { page: 'ride' } }, /ride page/],
    ['a page outside the list', { ...ride, conditions: { ride: 'Flexible', page: 'map' } }, /welcome\.json/],
    [
      'a requirement outside the list',
      { ...ride, conditions: { ride: 'Flexible', requires: 'vip' } },
      /welcome\.json/,
    ],
    ['an unknown condition', { ...ride, conditions: { ride: 'Flexible', hide: true } }, /welcome\.json/],
    ['a conditional step without boards', { ...ride, type: 'conditional', conditions: {} }, /boards/],
  ])('refuses %s', (_, step, message) => {
    expect(() => readProgramSteps(write([step]))).toThrow(message);
  });
});

describe('the program content declares what the portal once guessed from addresses', () => {
  const rows = readProgramSteps();
  const byUrl = new Map(rows.map((r) => [`${r.screen}:${r.url}`, r]));
  const urlsWhere = (test: (r: (typeof rows)[number]) => boolean) =>
    [...new Set(rows.filter(test).map((r) => r.url))].sort();

  it('gives every uber step a ride reason from the list', () => {
    const uber = rows.filter((r) => r.type === 'uber' || pageOf(r) === 'ride');
    expect(uber.length).toBeGreaterThan(0);
    for (const r of uber) expect(rideReasons, r.url).toContain(rideOf(r));
  });

  it('offers the same ride reasons as before', () => {
    const reasons = Object.fromEntries(rows.filter((r) => rideOf(r)).map((r) => [r.url, rideOf(r)]));
    expect(reasons).toEqual({
      '/program/school/uber': 'Trucking School',
      '/program/school/uber_road_test': 'Road Test',
      '/program/school/uber_one_stop': 'One Stop',
      '/program/permit/uber_one_stop': 'One Stop',
      '/program/permit/uber_dot_physical': 'DOT Physical',
      '/program/permit/uber_dmv': 'Permit Test',
    });
  });

  it('opens the same shared screens as before', () => {
    expect(urlsWhere((r) => pageOf(r) === 'info')).toEqual([
      '/program/onhold/what_on_hold_means',
      '/program/onhold/while_you_wait',
      '/program/permit/howto_dot_physical',
      '/program/permit/howto_permit',
      '/program/welcome/program_rules',
    ]);
    expect(urlsWhere((r) => pageOf(r) === 'ride')).toEqual(urlsWhere((r) => rideOf(r) !== null));
    expect(urlsWhere((r) => pageOf(r) === 'pretripStudy')).toEqual([
      '/program/onhold/pretrip',
      '/program/school/pretrip_pdf_1',
      '/program/school/pretrip_pdf_2',
      '/program/school/pretrip_video_1',
      '/program/school/pretrip_video_2',
    ]);
    expect(urlsWhere((r) => pageOf(r) === 'permitStudy')).toEqual([
      '/program/onhold/study',
      '/program/permit/study',
    ]);
  });

  it('declares the same visibility, part and due date as before', () => {
    expect(urlsWhere((r) => r.conditions?.hidden === true)).toEqual([
      '/program/school/pretrip_video_1',
      '/program/school/pretrip_video_2',
    ]);
    for (const url of ['school:/program/school/uber_one_stop', 'permit:/program/permit/uber_one_stop'])
      expect(byUrl.get(url)!.conditions?.requires, url).toEqual(['wfp', 'fundingRecord']);
    for (const week of [1, 2, 3, 4])
      expect(byUrl.get(`school:/program/school/stipend/${week}`)!.conditions?.requires).toBe('stipendSp');
    expect(urlsWhere((r) => r.conditions?.begins === 'postSchool')).toEqual([
      '/program/school/uber_road_test',
    ]);
    expect(urlsWhere((r) => r.conditions?.due === 'onboarding')).toEqual(['/program/school/onboarding']);
  });

  it('keeps the Spanish files’ kinds and conditions the same as the English', () => {
    const dir = join(process.cwd(), 'content', 'program-steps');
    const shape = (file: string) =>
      (
        JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
          url: string;
          type: string;
          conditions?: unknown;
        }[]
      ).map((s) => [s.url, s.type, s.conditions ?? null]);
    for (const screen of new Set(rows.map((r) => r.screen)))
      expect(shape(`${screen}.es.json`), screen).toEqual(shape(`${screen}.json`));
  });
});

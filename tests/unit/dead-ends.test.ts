import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SourceStep } from '@shared/domain/checklist';
import { factCombinations, walkStage, type JourneyFacts } from '@shared/domain/dead-ends';

// Issue 37 item 6: no stage can dead-end. Every stage's real checklist (content/program-steps) is walked for
// students with every combination of the facts a coach sets; at each point the student has a step to do or
// a screen naming who acts next.

const content = join(process.cwd(), 'content');
const stepsOf = (screen: string): SourceStep[] =>
  (JSON.parse(readFileSync(join(content, 'program-steps', `${screen}.json`), 'utf8')) as SourceStep[]).map(
    (s) => ({ ...s, subtext: s.subtext ?? null, cta: s.cta ?? null, conditions: s.conditions ?? null }),
  );
const stages = JSON.parse(readFileSync(join(content, 'stages.json'), 'utf8')) as Record<
  string,
  { completionText: string }
>;
const screens = ['welcome', 'prepermit', 'permit', 'school', 'onhold', 'postprogram', 'career_services'];
const now = new Date('2026-11-27T15:00:00Z');
const all = factCombinations(now);

describe('the dead-end checker', () => {
  it('covers every combination of school, start date, stipend plan, Uber, funding and CDL-A review', () => {
    expect(all).toHaveLength(2 * 4 * 2 * 2 * 3 * 2 * 3);
  });

  for (const screen of screens) {
    it(`${screen}: every student has a next step or is told who acts next, to the end of the stage`, () => {
      const steps = stepsOf(screen);
      const problems = new Set<string>();
      for (const facts of all) {
        const walk = walkStage(screen, steps, facts, now);
        for (const p of walk.problems) problems.add(`${p} — ${JSON.stringify(facts)}`);
        // Each point of the walk was a doable step or a named wait.
        for (const s of walk.seen) expect(['do', 'wait']).toContain(s.kind);
      }
      expect([...problems]).toEqual([]);
      // The end of a stage with no button forward names who acts next.
      if (screen === 'onhold') expect(stages.onhold!.completionText).toMatch(/coach/i);
    });
  }

  it('finishing school names the coach while the CDL-A photo waits for review', () => {
    const pending = all.find((f) => f.cdlaStatus === 'pending')!;
    const walk = walkStage('school', stepsOf('school'), pending, now);
    expect(walk.end).toContainEqual(
      expect.objectContaining({
        kind: 'wait',
        who: 'coach',
        message: expect.stringMatching(/Success Coach/),
      }),
    );
  });

  it('a student with no start date is told to reach the provider at their stipend week, and goes on after', () => {
    const facts = all.find((f) => f.stipendSp && f.inSchoolStartDate === null && f.schoolSet)!;
    const walk = walkStage('school', stepsOf('school'), facts, now);
    const wait = walk.seen.find((s) => s.url === '/program/school/stipend/1');
    expect(wait).toMatchObject({ kind: 'wait', who: 'provider' });
    // The steps after the stipend weeks are reached in the walk: nothing is left hidden behind them.
    expect(walk.seen.map((s) => s.url)).toContain('/program/documents/upload/cdlALicense');
  });

  // The checker itself must be able to fail.
  const base: JourneyFacts = { ...all[0]! };
  const step = (over: Partial<SourceStep>): SourceStep => ({
    name: 'x',
    url: '/program/school/x',
    type: 'form',
    order: 1,
    subtext: null,
    cta: null,
    conditions: null,
    completes: 'click',
    ...over,
  });

  it('catches a checklist that comes out empty for some students', () => {
    const onlyUber = [
      step({ type: 'uber', completes: 'auto', conditions: { requires: 'uberAccessEnabled' } }),
    ];
    const walk = walkStage('school', onlyUber, { ...base, uberAccessEnabled: false }, now);
    expect(walk.problems).toEqual(['school: the checklist is empty']);
  });

  it('a stipend week not yet over speaks of the week; a missing school names the coach', () => {
    // A stipend week for a student whose week is not over: the screen must speak of the week.
    const facts = { ...base, stipendSp: true, inSchoolStartDate: '2026-11-26' };
    const walk = walkStage('school', [step({ url: '/program/school/stipend/4' })], facts, now);
    expect(walk.problems).toEqual([]);
    const silent = walkStage(
      'school',
      [step({ url: '/program/school/your_school' })],
      { ...facts, schoolSet: false },
      now,
    );
    expect(silent.seen[0]).toMatchObject({ kind: 'wait', who: 'coach' });
    expect(silent.problems).toEqual([]);
  });
});

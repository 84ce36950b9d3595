import { buildChecklist, isChecklistComplete, type ChecklistUser, type SourceStep } from './checklist.js';
import { graduationWaits, graduationWaitKey } from './graduation.js';
import { isStipendWeek, stipendEligibility, STIPEND_PATH } from './stipends.js';
import { t } from '../i18n.js';
import '../messages/decision-notices.js';
import '../messages/school.js';
import '../messages/stipends.js';

/**
 * The dead-end check (issue 37 item 6): walking a stage's checklist for a student with given facts, at
 * every point the student either has a step they can do now, or sees a screen naming who acts next (their
 * coach, the provider, or the calendar). Never an empty checklist, never items left hidden behind nothing.
 */

/** The facts a back office sets that the journey reads (spec 001 §2, §6). */
export interface JourneyFacts extends ChecklistUser {
  schoolSet: boolean;
  /** The school start date, YYYY-MM-DD, or null. */
  inSchoolStartDate: string | null;
  /** Documents that finishing school waits for. */
  cdlaStatus: 'incomplete' | 'pending' | 'complete';
  fwAgreementStatus: 'incomplete' | 'pending' | 'complete';
}

/** Who acts next when the student cannot: named on the screen the student sees. */
type Actor = 'coach' | 'provider' | 'calendar';

type StepState = { kind: 'do'; url: string } | { kind: 'wait'; url: string; who: Actor; message: string };

/** What a step's own screen offers this student now (the rules the server applies on that screen). */
function stepState(url: string, facts: JourneyFacts, now: Date): StepState {
  if (url.startsWith(STIPEND_PATH)) {
    const week = Number(url.slice(STIPEND_PATH.length));
    if (isStipendWeek(week)) {
      const rule = stipendEligibility(facts.inSchoolStartDate, week, now);
      if (!rule.eligible)
        return {
          kind: 'wait',
          url,
          who: rule.reason === 'weekNotDone' ? 'calendar' : 'provider',
          message: rule.message,
        };
    }
  }
  if (url === '/program/school/your_school' && !facts.schoolSet)
    return { kind: 'wait', url, who: 'coach', message: t('school.none') };
  return { kind: 'do', url };
}

/** Words that name who acts next, by actor: the screen must say one of them. */
const namesActor: Record<Actor, RegExp> = {
  coach: /coach/i,
  provider: /provider|coach/i,
  calendar: /week|day|date/i,
};

export interface WalkResult {
  /** Each point of the walk: what the student saw as their next step. */
  seen: StepState[];
  /** Broken promises: an empty checklist, a hidden remainder, a wait that names nobody. */
  problems: string[];
  /** What the end of the stage waits for (finishing school: the CDL-A approval and the signature). */
  end: StepState[];
}

/**
 * Walks one stage: at each point the first open required item must be shown (highlighted) and either be
 * doable or name who acts next; then it is done (by the student, or by whoever was named) and the walk
 * goes on, until the checklist is complete.
 */
export function walkStage(screen: string, steps: SourceStep[], facts: JourneyFacts, now: Date): WalkResult {
  const own = steps.filter((s) => !s.url.endsWith('/interstitial'));
  const done = new Set<string>();
  const seen: StepState[] = [];
  const problems: string[] = [];
  for (let guard = 0; guard <= own.length + 1; guard++) {
    const items = buildChecklist(own, facts, done, 'normal', now);
    if (items.length === 0) {
      problems.push(`${screen}: the checklist is empty`);
      break;
    }
    if (isChecklistComplete(items)) break;
    const open = items.filter(
      (i) => !i.recommended && i.status !== 'completed' && i.status !== 'informational',
    );
    const next = open[0]!;
    if (next.status !== 'highlighted') {
      problems.push(
        `${screen}: ${open.length} item(s) left hidden, the first is ${next.to} (${next.status})`,
      );
      break;
    }
    const state = stepState(next.to, facts, now);
    if (state.kind === 'wait' && !namesActor[state.who].test(state.message))
      problems.push(
        `${screen}: ${next.to} waits for ${state.who} but its screen names nobody: "${state.message}"`,
      );
    seen.push(state);
    done.add(next.to);
  }
  const end: StepState[] = [];
  if (screen === 'school') {
    for (const wait of graduationWaits(facts)) {
      const message = t(graduationWaitKey[wait]);
      // The student's own move (send the photo, sign) or the coach's (approve the photo).
      end.push(
        wait === 'cdlaReview'
          ? { kind: 'wait', url: '/program/school/interstitial', who: 'coach', message }
          : { kind: 'do', url: '/program/school/interstitial' },
      );
      if (wait === 'cdlaReview' && !namesActor.coach.test(message))
        problems.push(`school: finishing waits for the CDL-A review but says nobody: "${message}"`);
    }
  }
  return { seen, problems, end };
}

/** Every combination of the facts a coach sets (issue 37 item 6), for a given "today". */
export function factCombinations(now: Date): JourneyFacts[] {
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString().slice(0, 10);
  const startDates = [null, daysAgo(2), daysAgo(30), daysAgo(90)];
  const funding = [
    { hasFundingRecord: false, wfp: false },
    { hasFundingRecord: true, wfp: false },
    { hasFundingRecord: true, wfp: true },
  ];
  const out: JourneyFacts[] = [];
  for (const schoolSet of [false, true])
    for (const inSchoolStartDate of startDates)
      for (const stipendSp of [false, true])
        for (const uberAccessEnabled of [false, true])
          for (const f of funding)
            for (const waitlistBoard of [null, 'wb-chicago'])
              for (const cdlaStatus of ['incomplete', 'pending', 'complete'] as const)
                out.push({
                  schoolSet,
                  inSchoolStartDate,
                  stipendSp,
                  uberAccessEnabled,
                  ...f,
                  waitlistBoard,
                  cdlaStatus,
                  fwAgreementStatus: 'pending',
                });
  return out;
}

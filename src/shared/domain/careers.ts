/** Career services rules (spec 000 §2 "Career services", §5 "Career-service filters", §6). */
import { formatDateTime } from './format.js';

const CAREER_SECTION = 'First Things First';
export const INTERVIEW_AGENT_PATH = '/postprogram/career_services/interview_agent';
export const PROFESSIONAL_EMAIL_PATH = '/postprogram/career_services/professional_email';

const isKnowCoachStep = (url: string) => url.endsWith('/know_career_coach');

/**
 * The career-services checklist: only items of section 'First Things First'; 'know_career_coach' hidden
 * below rank 5. The job-board step shows for everyone: the portal has its own board now, and the service
 * area's link (spec 000 §5 showed the step only with one) sits beside it (docs/decisions/025-job-board.md).
 */
export function careerServiceSteps<S extends { url: string; section?: string | null }>(
  steps: S[],
  user: { rank: number },
): S[] {
  return steps.filter((s) => {
    if (s.section !== CAREER_SECTION) return false;
    if (isKnowCoachStep(s.url) && user.rank < 5) return false;
    return true;
  });
}

/** 'First Things First' for post-program students, 'Get a head start on your future career' otherwise. */
export function careerServicesTitle(
  rank: number,
): 'First Things First' | 'Get a head start on your future career' {
  return rank === 5 ? 'First Things First' : 'Get a head start on your future career';
}

/** The booking service's event types the program offers (spec 001 §9 class names, §2 schedule-a-call). */
export const eventTypes = [
  {
    slug: 'career-coaching-call',
    name: 'Career Coaching Call',
    callType: 'zoom',
    durationMinutes: 30,
  },
  { slug: 'trucking-trivia', name: 'Trucking Trivia', callType: 'zoom', durationMinutes: 60 },
  { slug: 'interview-workshop', name: 'Interview Workshop', callType: 'zoom', durationMinutes: 60 },
  {
    slug: 'schedule-a-call',
    name: 'Success Coach Call',
    callType: 'outbound_call',
    durationMinutes: 10,
  },
] as const;
export type EventTypeName = (typeof eventTypes)[number]['name'];
export type CallType = 'zoom' | 'outbound_call';
export const eventTypeNames = eventTypes.map((e) => e.name) as [EventTypeName, ...EventTypeName[]];

export function eventTypeOf(name: string) {
  return eventTypes.find((e) => e.name === name) ?? null;
}

/** Main time zone of each state (by postal code); a state split across zones gets the one most people live in. */
const zoneOfState: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

/** The student's time zone from their state; the program's own (Central) when the state is unknown. */
export function timeZoneOfState(state: string | null | undefined): string {
  return (state && zoneOfState[state.trim().toUpperCase()]) || 'America/Chicago';
}

/** 'Tuesday 11/24/2026 at 6:00 PM CST' in the given time zone (the portal's one date-time format). */
export function formatInZone(instant: Date, timeZone: string): string {
  return formatDateTime(instant, timeZone);
}

/** Reminders before a booking: a day ahead and an hour ahead, each by text and by e-mail. */
const REMINDER_OFFSETS_MINUTES = [24 * 60, 60] as const;

/**
 * When each reminder goes out. A reminder whose time has already passed is not sent (a call booked for
 * later today gets only the one-hour reminder), and none within the last 5 minutes before the start.
 */
export function reminderTimes(startsAt: Date, now: Date): { offsetMinutes: number; sendAt: Date }[] {
  return REMINDER_OFFSETS_MINUTES.map((offsetMinutes) => ({
    offsetMinutes,
    sendAt: new Date(startsAt.getTime() - offsetMinutes * 60_000),
  })).filter((r) => r.sendAt.getTime() > now.getTime() && startsAt.getTime() - now.getTime() > 5 * 60_000);
}

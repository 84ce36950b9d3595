import type { StaffRole } from './staff-roles.js';
/** Program statuses, their ranks, and where each status may go in the portal (spec 001 §2 "Route gating"). */

export const statuses = [
  '0_New',
  '1_Setup',
  '2_Training',
  '3_Permit',
  '4_School',
  '5_PostProgram',
  '95_OnHoldForSchool',
  '96_CEO',
  '99_Withdrew',
] as const;
export type Status = (typeof statuses)[number];

export const rankOf: Record<Status, number> = {
  '0_New': 0,
  '1_Setup': 1,
  '2_Training': 2,
  '3_Permit': 3,
  '4_School': 4,
  '5_PostProgram': 5,
  '95_OnHoldForSchool': 95,
  '96_CEO': 100,
  '99_Withdrew': 99,
};

export const stageScreens = ['welcome', 'prepermit', 'permit', 'school', 'onhold', 'postprogram'] as const;
export type StageScreen = (typeof stageScreens)[number];

export const WITHDRAWN_PATH = '/program/withdrawn';
export const STAFF_PATH = '/staff';

const defaultPaths: Record<Status, string> = {
  '0_New': '/program/welcome',
  '1_Setup': '/program/welcome',
  '2_Training': '/program/prepermit',
  '96_CEO': '/program/prepermit',
  '3_Permit': '/program/permit',
  '4_School': '/program/school',
  '95_OnHoldForSchool': '/program/onhold',
  '5_PostProgram': '/postprogram',
  '99_Withdrew': WITHDRAWN_PATH,
};

export type Viewer = { role: 'student'; status: Status } | { role: StaffRole };

/** The screen a person lands on after sign-in and whenever a path is not theirs. */
export function defaultPath(viewer: Viewer): string {
  if (viewer.role !== 'student') return STAFF_PATH;
  return defaultPaths[viewer.status];
}

/** How far along the journey a status is, for "may revisit earlier stages". On hold sits between permit and school. */
function journeyLevel(status: Status): number {
  if (status === '95_OnHoldForSchool') return 3.5;
  if (status === '96_CEO') return 100;
  if (status === '99_Withdrew') return -1;
  return rankOf[status];
}

/** Minimum journey level for each stage screen; a student may revisit every stage up to their own. */
const stageFloor: Record<StageScreen, number> = {
  welcome: 0,
  prepermit: 2,
  permit: 3,
  onhold: 3.5,
  school: 4,
  postprogram: 5,
};

/** Screens every active student may open, whatever the stage. */
const commonPrefixes = [
  '/program/documents',
  '/program/account',
  '/program/locations',
  '/program/analyze_email',
  '/postprogram/career_services',
  '/workforce/',
  '/meet/',
];

function startsWithSegment(path: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return path.startsWith(prefix);
  return path === prefix || path.startsWith(prefix + '/');
}

export function normalizePath(path: string): string {
  const noQuery = path.split(/[?#]/)[0] ?? '/';
  const trimmed = noQuery.length > 1 ? noQuery.replace(/\/+$/, '') : noQuery;
  return trimmed.toLowerCase();
}

/** Whether a signed-in person may see a path of the app; anything else is redirected to `defaultPath`. */
export function isPathAllowed(viewer: Viewer, rawPath: string): boolean {
  const path = normalizePath(rawPath);
  if (viewer.role !== 'student') return startsWithSegment(path, STAFF_PATH);
  if (startsWithSegment(path, STAFF_PATH)) return false;
  const status = viewer.status;
  if (status === '99_Withdrew') return path === WITHDRAWN_PATH;
  if (path === WITHDRAWN_PATH) return false;
  if (commonPrefixes.some((p) => startsWithSegment(path, p))) return true;

  const level = journeyLevel(status);
  if (startsWithSegment(path, '/postprogram')) return level >= stageFloor.postprogram;
  const match = /^\/program\/([^/]+)/.exec(path);
  if (!match) return false;
  const screen = match[1] as StageScreen;
  if (!(stageScreens as readonly string[]).includes(screen)) return false;
  if (screen === 'onhold') return status === '95_OnHoldForSchool' || status === '96_CEO';
  if (screen === 'school' && status === '95_OnHoldForSchool') return false;
  return level >= stageFloor[screen];
}

/**
 * Whether a student has reached the stage a checklist screen belongs to, so that its steps are theirs to do.
 * Career services are open to every student to read, but their steps belong to the post-program stage.
 */
export function hasReachedScreen(status: Status, screen: string): boolean {
  const stage = screen === 'career_services' ? 'postprogram' : screen;
  if (!(stageScreens as readonly string[]).includes(stage)) return false;
  const path = stage === 'postprogram' ? '/postprogram' : `/program/${stage}`;
  return isPathAllowed({ role: 'student', status }, path);
}

export function isStatus(value: unknown): value is Status {
  return typeof value === 'string' && (statuses as readonly string[]).includes(value);
}

/** The one forward move each stage's interstitial button makes (spec 000 §2 "Interstitial", §4). */
const forwardMoves: Partial<Record<Status, Status>> = {
  '0_New': '2_Training',
  '1_Setup': '2_Training',
  '2_Training': '3_Permit',
  '3_Permit': '4_School',
  '4_School': '5_PostProgram',
};

export function nextStatus(current: Status): Status | null {
  return forwardMoves[current] ?? null;
}

/** Withdrawal is offered only below rank 5 (spec 000 §4, §6). */
export function canWithdraw(status: Status): boolean {
  return rankOf[status] < 5;
}

export type BadgeMilestone =
  'clearStatus' | 'classesCompleted' | 'gotPermit' | 'startedSchool' | 'gotLicense';

/** Chat badge for reaching a status, by its rank (spec 001 §4 "Status and Slack badges"). */
export function badgeForStatus(status: Status): BadgeMilestone | null {
  const rank = rankOf[status];
  if (rank === 1 || rank === 2) return 'clearStatus';
  if (rank === 3) return 'classesCompleted';
  if (rank === 4) return 'gotPermit';
  return null;
}

/**
 * Every badge a student at `status` has earned on the way: those of the statuses behind them (on hold for
 * school comes after the permit). Staff ranks and withdrawal earn none.
 */
export function badgesEarned(status: Status): BadgeMilestone[] {
  const reached = status === '95_OnHoldForSchool' ? rankOf['4_School'] : rankOf[status];
  if (reached > rankOf['5_PostProgram']) return [];
  const earned = statuses
    .filter((s) => rankOf[s] <= reached)
    .map(badgeForStatus)
    .filter((b): b is BadgeMilestone => b !== null);
  return [...new Set(earned)];
}

/** The stage screen whose interstitial moves a student on from `status`. */
export function interstitialScreenOf(status: Status): StageScreen | null {
  switch (status) {
    case '0_New':
    case '1_Setup':
      return 'welcome';
    case '2_Training':
      return 'prepermit';
    case '3_Permit':
      return 'permit';
    case '4_School':
      return 'school';
    default:
      return null;
  }
}

/**
 * The first-hand CDL-A video a stage screen shows once (spec 001 "flags for two first-hand CDLA modals"):
 * permit test day in permit training, the weeks of school in trucking school; none elsewhere.
 */
export function firsthandVideoOf(
  screen: StageScreen,
): { video: 1 | 2; flag: 'firsthandCdla1' | 'firsthandCdla2' } | null {
  if (screen === 'prepermit') return { video: 1, flag: 'firsthandCdla1' };
  if (screen === 'school') return { video: 2, flag: 'firsthandCdla2' };
  return null;
}

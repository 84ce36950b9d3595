/**
 * The job board's rules (issue 21 item 5): how far a job is, which jobs a student's filters keep, in what
 * order, and one page of them. Pure functions: the server applies them; the page uses the same names.
 */
import { distanceMiles, type Point } from './locations.js';

export const homeTimes = ['daily', 'weekly', 'regional', 'otr'] as const;
export type HomeTime = (typeof homeTimes)[number];

export const routeTypes = ['local', 'regional', 'otr', 'dedicated'] as const;
export type RouteType = (typeof routeTypes)[number];

export const equipmentKinds = ['dryVan', 'reefer', 'flatbed', 'tanker'] as const;
export type Equipment = (typeof equipmentKinds)[number];

/** Endorsements an employer may ask for: hazmat, tanker, doubles/triples, tanker+hazmat, and the TWIC card. */
export const endorsementCodes = ['H', 'N', 'T', 'X', 'TWIC'] as const;
export type EndorsementCode = (typeof endorsementCodes)[number];

/** How far to look, in miles; `any` keeps every job. */
export const radiusChoices = ['25', '50', '100', 'any'] as const;
export type Radius = (typeof radiusChoices)[number];
export const DEFAULT_RADIUS: Radius = '50';

export const sortChoices = ['distance', 'pay', 'newest'] as const;
export type JobSort = (typeof sortChoices)[number];

const JOBS_PER_PAGE = 10;
/** Pages past this are refused: a list this long is never read on a phone, and a bound keeps the query cheap. */
export const MAX_PAGE = 50;

/** One listing as the jobs port gives it. */
export interface JobListing {
  id: string;
  title: string;
  company: string;
  /** The employer's key in the `employerIcons` folder; null when the listing has no logo. */
  employer: string | null;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** Cents per mile, when the job pays by the mile. */
  centsPerMile: number | null;
  /** What a driver makes in a usual week, in whole dollars. */
  weeklyPayMin: number;
  weeklyPayMax: number;
  homeTime: HomeTime;
  routeType: RouteType;
  felonyFriendly: boolean;
  /** The employer's own words about records, in plain language. */
  recordNote: string | null;
  newDriversWelcome: boolean;
  /** The training a new driver gets, when there is some. */
  training: string | null;
  equipment: Equipment;
  endorsements: EndorsementCode[];
  applyUrl: string | null;
  applyPhone: string | null;
  /** How to apply in the program's words ("Ask for Dana at the front desk"), when it is neither a link nor a call. */
  applyInstructions: string | null;
  /** ISO date-time the employer posted it. */
  postedAt: string;
  summary: string;
}

export interface JobFilters {
  within: Radius;
  homeTime: HomeTime | null;
  routeType: RouteType | null;
  felonyFriendly: boolean;
  sort: JobSort;
}

export interface PlacedJob extends JobListing {
  /** Miles from the student, or null when the student's place is not known. */
  distanceMiles: number | null;
}

/** Miles between the student and the job, rounded to a tenth (what the card shows). */
export function jobDistance(origin: Point, job: Point): number {
  return Math.round(distanceMiles(origin, job) * 10) / 10;
}

/** The middle of the weekly range: what "best pay" sorts by. */
export function weeklyPayMiddle(job: Pick<JobListing, 'weeklyPayMin' | 'weeklyPayMax'>): number {
  return (job.weeklyPayMin + job.weeklyPayMax) / 2;
}

/**
 * Whether a job passes the student's filters. With no known place the distance filter cannot apply, so
 * it keeps every job (the page asks for a ZIP code instead of pretending to know).
 */
export function keepsJob(job: PlacedJob, filters: JobFilters): boolean {
  if (filters.within !== 'any' && job.distanceMiles !== null && job.distanceMiles > Number(filters.within))
    return false;
  if (filters.homeTime && job.homeTime !== filters.homeTime) return false;
  if (filters.routeType && job.routeType !== filters.routeType) return false;
  if (filters.felonyFriendly && !job.felonyFriendly) return false;
  return true;
}

const newestFirst = (a: PlacedJob, b: PlacedJob) => Date.parse(b.postedAt) - Date.parse(a.postedAt);

/**
 * The order of the list: nearest first (newest breaks ties; with no known place, newest), best pay first
 * (nearest breaks ties), or newest first (nearest breaks ties). The id settles any last tie, so pages never
 * overlap or skip a job.
 */
export function compareJobs(sort: JobSort) {
  const near = (a: PlacedJob, b: PlacedJob) => (a.distanceMiles ?? 0) - (b.distanceMiles ?? 0);
  const byId = (a: PlacedJob, b: PlacedJob) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return (a: PlacedJob, b: PlacedJob): number => {
    const first =
      sort === 'distance'
        ? near(a, b) || newestFirst(a, b)
        : sort === 'pay'
          ? weeklyPayMiddle(b) - weeklyPayMiddle(a) || near(a, b)
          : newestFirst(a, b) || near(a, b);
    return first || byId(a, b);
  };
}

/** Places each job from the student's point (null when unknown), filters and sorts them. */
export function findJobs(
  jobs: readonly JobListing[],
  origin: Point | null,
  filters: JobFilters,
): PlacedJob[] {
  return jobs
    .map((job) => ({ ...job, distanceMiles: origin ? jobDistance(origin, job) : null }))
    .filter((job) => keepsJob(job, filters))
    .sort(compareJobs(filters.sort));
}

/** One page of a list (pages count from 1); `pages` is at least 1 so "page 1 of 1" reads right when empty. */
export function pageOf<T>(items: readonly T[], page: number, size = JOBS_PER_PAGE) {
  const pages = Math.max(1, Math.ceil(items.length / size));
  return { items: items.slice((page - 1) * size, page * size), page, pages, total: items.length };
}

/** "$1,100–$1,400 a week" style amounts: whole dollars with thousands separators. */
export function dollars(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

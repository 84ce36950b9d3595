import type { JobCard, JobList, ListJobsQuery, SavedJobs } from '@shared/contracts/jobs.js';
import { findJobs, jobDistance, pageOf, type JobFilters, type JobListing } from '@shared/domain/jobs.js';
import type { Point } from '@shared/domain/locations.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Db } from '@server/db/client.js';
import type { Viewer } from '@server/plugins/session.js';
import type { GeocodingPort } from '@server/ports/geocoding.js';
import type { EmployerIcon, JobsPort } from '@server/ports/job-board.js';
import { completeByEvent } from '@server/progress/progress.service.js';
import * as repo from './job-board.repo.js';

export interface JobBoardDeps {
  db: Db;
  jobBoard: JobsPort;
  geocoding: GeocodingPort;
}

type Origin = { point: Point; label: string; source: 'near' | 'home' | 'address' };
type Place = NonNullable<Awaited<ReturnType<typeof repo.findStudentPlace>>>;

const placeLabel = (p: { city: string | null; state: string | null; zipcode?: string | null }) =>
  p.city && p.state ? `${p.city}, ${p.state}` : (p.zipcode ?? '');

/**
 * Where distances are measured from: a place the student typed, else the point of their address on file,
 * else their address's ZIP code or city placed by the gazetteer; null when none of these is known.
 */
async function originOf(
  deps: JobBoardDeps,
  place: Place | null,
  near: string | undefined,
): Promise<{ origin: Origin | null; placeNotFound: boolean }> {
  let placeNotFound = false;
  if (near) {
    const found = await deps.geocoding.geocode(near);
    if (found)
      return {
        origin: {
          point: found,
          label: /^\d{5}$/.test(near) ? `${found.city}, ${found.state} ${found.zip}` : placeLabel(found),
          source: 'near',
        },
        placeNotFound,
      };
    placeNotFound = true;
  }
  if (place && place.latitude !== null && place.longitude !== null)
    return {
      origin: {
        point: { latitude: place.latitude, longitude: place.longitude },
        label: placeLabel(place),
        source: 'home',
      },
      placeNotFound,
    };
  const address = place?.zipcode ?? (place?.city && place.state ? `${place.city}, ${place.state}` : null);
  const found = address ? await deps.geocoding.geocode(address) : null;
  if (found) return { origin: { point: found, label: placeLabel(found), source: 'address' }, placeNotFound };
  return { origin: null, placeNotFound };
}

function cardOf(
  job: JobListing & { distanceMiles: number | null },
  icon: EmployerIcon | null,
  saved: boolean,
): JobCard {
  const { employer, latitude: _lat, longitude: _lng, ...rest } = job;
  return {
    ...rest,
    logoUrl: employer && icon ? `/api/jobs/employerIcons/${employer}?v=${icon.version}` : null,
    saved,
  };
}

async function iconsOf(deps: JobBoardDeps, jobs: readonly JobListing[]) {
  const employers = [...new Set(jobs.map((j) => j.employer).filter((e): e is string => Boolean(e)))];
  const icons = await Promise.all(employers.map((e) => deps.jobBoard.employerIcon(e)));
  return new Map(employers.map((e, i) => [e, icons[i] ?? null]));
}

/**
 * GET /api/jobs: the board with the student's filters, one page. Opening the board is the step "Look at
 * trucking jobs near you" (content/program-steps/career_services.json, event `jobBoardOpened`).
 */
export async function listJobs(deps: JobBoardDeps, viewer: Viewer, query: ListJobsQuery): Promise<JobList> {
  const [place, saved, listings] = await Promise.all([
    repo.findStudentPlace(deps.db, viewer.userId),
    repo.listSaved(deps.db, viewer.userId),
    deps.jobBoard.listings(),
  ]);
  const { origin, placeNotFound } = await originOf(deps, place, query.near);
  const filters: JobFilters = {
    within: query.within,
    homeTime: query.home ?? null,
    routeType: query.route ?? null,
    felonyFriendly: query.record === '1',
    sort: query.sort,
  };
  const found = findJobs(listings, origin?.point ?? null, filters);
  const page = pageOf(found, query.page);
  if (query.page > page.pages) throw new AppError('VALIDATION', t('jobs.errors.page'), 'page');
  const icons = await iconsOf(deps, page.items);
  const savedIds = new Set(saved.map((s) => s.jobId));
  await completeByEvent(deps.db, viewer.userId, { kind: 'jobBoardOpened' });
  return {
    origin: origin ? { label: origin.label, source: origin.source } : null,
    placeNotFound,
    jobs: page.items.map((j) =>
      cardOf(j, j.employer ? (icons.get(j.employer) ?? null) : null, savedIds.has(j.id)),
    ),
    page: page.page,
    pages: page.pages,
    total: page.total,
    areaBoardUrl: place?.areaBoardUrl ?? null,
  };
}

/**
 * GET /api/jobs/saved: the caller's saved jobs, newest saved first; a closed listing keeps the title it had
 * when saved (in the language the student read it in then).
 */
export async function listSavedJobs(deps: JobBoardDeps, viewer: Viewer): Promise<SavedJobs> {
  const [place, saved, listings] = await Promise.all([
    repo.findStudentPlace(deps.db, viewer.userId),
    repo.listSaved(deps.db, viewer.userId),
    deps.jobBoard.listings(),
  ]);
  const byId = new Map(listings.map((j) => [j.id, j]));
  const open = saved.map((s) => byId.get(s.jobId)).filter((j): j is JobListing => Boolean(j));
  const [icons, { origin }] = await Promise.all([iconsOf(deps, open), originOf(deps, place, undefined)]);
  return {
    jobs: saved.map((s) => {
      const job = byId.get(s.jobId);
      return {
        jobId: s.jobId,
        // An open listing reads as it stands now, in the reader's language; a closed one as it was saved.
        title: job?.title ?? s.title,
        company: s.company,
        savedAt: s.savedAt.toISOString(),
        job: job
          ? cardOf(
              { ...job, distanceMiles: origin ? jobDistance(origin.point, job) : null },
              job.employer ? (icons.get(job.employer) ?? null) : null,
              true,
            )
          : null,
      };
    }),
  };
}

/** PUT /api/jobs/:id/saved: only an open listing can be saved; saving it again changes nothing. */
export async function saveJob(deps: JobBoardDeps, viewer: Viewer, id: string) {
  const job = await deps.jobBoard.listing(id);
  if (!job) throw new AppError('NOT_FOUND', t('jobs.errors.notFound'), 'id');
  await repo.addSaved(deps.db, {
    userId: viewer.userId,
    jobId: job.id,
    title: job.title,
    company: job.company,
  });
  return { saved: true };
}

/** DELETE /api/jobs/:id/saved: also for a listing that has closed; removing it twice changes nothing. */
export async function unsaveJob(deps: JobBoardDeps, viewer: Viewer, id: string) {
  await repo.removeSaved(deps.db, viewer.userId, id);
  return { saved: false };
}

export async function employerIcon(deps: JobBoardDeps, employer: string): Promise<EmployerIcon> {
  const icon = await deps.jobBoard.employerIcon(employer);
  if (!icon) throw new AppError('NOT_FOUND', t('jobs.errors.noLogo'));
  return icon;
}

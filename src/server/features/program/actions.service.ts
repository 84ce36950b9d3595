import type { ActionItem } from '@shared/contracts/actions.js';
import { DOCUMENT_UPLOAD_PATH, photoFolders } from '@shared/domain/documents.js';
import { PROGRAM_TIME_ZONE, zonedDate, zonedTime } from '@shared/domain/schedule.js';
import { STIPEND_PATH, STIPEND_WEEKS, stipendEligibility } from '@shared/domain/stipends.js';
import type { Db } from '@server/db/client.js';
import * as repo from './actions.repo.js';

/** A booking stays "today" until an hour after it starts (a call runs over; the join link is still wanted). */
const CALL_GRACE_MS = 60 * 60_000;

/**
 * GET /api/actions: what waits on the student, from their own records: a ride under way, a call booked
 * today, a document photo a coach sent back (and not taken again since), a stipend week ready to ask for.
 */
export async function actionsFor(db: Db, userId: string, now: Date = new Date()): Promise<ActionItem[]> {
  const student = await repo.findStudent(db, userId);
  if (!student) return [];
  const [rides, calls, sentBack, stipends] = await Promise.all([
    repo.ridesUnderWay(db, userId),
    callsToday(db, userId, now),
    documentsSentBack(db, userId),
    student.status === '4_School' && student.stipendSp
      ? stipendsReady(db, userId, student.inSchoolStartDate, now)
      : [],
  ]);
  return [
    ...rides.map((r): ActionItem => ({
      kind: 'rideUnderWay',
      tripId: r.id,
      destination: r.dropoffName,
      state: r.rideState!,
    })),
    ...calls,
    ...sentBack,
    ...stipends,
  ];
}

async function callsToday(db: Db, userId: string, now: Date): Promise<ActionItem[]> {
  const today = zonedDate(now, PROGRAM_TIME_ZONE);
  const endOfDay = zonedTime(today.year, today.month, today.day + 1, 0, 0, PROGRAM_TIME_ZONE);
  const rows = await repo.bookingsBetween(db, userId, new Date(now.getTime() - CALL_GRACE_MS), endOfDay);
  return rows.map((r) => ({
    kind: 'callToday',
    name: r.name,
    startsAt: r.startsAt.toISOString(),
    joinUrl: r.joinUrl,
  }));
}

async function documentsSentBack(db: Db, userId: string): Promise<ActionItem[]> {
  const rows = await repo.uploadsNewestFirst(db, userId, Object.keys(photoFolders));
  const seen = new Set<string>();
  const out: ActionItem[] = [];
  for (const row of rows) {
    if (seen.has(row.folder)) continue;
    seen.add(row.folder);
    if (row.review !== 'rejected') continue;
    out.push({
      kind: 'documentSentBack',
      folder: row.folder,
      reason: row.reviewReason ?? '',
      sentBackAt: (row.reviewedAt ?? row.createdAt).toISOString(),
      to: `${DOCUMENT_UPLOAD_PATH}/${row.folder}`,
    });
  }
  return out;
}

async function stipendsReady(
  db: Db,
  userId: string,
  startDate: string | null,
  now: Date,
): Promise<ActionItem[]> {
  const asked = new Set(await repo.requestedStipendWeeks(db, userId));
  return STIPEND_WEEKS.filter((w) => !asked.has(w) && stipendEligibility(startDate, w, now).eligible).map(
    (week) => ({ kind: 'stipendReady', week, to: `${STIPEND_PATH}${week}` }),
  );
}

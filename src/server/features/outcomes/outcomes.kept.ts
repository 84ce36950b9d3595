import type { Db } from '@server/db/client.js';
import type { OutcomesQuery } from '@shared/contracts/staff-outcomes.js';
import * as repo from './outcomes.repo.js';

/**
 * The figures over the whole status history (how far each intake month got, days in each stage, where
 * students stall) are kept per filter and are at most a day old (decision 052): over 50,000 students they
 * take seconds, the rest of the page milliseconds. The other figures stay live.
 */

/** A checklist step open longer than this many days is a stall (issue 40). */
export const STALL_DAYS = 14;
const DAY_MS = 86_400_000;
/** Kept figures are recomputed by the daily refresh once this old, before a read finds them a day old. */
const REFRESH_AFTER_MS = DAY_MS - 3_600_000;
/** Figures of a filter nobody read for this long are dropped, not recomputed. */
const UNREAD_MS = 7 * DAY_MS;

type Row = Record<string, unknown>;
type HistoryFigures = { cohorts: Row[]; stages: Row[]; stalls: Row[] };

const keyOf = (filter: OutcomesQuery) =>
  JSON.stringify([filter.intake ?? null, filter.coach ?? null, filter.school ?? null, filter.board ?? null]);

/** The history figures as the live queries answer them now. */
async function computeHistoryFigures(db: Db, filter: OutcomesQuery): Promise<HistoryFigures> {
  const cohorts = await repo.cohorts(db, filter);
  const stages = await repo.timeInStage(db, filter);
  const stalls = await repo.stalls(db, filter, STALL_DAYS);
  return { cohorts, stages, stalls };
}

/** The kept figures of this filter, computed (and kept) first when there are none or they are a day old. */
export async function historyFigures(
  db: Db,
  filter: OutcomesQuery,
  now = new Date(),
): Promise<HistoryFigures & { computedAt: Date }> {
  const key = keyOf(filter);
  const kept = await repo.keptFigures(db, key);
  if (kept && now.getTime() - kept.computedAt.getTime() < DAY_MS) {
    // At most one write a day per filter: a read asked again writes nothing.
    if (now.getTime() - kept.readAt.getTime() >= DAY_MS) await repo.touchFigures(db, key, now);
    return { ...(kept.figures as HistoryFigures), computedAt: kept.computedAt };
  }
  const figures = await computeHistoryFigures(db, filter);
  await repo.keepFigures(db, key, filter, figures, now);
  return { ...figures, computedAt: now };
}

/** The daily refresh: recomputes the kept figures due, drops those nobody reads; returns how many it computed. */
export async function refreshHistoryFigures(db: Db, now = new Date()): Promise<number> {
  const due = await repo.staleFilters(
    db,
    new Date(now.getTime() - UNREAD_MS),
    new Date(now.getTime() - REFRESH_AFTER_MS),
  );
  for (const { key, filter } of due)
    await repo.keepFigures(db, key, filter, await computeHistoryFigures(db, filter), now);
  return due.length;
}

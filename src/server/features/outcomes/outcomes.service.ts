import type { Db } from '@server/db/client.js';
import { funnelStages, type Outcomes, type OutcomesQuery } from '@shared/contracts/staff-outcomes.js';
import { isStatus, statuses, type Status } from '@shared/domain/program.js';
import { DEFAULT_RIDE_LIMITS, limitKeyOf, rideReasons, type RideLimits } from '@shared/domain/rides.js';
import type { Viewer } from '@server/plugins/session.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import * as repo from './outcomes.repo.js';

const days = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
const perHead = (cents: number, people: number) => (people ? Math.round(cents / people) : 0);

/** A checklist step open longer than this many days is a stall (issue 40). */
export const STALL_DAYS = 14;

/** The program's outcomes for admins and coaches, over the students the filters choose. */
export async function getOutcomes(
  db: Db,
  viewer: Viewer,
  filter: OutcomesQuery,
  limits: Partial<RideLimits> = {},
): Promise<Outcomes> {
  if (viewer.role !== 'admin' && viewer.role !== 'coach')
    throw new AppError('FORBIDDEN', t('staffOutcomes.forbidden'));
  const unknown = await repo.unknownFilters(db, filter);
  if (unknown.coach) throw new AppError('VALIDATION', t('staffOutcomes.badCoach'), 'coach');
  if (unknown.school) throw new AppError('VALIDATION', t('staffOutcomes.badSchool'), 'school');
  if (unknown.board) throw new AppError('VALIDATION', t('staffOutcomes.badBoard'), 'board');

  // One after another: PGlite answers one query at a time anyway.
  const counts = await repo.studentCounts(db, filter);
  const cohorts = await repo.cohorts(db, filter);
  const stages = await repo.timeInStage(db, filter);
  const exits = await repo.exits(db, filter);
  const money = await repo.money(db, filter);
  const credentials = await repo.credentials(db, filter);
  const stalls = await repo.stalls(db, filter, STALL_DAYS);
  const rides = await repo.ridesByReason(db, filter);

  const byStatus = new Map(counts.map((r) => [r.status as Status, Number(r.students)]));
  const stays = new Map(stages.map((r) => [r.status as Status, r]));
  const students = Number(money.students);
  const graduates = Number(money.graduates);
  const since = money.since ? new Date(money.since as string) : null;
  return {
    recordedSince: since ? since.toISOString() : null,
    students,
    graduates,
    now: statuses
      .filter((s) => s !== '96_CEO')
      .map((status) => ({ status, students: byStatus.get(status) ?? 0 })),
    cohorts: cohorts.map((r) => ({
      month: String(r.month),
      starters: Number(r.starters),
      reached: funnelStages.map((stage) => ({ stage, students: Number(r[stage]) })),
    })),
    timeInStage: statuses
      .filter((s) => stays.has(s))
      .map((status) => {
        const r = stays.get(status)!;
        return {
          status,
          stays: Number(r.stays),
          open: Number(r.open),
          medianDays: days(r.median),
          p90Days: days(r.p90),
        };
      }),
    exits: exits.map((r) => ({
      to: r.to as '99_Withdrew' | '95_OnHoldForSchool',
      from: isStatus(r.from) ? r.from : null,
      reason: String(r.reason),
      students: Number(r.students),
    })),
    money: (['stipends', 'rides', 'payouts'] as const).map((kind) => {
      const cents = Number(money[kind]);
      return {
        kind,
        cents,
        perStudentCents: perHead(cents, students),
        perGraduateCents: graduates ? perHead(cents, graduates) : null,
      };
    }),
    stallDays: STALL_DAYS,
    stalls: statuses.flatMap((status) =>
      stalls
        .filter((r) => r.status === status)
        .map((r) => ({ status, url: String(r.url), name: String(r.name), students: Number(r.students) })),
    ),
    rides: rideReasons.map((reason) => {
      const limit = Math.floor(limits[limitKeyOf[reason]] ?? DEFAULT_RIDE_LIMITS[limitKeyOf[reason]]);
      const row = rides.find((r) => r.reason === reason);
      const perStudent = ((row?.per_student as number[] | undefined) ?? []).map(Number);
      return {
        reason,
        limit,
        rides: Number(row?.rides ?? 0),
        students: Number(row?.students ?? 0),
        atLimit: perStudent.filter((n) => n >= limit).length,
      };
    }),
    credentials: credentials.map((r) => ({
      month: String(r.month),
      permits: Number(r.permits),
      licences: Number(r.licences),
    })),
  };
}

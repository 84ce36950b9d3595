import type { Db } from '@server/db/client.js';
import {
  funnelStages,
  type Outcomes,
  type OutcomesExportQuery,
  type OutcomesQuery,
} from '@shared/contracts/staff-outcomes.js';
import { csvCell, dayStart } from '@shared/domain/audit.js';
import { recordAudit } from '@server/audit/audit.repo.js';
import { isStatus, statuses, type Status } from '@shared/domain/program.js';
import { DEFAULT_RIDE_LIMITS, limitKeyOf, rideReasons, type RideLimits } from '@shared/domain/rides.js';
import type { Viewer } from '@server/plugins/session.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import * as repo from './outcomes.repo.js';
import { historyFigures, STALL_DAYS } from './outcomes.kept.js';

const days = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
const perHead = (cents: number, people: number) => (people ? Math.round(cents / people) : 0);

/** Admins and coaches only, and only the program's own coach, school and board. */
async function allowed(db: Db, viewer: Viewer, filter: OutcomesQuery): Promise<void> {
  if (viewer.role !== 'admin' && viewer.role !== 'coach')
    throw new AppError('FORBIDDEN', t('staffOutcomes.forbidden'));
  const unknown = await repo.unknownFilters(db, filter);
  if (unknown.coach) throw new AppError('VALIDATION', t('staffOutcomes.badCoach'), 'coach');
  if (unknown.school) throw new AppError('VALIDATION', t('staffOutcomes.badSchool'), 'school');
  if (unknown.board) throw new AppError('VALIDATION', t('staffOutcomes.badBoard'), 'board');
}

/** The program's outcomes for admins and coaches, over the students the filters choose. */
export async function getOutcomes(
  db: Db,
  viewer: Viewer,
  filter: OutcomesQuery,
  limits: Partial<RideLimits> = {},
): Promise<Outcomes> {
  await allowed(db, viewer, filter);

  // One after another: PGlite answers one query at a time anyway.
  const counts = await repo.studentCounts(db, filter);
  const { cohorts, stages, stalls, computedAt } = await historyFigures(db, filter);
  const exits = await repo.exits(db, filter);
  const money = await repo.money(db, filter);
  const credentials = await repo.credentials(db, filter);
  const rides = await repo.ridesByReason(db, filter);

  const byStatus = new Map(counts.map((r) => [r.status as Status, Number(r.students)]));
  const stays = new Map(stages.map((r) => [r.status as Status, r]));
  const students = Number(money.students);
  const graduates = Number(money.graduates);
  const since = money.since ? new Date(money.since as string) : null;
  return {
    recordedSince: since ? since.toISOString() : null,
    historyComputedAt: computedAt.toISOString(),
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

const isoDay = (value: unknown) =>
  value === null || value === undefined ? '' : new Date(value as string).toISOString().slice(0, 10);
const dollars = (cents: number) => (cents / 100).toFixed(2);
const line = (cells: (string | number)[]) => cells.map((c) => csvCell(String(c))).join(',');

/** The columns of a participant's row, in order. */
const columns = [
  'participant_id',
  'first_name',
  'last_name',
  'status_now',
  'workforce_board',
  'trucking_school',
  'enrolled',
  'reached_setup',
  'reached_training',
  'reached_permit',
  'reached_school',
  'reached_career_services',
  'permit_approved',
  'cdl_a_licence_approved',
  'withdrew',
  'withdrew_from',
  'stipends_paid_usd',
  'rides_usd',
  'payouts_usd',
] as const;
const stageColumns = [
  ['setup', 'reached_setup'],
  ['training', 'reached_training'],
  ['permit', 'reached_permit'],
  ['school_at', 'reached_school'],
  ['post_program', 'reached_career_services'],
] as const;

/**
 * The funder's CSV: one row per chosen student, a blank line, then the summary (what was counted, over
 * which period, with which filters). The export is audited with its filters and row count.
 */
export async function exportOutcomesCsv(
  db: Db,
  viewer: Viewer,
  query: OutcomesExportQuery,
  madeAt = new Date(),
): Promise<string> {
  const { from, to, ...filter } = query;
  await allowed(db, viewer, filter);
  const start = from ? dayStart(from) : null;
  const endDay = to ? dayStart(to) : null;
  const end = endDay ? new Date(endDay.getTime() + 86_400_000) : null;
  const rows = await repo.exportRows(db, filter, start, end);
  const names = await repo.filterNames(db, filter);

  const out = [line([...columns])];
  const reached = Object.fromEntries(stageColumns.map(([, c]) => [c, 0])) as Record<string, number>;
  const totals = { stipends: 0, rides: 0, payouts: 0 };
  let permits = 0;
  let licences = 0;
  let withdrawals = 0;
  let graduates = 0;
  for (const r of rows) {
    const money = { stipends: Number(r.stipends), rides: Number(r.rides), payouts: Number(r.payouts) };
    for (const kind of ['stipends', 'rides', 'payouts'] as const) totals[kind] += money[kind];
    for (const [key, column] of stageColumns) if (r[key]) reached[column]! += 1;
    if (r.permit_approved) permits += 1;
    if (r.licence_approved) licences += 1;
    if (r.withdrew_at) withdrawals += 1;
    if (r.status === '5_PostProgram') graduates += 1;
    out.push(
      line([
        String(r.id),
        String(r.first_name ?? ''),
        String(r.last_name ?? ''),
        String(r.status),
        String(r.board ?? ''),
        String(r.school ?? ''),
        isoDay(r.enrolled_at),
        ...stageColumns.map(([key]) => isoDay(r[key])),
        isoDay(r.permit_approved),
        isoDay(r.licence_approved),
        isoDay(r.withdrew_at),
        String(r.withdrew_from ?? ''),
        dollars(money.stipends),
        dollars(money.rides),
        dollars(money.payouts),
      ]),
    );
  }
  const students = rows.length;
  const per = (cents: number, people: number) => (people ? dollars(Math.round(cents / people)) : '');
  const summary: (string | number)[][] = [
    ['summary'],
    ['made_at', madeAt.toISOString()],
    ['period_from', from ?? 'all recorded'],
    ['period_to', to ?? 'all recorded'],
    ['filter_intake_month', filter.intake ?? 'any'],
    ['filter_coach', filter.coach ? String(names.coach ?? filter.coach) : 'any'],
    ['filter_school', filter.school ? String(names.school ?? filter.school) : 'any'],
    ['filter_workforce_board', filter.board ? String(names.board ?? filter.board) : 'any'],
    ['students', students],
    ['in_career_services_now', graduates],
    ...stageColumns.map(([, column]) => [column, reached[column]!]),
    ['permits_approved', permits],
    ['cdl_a_licences_approved', licences],
    ['withdrawals', withdrawals],
    ...(['stipends', 'rides', 'payouts'] as const).flatMap((kind) => [
      [`${kind}_usd`, dollars(totals[kind])],
      [`${kind}_per_student_usd`, per(totals[kind], students)],
      [`${kind}_per_graduate_usd`, per(totals[kind], graduates)],
    ]),
  ];
  await recordAudit(db, {
    actorId: viewer.userId,
    action: 'outcomes.export',
    detail: { rows: students, from: from ?? null, to: to ?? null, ...filter },
  });
  return [...out, '', ...summary.map(line)].join('\r\n') + '\r\n';
}

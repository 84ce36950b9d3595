import '../outcomes.css';
import { useId, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { Outcomes, OutcomesQuery } from '@shared/contracts/staff-outcomes';
import type { Status } from '@shared/domain/program';
import { limitKeyOf, type RideReason } from '@shared/domain/rides';
import { t } from '@shared/i18n';
import { ApiError } from '@client/lib/api';
import { useBoards } from '../api/boards';
import { useEnrolmentCoaches } from '../api/enrolment';
import { useSchools } from '../api/facts';
import { useOutcomes, useOutcomesExport } from '../api/outcomes';
import { OutcomesChart } from '../components/OutcomesChart';
import { day, when } from '../components/format';
import '@shared/messages/console';
import '@shared/messages/staff-outcomes';
import { ScriptForm } from '@client/ui/ScriptForm';
import { LabelledInput, LabelledSelect, namedChoices } from '@client/ui/Labelled';

const filterKeys = ['intake', 'coach', 'school', 'board'] as const;
/** The funder's export period, kept in the URL beside the filters (not a filter of the page's figures). */
const periodKeys = ['from', 'to'] as const;
const statusWords = (s: Status) => t(`staffConsole.statuses.${s}`);
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number) => dollars.format(cents / 100);
const daysText = (v: number) => String(v);
const reasonKeys = ['withdrawal', 'onHold', 'correction', 'returnToSchool', 'forward', 'enrolment'] as const;
const reasonWords = (reason: string) =>
  (reasonKeys as readonly string[]).includes(reason)
    ? t(`staffOutcomes.exits.reasons.${reason as (typeof reasonKeys)[number]}`)
    : reason;

const rideReasonWords = (reason: RideReason) => t(`staffOutcomes.rides.reasons.${limitKeyOf[reason]}`);

/** Every month from the first recorded status move to this one, newest first: the intake months there can be. */
function intakeMonths(since: string | null): string[] {
  if (!since) return [];
  const start = new Date(since);
  const now = new Date();
  const months: string[] = [];
  for (
    let y = start.getUTCFullYear(), m = start.getUTCMonth();
    y < now.getUTCFullYear() || (y === now.getUTCFullYear() && m <= now.getUTCMonth());
    m === 11 ? ((m = 0), y++) : m++
  )
    months.push(`${y}-${String(m + 1).padStart(2, '0')}`);
  return months.reverse();
}

/** The filters and the export's period live in the URL, so a reload or a shared link shows the same view. */
function useOutcomesParams() {
  const [params, setParams] = useSearchParams();
  const query = Object.fromEntries(
    filterKeys.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])),
  ) as OutcomesQuery;
  const period = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const set = (key: (typeof filterKeys)[number] | (typeof periodKeys)[number], value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { query, period, set, clear: () => setParams(new URLSearchParams(), { replace: true }) };
}

/** The program's outcomes for admins and coaches: the funnel, time in stages, exits, money, credentials. */
export default function OutcomesPage() {
  const { query, period, set, clear } = useOutcomesParams();
  const outcomes = useOutcomes(query);
  const coaches = useEnrolmentCoaches();
  const schools = useSchools();
  const boards = useBoards();
  const data = outcomes.data;
  const months = intakeMonths(data?.recordedSince ?? null);
  if (query.intake && !months.includes(query.intake)) months.unshift(query.intake);
  const failure =
    outcomes.error instanceof ApiError && outcomes.error.status === 400
      ? outcomes.error.message
      : t('staffOutcomes.loadFailed');

  return (
    <section className="outcomes">
      <h1>{t('staffOutcomes.title')}</h1>
      <p className="muted">{t('staffOutcomes.intro')}</p>
      {data && (
        <p className="alert alert-info outcomes-since">
          {data.recordedSince
            ? t('staffOutcomes.recordedSince', { date: day.format(new Date(data.recordedSince)) })
            : t('staffOutcomes.noHistory')}{' '}
          {t('staffOutcomes.historyComputedAt', { time: when.format(new Date(data.historyComputedAt)) })}
        </p>
      )}
      <ScriptForm className="staff-filters outcomes-filters" onSubmit={(e) => e.preventDefault()}>
        <fieldset>
          <legend>{t('staffOutcomes.filters')}</legend>
          <div className="outcomes-fields">
            <LabelledSelect
              label={t('staffOutcomes.intake')}
              none={t('staffOutcomes.anyIntake')}
              choices={months.map((m) => ({ value: m, label: m }))}
              value={query.intake ?? ''}
              onChange={(e) => set('intake', e.target.value)}
            />
            <LabelledSelect
              label={t('staffOutcomes.coach')}
              none={t('staffOutcomes.anyCoach')}
              choices={namedChoices(coaches.data?.coaches)}
              value={query.coach ?? ''}
              onChange={(e) => set('coach', e.target.value)}
            />
            <LabelledSelect
              label={t('staffOutcomes.school')}
              none={t('staffOutcomes.anySchool')}
              choices={namedChoices(schools.data?.schools)}
              value={query.school ?? ''}
              onChange={(e) => set('school', e.target.value)}
            />
            <LabelledSelect
              label={t('staffOutcomes.board')}
              none={t('staffOutcomes.anyBoard')}
              choices={namedChoices(boards.data?.boards)}
              value={query.board ?? ''}
              onChange={(e) => set('board', e.target.value)}
            />
          </div>
          <button type="button" className="button button-ghost" onClick={clear}>
            {t('staffOutcomes.clear')}
          </button>
        </fieldset>
      </ScriptForm>
      <p role="status">
        {outcomes.isPending
          ? t('common.loading')
          : outcomes.isError
            ? failure
            : t(data!.students === 1 ? 'staffOutcomes.summary_one' : 'staffOutcomes.summary_other', {
                count: data!.students,
                graduates: data!.graduates,
              })}
      </p>
      {outcomes.isError && !outcomes.isPending && (
        <button type="button" className="button button-secondary" onClick={() => void outcomes.refetch()}>
          {t('staffOutcomes.retry')}
        </button>
      )}
      {data && !outcomes.isError && <Figures data={data} />}
      <FunderExport query={query} period={period} setPeriod={set} />
    </section>
  );
}

/** The funder's CSV over the same filters and a period; the server audits every export. */
function FunderExport({
  query,
  period,
  setPeriod,
}: {
  query: OutcomesQuery;
  period: { from: string; to: string };
  setPeriod: (key: (typeof periodKeys)[number], value: string) => void;
}) {
  const download = useOutcomesExport();
  const titleId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    download.mutate({
      ...query,
      ...(period.from ? { from: period.from } : {}),
      ...(period.to ? { to: period.to } : {}),
    });
  };
  const error =
    download.error instanceof ApiError && download.error.status === 400
      ? download.error.message
      : t('staffOutcomes.export.failed');
  return (
    <section className="card outcomes-export" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('staffOutcomes.export.title')}</h2>
      <p className="muted">{t('staffOutcomes.export.hint')}</p>
      <ScriptForm onSubmit={submit}>
        <div className="outcomes-fields">
          <LabelledInput
            label={t('staffOutcomes.export.from')}
            type="date"
            value={period.from}
            onChange={(e) => setPeriod('from', e.target.value)}
          />
          <LabelledInput
            label={t('staffOutcomes.export.to')}
            type="date"
            value={period.to}
            onChange={(e) => setPeriod('to', e.target.value)}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={download.isPending}>
          {download.isPending ? t('staffOutcomes.export.downloading') : t('staffOutcomes.export.download')}
        </button>
      </ScriptForm>
      {download.isError && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function Figures({ data }: { data: Outcomes }) {
  const stageHeader = t('staffOutcomes.stage');
  const monthHeader = t('staffOutcomes.month');
  const students = t('staffOutcomes.students');
  return (
    <div className="outcomes-grid">
      <OutcomesChart
        title={t('staffOutcomes.now.title')}
        desc={t('staffOutcomes.now.desc')}
        rowHeader={stageHeader}
        series={[students]}
        rows={data.now.map((r) => ({ label: statusWords(r.status), values: [r.students] }))}
      />
      <OutcomesChart
        title={t('staffOutcomes.cohorts.title')}
        desc={t('staffOutcomes.cohorts.desc')}
        rowHeader={stageHeader}
        series={data.cohorts.map((c) => c.month)}
        rows={[
          {
            label: t('staffOutcomes.cohorts.starters'),
            values: data.cohorts.map((c) => c.starters),
          },
          ...(['1_Setup', '2_Training', '3_Permit', '4_School', '5_PostProgram'] as const).map((stage) => ({
            label: statusWords(stage),
            values: data.cohorts.map((c) => c.reached.find((r) => r.stage === stage)?.students ?? 0),
          })),
        ].filter(() => data.cohorts.length > 0)}
      />
      <OutcomesChart
        title={t('staffOutcomes.time.title')}
        desc={t('staffOutcomes.time.desc')}
        rowHeader={stageHeader}
        series={[t('staffOutcomes.time.median'), t('staffOutcomes.time.p90')]}
        format={daysText}
        rows={data.timeInStage.map((r) => ({
          label: statusWords(r.status),
          values: [r.medianDays, r.p90Days],
        }))}
        extra={[
          { header: t('staffOutcomes.time.stays'), values: data.timeInStage.map((r) => String(r.stays)) },
          { header: t('staffOutcomes.time.open'), values: data.timeInStage.map((r) => String(r.open)) },
        ]}
      />
      <section className="card outcomes-chart" aria-labelledby="outcomes-stalls">
        <h2 id="outcomes-stalls">{t('staffOutcomes.stalls.title')}</h2>
        <p className="muted">{t('staffOutcomes.stalls.desc', { days: data.stallDays })}</p>
        {data.stalls.length === 0 ? (
          <p>{t('staffOutcomes.empty')}</p>
        ) : (
          <div className="outcomes-table-wrap">
            <table className="outcomes-table">
              <thead>
                <tr>
                  <th scope="col">{stageHeader}</th>
                  <th scope="col">{t('staffOutcomes.stalls.step')}</th>
                  <th scope="col">{t('staffOutcomes.stalls.open', { days: data.stallDays })}</th>
                </tr>
              </thead>
              <tbody>
                {data.stalls.map((s) => (
                  <tr key={s.status}>
                    <th scope="row">{statusWords(s.status)}</th>
                    <td>{s.name}</td>
                    <td>{s.students}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <OutcomesChart
        title={t('staffOutcomes.exits.title')}
        desc={t('staffOutcomes.exits.desc')}
        rowHeader={t('staffOutcomes.exits.to')}
        series={[students]}
        rows={data.exits.map((r) => ({
          label: `${statusWords(r.to)} · ${r.from ? statusWords(r.from) : t('staffOutcomes.exits.unknownStage')} · ${reasonWords(r.reason)}`,
          values: [r.students],
        }))}
      />
      <OutcomesChart
        title={t('staffOutcomes.money.title')}
        desc={t('staffOutcomes.money.desc')}
        rowHeader={t('staffOutcomes.money.kind')}
        series={[t('staffOutcomes.money.perStudent'), t('staffOutcomes.money.perGraduate')]}
        format={money}
        rows={data.money.map((m) => ({
          label: t(`staffOutcomes.money.kinds.${m.kind}`),
          values: [m.perStudentCents, m.perGraduateCents],
        }))}
        extra={[{ header: t('staffOutcomes.money.total'), values: data.money.map((m) => money(m.cents)) }]}
      />
      <OutcomesChart
        title={t('staffOutcomes.rides.title')}
        desc={t('staffOutcomes.rides.desc')}
        rowHeader={t('staffOutcomes.rides.reason')}
        series={[
          t('staffOutcomes.rides.rides'),
          t('staffOutcomes.rides.students'),
          t('staffOutcomes.rides.atLimit'),
        ]}
        rows={data.rides
          .filter((r) => r.rides > 0)
          .map((r) => ({ label: rideReasonWords(r.reason), values: [r.rides, r.students, r.atLimit] }))}
        extra={[
          {
            header: t('staffOutcomes.rides.limit'),
            values: data.rides.filter((r) => r.rides > 0).map((r) => String(r.limit)),
          },
        ]}
      />
      <OutcomesChart
        title={t('staffOutcomes.credentials.title')}
        desc={t('staffOutcomes.credentials.desc')}
        rowHeader={monthHeader}
        series={[t('staffOutcomes.credentials.permits'), t('staffOutcomes.credentials.licences')]}
        rows={data.credentials.map((c) => ({ label: c.month, values: [c.permits, c.licences] }))}
      />
    </div>
  );
}

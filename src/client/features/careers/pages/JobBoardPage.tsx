import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { JobList } from '@shared/contracts/jobs';
import {
  DEFAULT_RADIUS,
  homeTimes,
  radiusChoices,
  routeTypes,
  sortChoices,
  type HomeTime,
  type Radius,
  type RouteType,
  type JobSort,
} from '@shared/domain/jobs';
import { t } from '@shared/i18n';
import { useOnline } from '@client/lib/offline';
import { LoadError } from '@client/ui/LoadError';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { refreshProgress } from '@client/lib/progress';
import { useJobs, useSavedJobs, useToggleSaved, type JobsQuery } from '../api/jobs';
import { JobCard } from '../components/JobCard';
import '../careers.css';
import './job-board.css';
import '@shared/messages/jobs';
import { ScriptForm } from '@client/ui/ScriptForm';
import { BackToChecklist } from '@client/ui/BackToChecklist';

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The filters of the address bar, as the server takes them. A value the page does not know (an old or
 * edited link) is dropped here, so the list still opens; the server refuses it from anyone else.
 */
function queryOf(params: URLSearchParams): JobsQuery {
  const page = Number(params.get('page'));
  const near = params.get('near')?.trim();
  return {
    within: pick<Radius>(params.get('within'), radiusChoices) ?? DEFAULT_RADIUS,
    home: pick<HomeTime>(params.get('home'), homeTimes),
    route: pick<RouteType>(params.get('route'), routeTypes),
    record: params.get('record') === '1' ? '1' : '0',
    sort: pick<JobSort>(params.get('sort'), sortChoices) ?? 'distance',
    page: Number.isInteger(page) && page >= 1 && page <= 50 ? page : 1,
    ...(near && /^[A-Za-z0-9 .,'-]{2,60}$/.test(near) ? { near } : {}),
  };
}

const sortLabels = {
  distance: 'jobs.filters.sortDistance',
  pay: 'jobs.filters.sortPay',
  newest: 'jobs.filters.sortNewest',
} as const;

/**
 * The job board (issue 21 item 5): trucking jobs near the student that hire new CDL-A drivers and people
 * with a record, with their filters in the address, a Saved tab, and the service area's own board beside
 * them. Opening it completes "Look at trucking jobs near you" on the server.
 */
export default function JobBoardPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'saved' ? 'saved' : 'all';
  const query = queryOf(params);
  const jobs = useJobs(query);
  const saved = useSavedJobs(tab === 'saved');
  const toggle = useToggleSaved();
  const online = useOnline();
  const client = useQueryClient();

  // The board's first answer completed the step on the server: the checklist asks again.
  const answered = jobs.isSuccess && !jobs.isPlaceholderData;
  useEffect(() => {
    if (answered) void refreshProgress(client);
  }, [answered, client]);

  // A saved link to a page the list no longer has (fewer jobs now): back to the first page.
  const pastTheEnd =
    jobs.isError && (jobs.error as { status?: number }).status === 400 && Number(query.page) > 1;
  useEffect(() => {
    if (!pastTheEnd) return;
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('page');
      return next;
    });
  }, [pastTheEnd, setParams]);

  /** Changes some filters, building on the address as it is now; any change goes back to page 1. */
  const update = (changes: Record<string, string | null>, keepPage = false) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      if (!keepPage) next.delete('page');
      return next;
    });

  const busyId = toggle.isPending ? toggle.variables?.id : undefined;
  const onToggle = (id: string) => (next: boolean) => toggle.mutate({ id, saved: next });

  return (
    <article className="careers narrow-page job-board">
      <h1>{t('jobs.title')}</h1>
      <p>{t('jobs.intro')}</p>
      <div className="segmented" role="group" aria-label={t('jobs.tabs.label')}>
        {(['all', 'saved'] as const).map((name) => (
          <button
            key={name}
            type="button"
            className={`segment ${tab === name ? 'segment-on' : ''}`}
            aria-pressed={tab === name}
            onClick={() => update({ tab: name === 'saved' ? 'saved' : null }, true)}
          >
            {t(name === 'all' ? 'jobs.tabs.all' : 'jobs.tabs.saved')}
          </button>
        ))}
      </div>
      {!online && <p className="job-offline">{t('jobs.list.offline')}</p>}

      {tab === 'all' ? (
        <>
          <Filters query={query} update={update} />
          <PlaceLine list={jobs.data} near={query.near} update={update} />
          {jobs.isPending ? (
            <LoadingScreen />
          ) : jobs.isError && !jobs.data ? (
            <LoadError message={t('jobs.list.loadFailed')} query={jobs} />
          ) : jobs.data ? (
            <section aria-labelledby="job-count" aria-busy={jobs.isPlaceholderData}>
              <p id="job-count" className="job-count" aria-live="polite">
                {jobs.data.total === 1
                  ? t('jobs.list.countOne')
                  : t('jobs.list.count', { total: jobs.data.total })}
              </p>
              {jobs.data.jobs.length === 0 && <p>{t('jobs.list.none')}</p>}
              {jobs.data.jobs.map((job) => (
                <JobCard key={job.id} job={job} busy={busyId === job.id} onToggleSaved={onToggle(job.id)} />
              ))}
              {jobs.data.pages > 1 && (
                <nav
                  className="job-pages"
                  aria-label={t('jobs.list.page', { page: jobs.data.page, pages: jobs.data.pages })}
                >
                  <button
                    type="button"
                    className="button button-ghost"
                    disabled={jobs.data.page <= 1}
                    onClick={() => update({ page: String(jobs.data.page - 1) }, true)}
                  >
                    {t('jobs.list.previous')}
                  </button>
                  <span>{t('jobs.list.page', { page: jobs.data.page, pages: jobs.data.pages })}</span>
                  <button
                    type="button"
                    className="button button-ghost"
                    disabled={jobs.data.page >= jobs.data.pages}
                    onClick={() => update({ page: String(jobs.data.page + 1) }, true)}
                  >
                    {t('jobs.list.next')}
                  </button>
                </nav>
              )}
            </section>
          ) : null}
        </>
      ) : saved.isPending ? (
        <LoadingScreen />
      ) : saved.isError && !saved.data ? (
        <LoadError message={t('jobs.list.loadFailed')} query={saved} />
      ) : (
        <section aria-label={t('jobs.tabs.saved')}>
          {saved.data?.jobs.length === 0 && <p>{t('jobs.saved.none')}</p>}
          {saved.data?.jobs.map((s) =>
            s.job ? (
              <JobCard
                key={s.jobId}
                job={s.job}
                busy={busyId === s.jobId}
                onToggleSaved={onToggle(s.jobId)}
              />
            ) : (
              <article key={s.jobId} className="card job-card" aria-label={s.title}>
                <h2 className="job-title">{s.title}</h2>
                <p className="job-company">{s.company}</p>
                <p>{t('jobs.saved.closed')}</p>
                <button
                  type="button"
                  className="button button-ghost"
                  disabled={busyId === s.jobId}
                  onClick={() => toggle.mutate({ id: s.jobId, saved: false })}
                >
                  {t('jobs.card.unsave')}
                </button>
              </article>
            ),
          )}
        </section>
      )}

      {jobs.data?.areaBoardUrl && (
        <section className="card" aria-labelledby="area-board">
          <h2 id="area-board">{t('jobs.outside.title')}</h2>
          <p>{t('jobs.outside.text')}</p>
          <a
            className="button button-secondary button-block"
            href={jobs.data.areaBoardUrl}
            target="_blank"
            rel="noreferrer"
          >
            {t('jobs.outside.open')}
          </a>
        </section>
      )}
      <BackToChecklist to="/postprogram/career_services" />
    </article>
  );
}

/** What a filter goes back to when its name leaves the address. */
const filterDefaults: Record<string, string | undefined> = {
  within: DEFAULT_RADIUS,
  sort: 'distance',
  record: '0',
};

type Update = (changes: Record<string, string | null>, keepPage?: boolean) => void;

/**
 * The four choices and the record box; each change shows the new list at once. The controls hold their own
 * copy of the address's values: the address changes in a transition, and a control bound only to it would
 * spring back for a moment after each tap.
 */
function Filters({ query: fromUrl, update: updateUrl }: { query: JobsQuery; update: Update }) {
  const id = useId();
  const [query, setQuery] = useState(fromUrl);
  const urlKey = JSON.stringify(fromUrl);
  useEffect(() => setQuery(JSON.parse(urlKey) as JobsQuery), [urlKey]);
  const update = (changes: Record<string, string | null>) => {
    const values = Object.entries(changes).map(([key, value]) => [key, value ?? filterDefaults[key]]);
    setQuery((q) => ({ ...q, ...Object.fromEntries(values) }) as JobsQuery);
    updateUrl(changes);
  };
  return (
    <fieldset className="job-filters">
      <legend>{t('jobs.filters.legend')}</legend>
      <div className="field">
        <label htmlFor={`${id}-within`}>{t('jobs.filters.within')}</label>
        <select
          id={`${id}-within`}
          value={query.within}
          onChange={(e) => update({ within: e.target.value === DEFAULT_RADIUS ? null : e.target.value })}
        >
          {radiusChoices.map((r) => (
            <option key={r} value={r}>
              {r === 'any' ? t('jobs.filters.withinAny') : t('jobs.filters.withinMiles', { miles: r })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-home`}>{t('jobs.filters.homeTime')}</label>
        <select id={`${id}-home`} value={query.home ?? ''} onChange={(e) => update({ home: e.target.value })}>
          <option value="">{t('jobs.filters.any')}</option>
          {homeTimes.map((h) => (
            <option key={h} value={h}>
              {t(`jobs.homeTimes.${h}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-route`}>{t('jobs.filters.routeType')}</label>
        <select
          id={`${id}-route`}
          value={query.route ?? ''}
          onChange={(e) => update({ route: e.target.value })}
        >
          <option value="">{t('jobs.filters.any')}</option>
          {routeTypes.map((r) => (
            <option key={r} value={r}>
              {t(`jobs.routeTypes.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-sort`}>{t('jobs.filters.sort')}</label>
        <select
          id={`${id}-sort`}
          value={query.sort}
          onChange={(e) => update({ sort: e.target.value === 'distance' ? null : e.target.value })}
        >
          {sortChoices.map((s) => (
            <option key={s} value={s}>
              {t(sortLabels[s])}
            </option>
          ))}
        </select>
      </div>
      <label className="job-check">
        <input
          type="checkbox"
          checked={query.record === '1'}
          onChange={(e) => update({ record: e.target.checked ? '1' : null })}
        />
        {t('jobs.filters.felonyFriendly')}
      </label>
      <details className="job-words">
        <summary>{t('jobs.words.title')}</summary>
        <ul>
          {(['local', 'regional', 'otr', 'dedicated', 'reefer', 'twic'] as const).map((word) => (
            <li key={word}>{t(`jobs.words.${word}`)}</li>
          ))}
        </ul>
      </details>
    </fieldset>
  );
}

/** Where miles are counted from, and a ZIP code or city box to change it (or to give one when unknown). */
function PlaceLine({ list, near, update }: { list: JobList | undefined; near?: string; update: Update }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(near ?? '');
  const [error, setError] = useState<string | null>(null);
  if (!list) return null;
  const asking = open || list.origin === null || list.placeNotFound;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const place = value.trim();
    if (!/^[A-Za-z0-9 .,'-]{2,60}$/.test(place)) {
      setError(t('jobs.errors.near'));
      return;
    }
    setError(null);
    setOpen(false);
    update({ near: place });
  };
  return (
    <div className="job-place-line">
      {list.origin && (
        <p>
          {t('jobs.place.from', {
            place: list.origin.source === 'home' ? t('jobs.place.fromHome') : list.origin.label,
          })}
          {!asking && (
            <>
              {' '}
              <button type="button" className="link-button" onClick={() => setOpen(true)}>
                {t('jobs.place.change')}
              </button>
            </>
          )}
        </p>
      )}
      {asking && (
        <ScriptForm className="job-place-form" onSubmit={submit} noValidate>
          {list.origin === null && <p>{t('jobs.place.ask')}</p>}
          {list.placeNotFound && (
            <p className="field-error" role="alert">
              {t('jobs.place.notFound')}
            </p>
          )}
          <div className={error ? 'field field-invalid' : 'field'}>
            <label htmlFor={`${id}-near`}>{t('jobs.place.label')}</label>
            <p className="field-hint" id={`${id}-hint`}>
              {t('jobs.place.hint')}
            </p>
            <input
              id={`${id}-near`}
              value={value}
              maxLength={60}
              autoComplete="postal-code"
              aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
              aria-invalid={Boolean(error)}
              onChange={(e) => setValue(e.target.value)}
            />
            {error && (
              <p className="field-error" id={`${id}-error`}>
                {error}
              </p>
            )}
          </div>
          <div className="button-row">
            <button type="submit" className="button button-primary">
              {t('jobs.place.use')}
            </button>
            {open && (
              <button type="button" className="button button-ghost" onClick={() => setOpen(false)}>
                {t('jobs.place.cancel')}
              </button>
            )}
            {near && (
              <button
                type="button"
                className="button button-ghost"
                onClick={() => {
                  setOpen(false);
                  setValue('');
                  update({ near: null });
                }}
              >
                {t('jobs.place.useHome')}
              </button>
            )}
          </div>
        </ScriptForm>
      )}
    </div>
  );
}

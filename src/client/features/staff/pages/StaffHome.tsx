import { useEffect, useId, useState } from 'react';
import { MeetingRoomCard } from '../components/MeetingRoomCard';
import { Link, useSearchParams } from 'react-router';
import type { CaseloadQuery, CaseloadStudent } from '@shared/contracts/staff';
import { blockedOns, type BlockedOn } from '@shared/domain/caseload';
import { isStatus, statuses, type Status } from '@shared/domain/program';
import { caseloadSorts, idleDays, type CaseloadSort } from '@shared/domain/staff';
import { t } from '@shared/i18n';
import { useCaseload } from '../api/staff';
import { WaitingChips } from '../components/WaitingChips';
import { day, personName, plural, when } from '../components/format';
import { LabelledSelect, namedChoices } from '@client/ui/Labelled';
import '@shared/messages/console';
import '@shared/messages/staff';

const studentStatuses = statuses.filter((s) => s !== '96_CEO');
const statusWords = (s: Status) => t(`staffConsole.statuses.${s}`);
const isBlockedOn = (v: string): v is BlockedOn => (blockedOns as readonly string[]).includes(v);
const isSort = (v: string): v is CaseloadSort => (caseloadSorts as readonly string[]).includes(v);
const sortWords: Record<CaseloadSort, string> = {
  nearest: t('staff.sortNearest'),
  idle: t('staff.sortIdle'),
  name: t('staffConsole.sortName'),
};

/** The search, filters, order and page live in the URL, so a coach can bookmark and share a view. */
function useCaseloadParams() {
  const [params, setParams] = useSearchParams();
  const get = (key: string) => params.get(key) ?? '';
  const view = {
    q: get('q'),
    status: get('status'),
    coach: get('coach'),
    blockedOn: get('blockedOn'),
    mine: get('mine') === 'true',
    waiting: get('waiting') === 'true',
    sort: isSort(get('sort')) ? (get('sort') as CaseloadSort) : ('nearest' as const),
    after: get('after'),
    before: get('before'),
    /** Where the page starts in the list, counted from 1 (kept for the "51–100 of…" line only). */
    from: Math.max(1, Number.parseInt(get('from'), 10) || 1),
  };
  // From the latest URL, not this render's: two quick changes (a filter, then a box) both land.
  const set = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        // A new search or filter starts again from its first page.
        if (!('after' in changes || 'before' in changes))
          for (const key of ['after', 'before', 'from']) next.delete(key);
        return next;
      },
      { replace: true },
    );
  const query: CaseloadQuery = {
    ...(view.q ? { q: view.q } : {}),
    ...(isStatus(view.status) ? { status: view.status } : {}),
    ...(view.coach ? { coach: view.coach } : {}),
    ...(isBlockedOn(view.blockedOn) ? { blockedOn: view.blockedOn } : {}),
    ...(view.mine ? { mine: 'true' as const } : {}),
    ...(view.waiting ? { waiting: 'true' as const } : {}),
    sort: view.sort,
    ...(view.after ? { after: view.after } : view.before ? { before: view.before } : {}),
  };
  return { view, set, query, clear: () => setParams(new URLSearchParams(), { replace: true }) };
}

/** Typing updates the URL (and the search) once the coach pauses, not at every key. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const id = useId();
  const help = useId();
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="caseload-search">
      <label htmlFor={id}>{t('staffConsole.search')}</label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        autoComplete="off"
        aria-describedby={help}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(text.trim());
        }}
      />
      <p id={help} className="muted">
        {t('staffConsole.searchHelp')}
      </p>
    </div>
  );
}

/** The coach's caseload: search, filters and order on the server, one page at a time. */
export default function StaffHome() {
  const { view, set, query, clear } = useCaseloadParams();
  const list = useCaseload(query);
  const ids = { mine: useId(), waiting: useId() };
  const data = list.data;
  const students = data?.students ?? [];
  // The first page starts at 1 and the last one ends at the total; in between, where the URL says.
  const from = !data?.prev
    ? 1
    : !data.next && !data.totalIsMore
      ? Math.max(1, data.total - students.length + 1)
      : view.from;
  const filtered = Boolean(
    view.q || view.status || view.coach || view.blockedOn || view.mine || view.waiting,
  );

  return (
    <section className="caseload-page">
      <h1>{t('staff.caseloadTitle')}</h1>
      <search>
        <SearchBox value={view.q} onSearch={(q) => set({ q })} />
      </search>
      <fieldset className="staff-filters caseload-filters">
        <legend>{t('staff.filters')}</legend>
        <LabelledSelect
          label={t('staffConsole.filterStage')}
          none={t('staffConsole.anyStage')}
          choices={studentStatuses.map((s) => ({ value: s, label: statusWords(s) }))}
          value={view.status}
          onChange={(e) => set({ status: e.target.value })}
        />
        <LabelledSelect
          label={t('staffConsole.filterBlockedOn')}
          none={t('staffConsole.anyBlocker')}
          choices={blockedOns.map((b) => ({ value: b, label: t(`staffConsole.blockedOn.${b}`) }))}
          value={view.blockedOn}
          onChange={(e) => set({ blockedOn: e.target.value })}
        />
        <LabelledSelect
          label={t('staff.filterCoach')}
          none={t('staff.anyCoach')}
          choices={[{ value: 'none', label: t('staff.noCoach') }, ...namedChoices(data?.coaches)]}
          value={view.coach}
          disabled={view.mine}
          onChange={(e) => set({ coach: e.target.value })}
        />
        <LabelledSelect
          label={t('staff.sort')}
          choices={caseloadSorts.map((s) => ({ value: s, label: sortWords[s] }))}
          value={view.sort}
          onChange={(e) => set({ sort: e.target.value })}
        />
        <div className="staff-check">
          <input
            id={ids.mine}
            type="checkbox"
            checked={view.mine}
            onChange={(e) => set({ mine: e.target.checked ? 'true' : '', coach: '' })}
          />
          <label htmlFor={ids.mine}>{t('staffConsole.mine')}</label>
        </div>
        <div className="staff-check">
          <input
            id={ids.waiting}
            type="checkbox"
            checked={view.waiting}
            onChange={(e) => set({ waiting: e.target.checked ? 'true' : '' })}
          />
          <label htmlFor={ids.waiting}>{t('staff.filterWaiting')}</label>
        </div>
      </fieldset>
      <div className="caseload-summary">
        <p role="status">
          {list.isPending
            ? t('common.loading')
            : list.isError
              ? t('staff.loadFailed')
              : data && (data.total > 1 || data.totalIsMore)
                ? t(data.totalIsMore ? 'staffConsole.showingMore' : 'staffConsole.showing', {
                    from: from.toLocaleString('en-US'),
                    to: (from + students.length - 1).toLocaleString('en-US'),
                    total: data.total.toLocaleString('en-US'),
                  })
                : plural(data?.total ?? 0, 'staff.caseloadCount_one', 'staff.caseloadCount_other')}
        </p>
        {filtered && (
          <button type="button" className="link-button" onClick={clear}>
            {t('staffConsole.clearFilters')}
          </button>
        )}
      </div>
      {list.isSuccess && students.length === 0 && <p>{t('staff.noStudents')}</p>}
      {students.length > 0 && (
        <table className="caseload-table">
          <thead>
            <tr>
              <th scope="col">{t('staffConsole.columns.student')}</th>
              <th scope="col">{t('staffConsole.columns.stage')}</th>
              <th scope="col">{t('staffConsole.columns.next')}</th>
              <th scope="col">{t('staffConsole.columns.lastActivity')}</th>
              <th scope="col">{t('staffConsole.columns.coach')}</th>
            </tr>
          </thead>
          <tbody>
            {students.map((s) => (
              <StudentRow key={s.id} student={s} />
            ))}
          </tbody>
        </table>
      )}
      {data && (data.prev || data.next) && (
        <nav className="caseload-pages" aria-label={t('staffConsole.pagination')}>
          <button
            type="button"
            className="button button-secondary"
            disabled={!data.prev}
            onClick={() =>
              set({ before: data.prev ?? '', after: '', from: String(Math.max(1, from - data.pageSize)) })
            }
          >
            {t('staffConsole.previous')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={!data.next}
            onClick={() => set({ after: data.next ?? '', before: '', from: String(from + students.length) })}
          >
            {t('staffConsole.next')}
          </button>
        </nav>
      )}
      <MeetingRoomCard />
    </section>
  );
}

const phoneShown = (phone: string) => {
  const d = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : phone;
};

function BlockedCell({ student: s }: { student: CaseloadStudent }) {
  const since = s.blockedSince ? new Date(s.blockedSince) : null;
  const what =
    s.blockedOn === 'student'
      ? t('staffConsole.studentNext', { step: s.blocker ?? '' })
      : s.blockedOn === 'nothing'
        ? s.remaining === null
          ? t('staff.noStage')
          : t('staffConsole.blockedOn.nothing')
        : t('staffConsole.waitsOnStaff', { what: t(`staffConsole.blockedOn.${s.blockedOn}`) });
  return (
    <>
      <span className={s.blockedOn === 'student' || s.blockedOn === 'nothing' ? '' : 'blocked-staff'}>
        {what}
      </span>
      {s.remaining !== null && s.remaining > 0 && (
        <span className="muted">
          {' '}
          ({plural(s.remaining, 'staff.remaining_one', 'staff.remaining_other')})
        </span>
      )}
      {since && (
        <span className="caseload-since muted">{t('staffConsole.since', { when: when.format(since) })}</span>
      )}
      <WaitingChips waiting={s.waiting} />
    </>
  );
}

function StudentRow({ student: s }: { student: CaseloadStudent }) {
  const last = s.lastActivityAt ? new Date(s.lastActivityAt) : null;
  const idle = idleDays(last, new Date());
  return (
    <tr>
      <th scope="row" data-label={t('staffConsole.columns.student')}>
        <Link to={`/staff/students/${s.id}`} className="caseload-name">
          {personName(s)}
        </Link>
        <span className="caseload-contact muted">
          {s.email} · {phoneShown(s.phone)}
        </span>
      </th>
      <td data-label={t('staffConsole.columns.stage')}>{statusWords(s.status)}</td>
      <td data-label={t('staffConsole.columns.next')}>
        <BlockedCell student={s} />
      </td>
      <td data-label={t('staffConsole.columns.lastActivity')}>
        {last ? day.format(last) : t('staff.neverActive')}
        {idle !== null && (
          <span className="caseload-since muted">
            {plural(idle, 'staff.idleDays_one', 'staff.idleDays_other')}
          </span>
        )}
      </td>
      <td data-label={t('staffConsole.columns.coach')}>{s.coach ? s.coach.name : t('staff.noCoach')}</td>
    </tr>
  );
}

import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CaseloadStudent } from '@shared/contracts/staff';
import { isStatus, statuses } from '@shared/domain/program';
import { caseloadSorts, idleDays, type CaseloadSort } from '@shared/domain/staff';
import { t } from '@shared/i18n';
import { useCaseload } from '../api/staff';
import { WaitingChips } from '../components/WaitingChips';
import { day, personName, plural, stageName } from '../components/format';

const studentStatuses = statuses.filter((s) => s !== '96_CEO');

/** The coach's caseload: every student, what blocks their next step, filtered and ordered on the server. */
export default function StaffHome() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const coach = params.get('coach') ?? '';
  const waiting = params.get('waiting') === 'true';
  const sortParam = params.get('sort');
  const sort: CaseloadSort = (caseloadSorts as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as CaseloadSort)
    : 'nearest';
  const list = useCaseload({
    ...(isStatus(status) ? { status } : {}),
    ...(coach ? { coach } : {}),
    ...(waiting ? { waiting: 'true' as const } : {}),
    sort,
  });
  const ids = { status: useId(), coach: useId(), waiting: useId(), sort: useId() };

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const students = list.data?.students ?? [];
  return (
    <section>
      <h1>{t('staff.caseloadTitle')}</h1>
      <fieldset className="staff-filters">
        <legend>{t('staff.filters')}</legend>
        <div>
          <label htmlFor={ids.status}>{t('staff.filterStatus')}</label>
          <select id={ids.status} value={status} onChange={(e) => set('status', e.target.value)}>
            <option value="">{t('staff.anyStatus')}</option>
            {studentStatuses.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.coach}>{t('staff.filterCoach')}</label>
          <select id={ids.coach} value={coach} onChange={(e) => set('coach', e.target.value)}>
            <option value="">{t('staff.anyCoach')}</option>
            <option value="none">{t('staff.noCoach')}</option>
            {list.data?.coaches.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.sort}>{t('staff.sort')}</label>
          <select id={ids.sort} value={sort} onChange={(e) => set('sort', e.target.value)}>
            <option value="nearest">{t('staff.sortNearest')}</option>
            <option value="idle">{t('staff.sortIdle')}</option>
          </select>
        </div>
        <div className="staff-check">
          <input
            id={ids.waiting}
            type="checkbox"
            checked={waiting}
            onChange={(e) => set('waiting', e.target.checked ? 'true' : '')}
          />
          <label htmlFor={ids.waiting}>{t('staff.filterWaiting')}</label>
        </div>
      </fieldset>
      <p role="status">
        {list.isPending
          ? t('common.loading')
          : list.isError
            ? t('staff.loadFailed')
            : plural(students.length, 'staff.caseloadCount_one', 'staff.caseloadCount_other')}
      </p>
      {list.isSuccess && students.length === 0 && <p>{t('staff.noStudents')}</p>}
      <ul className="caseload">
        {students.map((s) => (
          <li key={s.id}>
            <StudentRow student={s} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function StudentRow({ student: s }: { student: CaseloadStudent }) {
  const last = s.lastActivityAt ? new Date(s.lastActivityAt) : null;
  const idle = idleDays(last, new Date());
  return (
    <article aria-labelledby={`student-${s.id}`}>
      <h2 id={`student-${s.id}`}>
        <Link to={`/staff/students/${s.id}`}>{personName(s)}</Link>
      </h2>
      <p className="muted">
        {s.status} · {stageName(s.stage)}
        {s.coach ? ` · ${t('staff.coachName', { name: s.coach.name })}` : ` · ${t('staff.noCoach')}`}
      </p>
      {s.remaining !== null && (
        <p className="blocker">
          {s.blocker ? t('staff.blocker', { step: s.blocker }) : t('staff.readyToMove')}
          {s.remaining > 0 && ` (${plural(s.remaining, 'staff.remaining_one', 'staff.remaining_other')})`}
        </p>
      )}
      <p>
        {last ? t('staff.lastActivity', { when: day.format(last) }) : t('staff.neverActive')}
        {idle !== null && ` · ${plural(idle, 'staff.idleDays_one', 'staff.idleDays_other')}`}
      </p>
      <WaitingChips waiting={s.waiting} />
    </article>
  );
}

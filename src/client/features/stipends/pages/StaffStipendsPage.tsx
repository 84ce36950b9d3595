import { useState } from 'react';
import type { StaffStipend } from '@shared/contracts/stipends';
import { t } from '@shared/i18n';
import { useAlerts } from '@client/lib/alerts';
import { useStaffStipends, useStipendDecision } from '../api/stipends';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Staff: stipend requests to approve and pay, mark paid, or decline with a reason. */
export default function StaffStipendsPage() {
  const list = useStaffStipends();
  const [done, setDone] = useState('');
  return (
    <section className="review">
      <h1>{t('stipends.staffTitle')}</h1>
      <p className="visually-hidden" role="status">
        {done}
      </p>
      {list.isPending ? (
        <p>{t('common.loading')}</p>
      ) : list.data?.length ? (
        <ul className="review-list">
          {list.data.map((item) => (
            <li key={item.id}>
              <StipendCard item={item} onDone={setDone} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('stipends.staffEmpty')}</p>
      )}
    </section>
  );
}

function StipendCard({ item, onDone }: { item: StaffStipend; onDone: (m: string) => void }) {
  const decide = useStipendDecision();
  const { notifyError } = useAlerts();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = `stipend-${item.id}`;
  const student = `${item.student.firstName} ${item.student.lastName}`;
  return (
    <article className="card review-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t('stipends.staffWeek', { week: item.week })} · {student}
      </h2>
      <p className="muted">
        {item.email} · {when.format(new Date(item.createdAt))} ·{' '}
        {t('stipends.staffAttendance', { attendance: item.attendance })}
      </p>
      <pre className="answers">{JSON.stringify(item.answers, null, 2)}</pre>
      {item.status === 'approved' ? (
        <button
          type="button"
          className="button button-primary"
          disabled={decide.isPending}
          onClick={() =>
            decide.mutate(
              { id: item.id, verb: 'paid' },
              { onSuccess: () => onDone(t('stipends.paidNotice')), onError: notifyError },
            )
          }
        >
          {t('stipends.status.paid', { email: item.email })}
        </button>
      ) : !declining ? (
        <div className="review-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate(
                { id: item.id, verb: 'approve' },
                { onSuccess: () => onDone(t('stipends.paidNotice')), onError: notifyError },
              )
            }
          >
            {t('stipends.approveAndPay')}
          </button>
          <button type="button" className="button button-ghost" onClick={() => setDeclining(true)}>
            {t('stipends.decline')}
          </button>
        </div>
      ) : (
        <div className="field">
          <label htmlFor={`decline-${item.id}`}>{t('stipends.declineReason')}</label>
          <textarea
            id={`decline-${item.id}`}
            value={reason}
            maxLength={300}
            onChange={(e) => setReason(e.target.value)}
          />
          {error && <p className="field-error">{error}</p>}
          <div className="review-actions">
            <button
              type="button"
              className="button button-danger"
              disabled={decide.isPending}
              onClick={() => {
                if (!reason.trim()) return setError(t('stipends.declineReasonRequired'));
                decide.mutate(
                  { id: item.id, verb: 'decline', reason: reason.trim() },
                  { onSuccess: () => onDone(t('stipends.declinedNotice')), onError: notifyError },
                );
              }}
            >
              {t('stipends.decline')}
            </button>
            <button type="button" className="button button-ghost" onClick={() => setDeclining(false)}>
              {t('common.back')}
            </button>
          </div>
        </div>
      )}
    </article>
  );
}

import { Link } from 'react-router';
import type { StudentPayout } from '@shared/contracts/staff';
import { formatDollars } from '@shared/domain/payouts';
import { t } from '@shared/i18n';
import { day } from './format';
import '@shared/messages/payouts';
import '@shared/messages/staff';
import { RecordList, StudentCard } from './StudentCard';

const statusOf = (p: StudentPayout) =>
  p.status === 'completed' ? 'completed' : p.approvedAt ? 'approved' : 'pending';

/** The student's payout requests: what for, how much, where each stands and when it moved. */
export function PayoutsSummary({ payouts }: { payouts: StudentPayout[] }) {
  return (
    <StudentCard name="payouts" title={t('staff.payouts')}>
      <RecordList items={payouts} empty={t('staff.noPayouts')} className="staff-records">
        {(p) => (
          <li key={p.id}>
            <strong>{t(`payouts.reasons.${p.reason}`)}</strong>
            <span>
              {p.amountCents === null ? t('staff.payoutAmountUnknown') : formatDollars(p.amountCents)} ·{' '}
              {t(`staff.payoutStatus.${statusOf(p)}`)}
            </span>
            <span className="muted">
              {[
                t('staff.payoutAsked', { when: day.format(new Date(p.createdAt)) }),
                p.approvedAt && t('staff.payoutApproved', { when: day.format(new Date(p.approvedAt)) }),
                p.completedAt && t('staff.payoutPaid', { when: day.format(new Date(p.completedAt)) }),
              ]
                .filter(Boolean)
                .join(', ')}
            </span>
          </li>
        )}
      </RecordList>
      {payouts.length > 0 && (
        <p className="staff-more">
          <Link to="/staff/payouts">{t('staff.openPayoutsQueue')}</Link>
        </p>
      )}
    </StudentCard>
  );
}

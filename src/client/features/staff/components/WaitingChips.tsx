import type { CaseloadStudent } from '@shared/contracts/staff';
import { isWaitingOnStaff } from '@shared/domain/staff';
import { t } from '@shared/i18n';
import { plural } from './format';
import '@shared/messages/staff';

/** What this student waits on staff for: documents to review, stipend requests, open tickets, rides to decide. */
export function WaitingChips({ waiting }: { waiting: CaseloadStudent['waiting'] }) {
  if (!isWaitingOnStaff(waiting)) return null;
  return (
    <ul className="waiting" aria-label={t('staff.filterWaiting')}>
      {waiting.documents > 0 && (
        <li>{plural(waiting.documents, 'staff.waitingDocuments_one', 'staff.waitingDocuments_other')}</li>
      )}
      {waiting.stipends > 0 && (
        <li>{plural(waiting.stipends, 'staff.waitingStipends_one', 'staff.waitingStipends_other')}</li>
      )}
      {waiting.tickets > 0 && (
        <li>{plural(waiting.tickets, 'staff.waitingTickets_one', 'staff.waitingTickets_other')}</li>
      )}
      {waiting.rides > 0 && (
        <li>{plural(waiting.rides, 'staff.waitingRides_one', 'staff.waitingRides_other')}</li>
      )}
    </ul>
  );
}

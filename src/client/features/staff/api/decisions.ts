import { renewAgreement } from '@shared/contracts/agreement.endpoints';
import { setPayoutEmail } from '@shared/contracts/payouts.endpoints';
import { setStipendPaymentEmail } from '@shared/contracts/stipends.endpoints';
import { call } from '@client/lib/api';
import { useAdminWrite } from './admin-write';

/** A coach sends the student's agreement anew (an expired or refused link). */
export function useRenewAgreement(student: string) {
  return useAdminWrite(() => call(renewAgreement, { params: { id: student } }));
}

/** A coach changes where the student's stipends or payouts are paid (audited on the server). */
export function useSetPaymentEmail(student: string, of: 'stipends' | 'payouts') {
  return useAdminWrite((email: string) =>
    call(of === 'stipends' ? setStipendPaymentEmail : setPayoutEmail, {
      params: { id: student },
      body: { email },
    }),
  );
}

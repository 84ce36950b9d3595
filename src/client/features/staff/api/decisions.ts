import { useMutation, useQueryClient } from '@tanstack/react-query';
import { renewAgreement } from '@shared/contracts/agreement.endpoints';
import { setPayoutEmail } from '@shared/contracts/payouts.endpoints';
import { setStipendPaymentEmail } from '@shared/contracts/stipends.endpoints';
import { call } from '@client/lib/api';

const admin = ['admin'] as const;

/** A coach sends the student's agreement anew (an expired or refused link). */
export function useRenewAgreement(student: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(renewAgreement, { params: { id: student } }),
    onSuccess: () => client.invalidateQueries({ queryKey: admin }),
  });
}

/** A coach changes where the student's stipends or payouts are paid (audited on the server). */
export function useSetPaymentEmail(student: string, of: 'stipends' | 'payouts') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      call(of === 'stipends' ? setStipendPaymentEmail : setPayoutEmail, {
        params: { id: student },
        body: { email },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: admin }),
  });
}

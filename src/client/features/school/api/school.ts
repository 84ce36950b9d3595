import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookClass, listClassSessions } from '@shared/contracts/classes.endpoints';
import type { PreEnrollmentBody } from '@shared/contracts/school';
import {
  acceptPolicies,
  confirmCallScheduled,
  getPolicyAcceptance,
  getPreEnrollment,
  submitPreEnrollment,
} from '@shared/contracts/school.endpoints';
import { call } from '@client/lib/api';
import { sessionKey } from '@client/lib/session';
import { refreshProgress } from '@client/lib/progress';

const preEnrollmentKey = ['preEnrollment'] as const;
const acceptanceKey = ['documentAcceptance'] as const;

export function usePreEnrollmentState() {
  return useQuery({
    queryKey: preEnrollmentKey,
    queryFn: () => call(getPreEnrollment, {}),
  });
}

export function useSubmitPreEnrollment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PreEnrollmentBody) => call(submitPreEnrollment, { body }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: preEnrollmentKey }),
        refreshProgress(client),
        client.invalidateQueries({ queryKey: sessionKey }),
      ]);
    },
  });
}

/** The schedule-a-call button: the server completes pre_enrollment for a student whose answers led there. */
export function useConfirmCallScheduled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(confirmCallScheduled, {}),
    onSuccess: async (data) => {
      client.setQueryData(preEnrollmentKey, data);
      await refreshProgress(client);
    },
  });
}

export function useAcceptance() {
  return useQuery({ queryKey: acceptanceKey, queryFn: () => call(getPolicyAcceptance, {}) });
}

export function useAccept() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { userFK: string; attendancePolicyStatus?: true; trainingPolicyStatus?: true }) =>
      call(acceptPolicies, { body }),
    onSuccess: async (data) => {
      client.setQueryData(acceptanceKey, data);
      await refreshProgress(client);
    },
  });
}

const callKey = ['classes', 'Success Coach Call'] as const;

/** Open times for the pre-enrollment call, through the program's booking service (the scheduling port). */
export function useCoachCallSlots() {
  return useQuery({
    queryKey: callKey,
    queryFn: () => call(listClassSessions, { query: { type: 'call', name: 'Success Coach Call' } }),
  });
}

export function useBookCoachCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (startTime: string) => call(bookClass, { body: { name: 'Success Coach Call', startTime } }),
    onSuccess: () => client.invalidateQueries({ queryKey: callKey }),
  });
}

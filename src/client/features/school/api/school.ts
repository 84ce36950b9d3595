import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Acceptance, PreEnrollmentBody, PreEnrollmentState } from '@shared/contracts/school';
import { api } from '@client/lib/api';
import { sessionKey } from '@client/lib/session';

/** The checklist's completions (program area). */
const completionKey = ['completion'] as const;
const preEnrollmentKey = ['preEnrollment'] as const;
const acceptanceKey = ['documentAcceptance'] as const;

export function usePreEnrollmentState() {
  return useQuery({
    queryKey: preEnrollmentKey,
    queryFn: () => api<PreEnrollmentState>('GET', '/preEnrollment'),
  });
}

export function useSubmitPreEnrollment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PreEnrollmentBody) =>
      api<{ outcome: string; next: string }>('POST', '/preEnrollment', { body }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: preEnrollmentKey }),
        client.invalidateQueries({ queryKey: completionKey }),
        client.invalidateQueries({ queryKey: sessionKey }),
      ]);
    },
  });
}

/** The schedule-a-call button: the server completes pre_enrollment for a student whose answers led there. */
export function useConfirmCallScheduled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<PreEnrollmentState>('POST', '/preEnrollment/callScheduled'),
    onSuccess: async (data) => {
      client.setQueryData(preEnrollmentKey, data);
      await client.invalidateQueries({ queryKey: completionKey });
    },
  });
}

/** The enrollment screen's button: its own `view` step, through the checklist's completion call. */
export function useMarkDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => api('POST', '/completion', { body: { url } }),
    onSuccess: () => client.invalidateQueries({ queryKey: completionKey }),
  });
}

export function useAcceptance() {
  return useQuery({ queryKey: acceptanceKey, queryFn: () => api<Acceptance>('GET', '/documentAcceptance') });
}

export function useAccept() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { userFK: string; attendancePolicyStatus?: true; trainingPolicyStatus?: true }) =>
      api<Acceptance>('PATCH', '/documentAcceptance', { body }),
    onSuccess: async (data) => {
      client.setQueryData(acceptanceKey, data);
      await client.invalidateQueries({ queryKey: completionKey });
    },
  });
}

interface Slot {
  startTime: string;
  rsvp: boolean;
  attendanceId: string | null;
}
const callKey = ['classes', 'Success Coach Call'] as const;

/** Open times for the pre-enrollment call, through the program's booking service (the scheduling port). */
export function useCoachCallSlots() {
  return useQuery({
    queryKey: callKey,
    queryFn: () => api<Slot[]>('GET', `/classes?type=call&name=${encodeURIComponent('Success Coach Call')}`),
  });
}

export function useBookCoachCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (startTime: string) =>
      api<{ attendanceDate: string }>('POST', '/classes/attendance', {
        body: { name: 'Success Coach Call', startTime },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: callKey }),
  });
}

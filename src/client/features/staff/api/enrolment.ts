import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnrolStudentBody } from '@shared/contracts/enrolment';
import {
  enrolStudent,
  importEnrolmentFile,
  listEnrolmentCoaches,
  previewEnrolmentFile,
} from '@shared/contracts/enrolment.endpoints';
import { call } from '@client/lib/api';

const admin = ['admin'] as const;

/** The staff who may be a student's success coach. */
export function useEnrolmentCoaches() {
  return useQuery({
    queryKey: [...admin, 'enrolment', 'coaches'],
    queryFn: () => call(listEnrolmentCoaches, {}),
    staleTime: 5 * 60_000,
  });
}

/** The caseload, counts and audit log change with every enrolment. */
function useRefreshConsole() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [...admin, 'students'] }),
      client.invalidateQueries({ queryKey: [...admin, 'audit'] }),
    ]);
}

/** Adds one student; the key makes a double submit one student. */
export function useEnrolStudent() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (input: { body: EnrolStudentBody; key: string }) =>
      call(enrolStudent, { body: input.body }, { idempotencyKey: input.key }),
    onSuccess: refresh,
  });
}

/** What importing the file would do, row by row; saves nothing. */
export function usePreviewEnrolmentFile() {
  return useMutation({
    mutationFn: (csv: string) => call(previewEnrolmentFile, { body: { csv } }),
  });
}

export function useImportEnrolmentFile() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (input: { csv: string; key: string }) =>
      call(importEnrolmentFile, { body: { csv: input.csv } }, { idempotencyKey: input.key }),
    onSuccess: refresh,
  });
}

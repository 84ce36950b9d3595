import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as e from '@shared/contracts/documents.endpoints';
import type { UploadFolder } from '@shared/domain/documents';
import { call } from '@client/lib/api';
import { sessionKey } from '@client/lib/session';

/** A folder named in the address; the server answers 400 for one that is not an upload folder. */
export const folderStateQuery = (folder: string) =>
  queryOptions({
    queryKey: ['documents', 'folder', folder],
    queryFn: () => call(e.getFolderState, { params: { folder: folder as UploadFolder } }),
  });

export function useFolderState(folder: string) {
  return useQuery(folderStateQuery(folder));
}

/** PATCH /api/document: the work-board co-enrolment answer. */
export function useWbOptIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { userFK: string; wbReverseReferralOptIn: boolean }) =>
      call(e.setWorkBoardOptIn, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKey }),
  });
}

const reviewQueueKey = ['admin', 'documents'] as const;

export function useReviewQueue(student: string | null) {
  return useQuery({
    queryKey: [...reviewQueueKey, student],
    queryFn: () => call(e.listDocumentReviews, { query: student ? { student } : {} }),
  });
}

export function useDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: string; review: 'approve' } | { id: string; review: 'reject'; reason: string },
    ) =>
      input.review === 'reject'
        ? call(e.rejectDocument, { params: { id: input.id }, body: { reason: input.reason } })
        : call(e.approveDocument, { params: { id: input.id } }),
    onSettled: () => client.invalidateQueries({ queryKey: reviewQueueKey }),
  });
}

export const endorsementsKey = ['documents', 'endorsements'] as const;

/** The four endorsements' proofs for the signed-in student, and whether their payout may be asked for. */
export function useEndorsements() {
  return useQuery({
    queryKey: endorsementsKey,
    queryFn: () => call(e.getEndorsements, {}),
    meta: { handlesError: true },
  });
}

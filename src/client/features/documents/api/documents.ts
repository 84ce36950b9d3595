import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FolderState, ReviewItem } from '@shared/contracts/documents';
import { api } from '@client/lib/api';
import { sessionKey } from '@client/lib/session';

export const folderStateQuery = (folder: string) =>
  queryOptions({
    queryKey: ['documents', 'folder', folder],
    queryFn: () => api<FolderState>('GET', `/documents/folder/${encodeURIComponent(folder)}`),
  });

export function useFolderState(folder: string) {
  return useQuery(folderStateQuery(folder));
}

/** PATCH /api/document: the work-board co-enrolment answer. */
export function useWbOptIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { userFK: string; wbReverseReferralOptIn: boolean }) =>
      api<{ wbReverseReferralOptIn: boolean }>('PATCH', '/document', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKey }),
  });
}

/** GET /api/spaces: a stored file as a data URL, for the owner or a coach. */
export const fileQuery = (path: string) =>
  queryOptions({
    queryKey: ['spaces', path],
    queryFn: async () => {
      const file = await api<{ content: string; contentType: string }>(
        'GET',
        `/spaces?path=${encodeURIComponent(path)}`,
      );
      return `data:${file.contentType};base64,${file.content}`;
    },
    staleTime: Infinity,
    gcTime: 60_000,
  });

export const reviewQueueKey = ['admin', 'documents'] as const;

export function useReviewQueue(student: string | null) {
  return useQuery({
    queryKey: [...reviewQueueKey, student],
    queryFn: () =>
      api<ReviewItem[]>('GET', `/admin/documents${student ? `?student=${encodeURIComponent(student)}` : ''}`),
  });
}

export function useDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: string; review: 'approve' } | { id: string; review: 'reject'; reason: string },
    ) =>
      api<{ id: string; review: string }>(
        'POST',
        `/admin/documents/${input.id}/${input.review}`,
        input.review === 'reject' ? { body: { reason: input.reason } } : {},
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewQueueKey }),
  });
}

import { useQuery } from '@tanstack/react-query';
import { findContentEntries } from '@shared/contracts/content.endpoints';
import { call } from '@client/lib/api';

/** Workforce content by title; stale after 5 minutes (spec 001 §7 "Caching"). */
export function useWorkforceEntry(title: string, workforceBoardId: string | undefined) {
  return useQuery({
    queryKey: ['contentful', 'entries', title, workforceBoardId ?? null],
    queryFn: async () => {
      const entries = await call(findContentEntries, {
        query: { 'fields.title': title, 'fields.workforceBoardId': workforceBoardId },
      });
      if (!entries[0]) throw new Error('No content found for this page');
      return entries[0];
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

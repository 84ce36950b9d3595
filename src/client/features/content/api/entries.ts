import { useQuery } from '@tanstack/react-query';
import { findContentEntries } from '@shared/contracts/content.endpoints';
import { call } from '@client/lib/api';

/** The cache key of a workforce page (the server renders some with it, decision 039). */
export const workforceEntryKey = (title: string, workforceBoardId: string | undefined) =>
  ['contentful', 'entries', title, workforceBoardId ?? null] as const;

/** Workforce content by title; stale after 5 minutes (spec 001 §7 "Caching"). */
export function useWorkforceEntry(title: string, workforceBoardId: string | undefined) {
  return useQuery({
    queryKey: workforceEntryKey(title, workforceBoardId),
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

import { useQuery } from '@tanstack/react-query';
import type { ContentEntry } from '@shared/contracts/content';
import { api } from '@client/lib/api';

/** Workforce content by title; stale after 5 minutes (spec 001 §7 "Caching"). */
export function useWorkforceEntry(title: string, workforceBoardId: string | undefined) {
  return useQuery({
    queryKey: ['contentful', 'entries', title, workforceBoardId ?? null],
    queryFn: async () => {
      const params = new URLSearchParams({ 'fields.title': title });
      if (workforceBoardId) params.set('fields.workforceBoardId', workforceBoardId);
      const entries = await api<ContentEntry[]>('GET', `/contentful/entries?${params.toString()}`);
      if (!entries[0]) throw new Error('No content found for this page');
      return entries[0];
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

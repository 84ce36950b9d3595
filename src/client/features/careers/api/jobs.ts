import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { JobList, listJobsQuery, SavedJobs } from '@shared/contracts/jobs';
import { listJobs, listSavedJobs, saveJob, unsaveJob } from '@shared/contracts/jobs.endpoints';
import { call } from '@client/lib/api';

export type JobsQuery = z.input<typeof listJobsQuery>;

const listKey = ['jobs', 'list'] as const;
const savedKey = ['jobs', 'saved'] as const;

/**
 * One page of the board for the filters in the address. Each answer is kept on the phone with the rest of
 * the cache (lib/offline-cache.ts), so the last list opens without signal; a new page keeps the old one on
 * screen until it arrives.
 */
export function useJobs(query: JobsQuery, enabled = true) {
  return useQuery({
    queryKey: [...listKey, query],
    queryFn: () => call(listJobs, { query }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    enabled,
    meta: { handlesError: true },
  });
}

export function useSavedJobs(enabled = true) {
  return useQuery({
    queryKey: savedKey,
    queryFn: () => call(listSavedJobs, {}),
    staleTime: 60_000,
    enabled,
    meta: { handlesError: true },
  });
}

/**
 * Saves or unsaves a job. Both are the same whether sent once or twice, so a retry is harmless; the star
 * turns at once and the server's lists replace the guess when it answers.
 */
export function useToggleSaved() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, saved }: { id: string; saved: boolean }) =>
      saved ? call(saveJob, { params: { id } }) : call(unsaveJob, { params: { id } }),
    onMutate: async ({ id, saved }) => {
      await client.cancelQueries({ queryKey: ['jobs'] });
      client.setQueriesData<JobList>({ queryKey: listKey }, (list) =>
        list ? { ...list, jobs: list.jobs.map((j) => (j.id === id ? { ...j, saved } : j)) } : list,
      );
      if (!saved)
        client.setQueryData<SavedJobs>(savedKey, (s) =>
          s ? { jobs: s.jobs.filter((j) => j.jobId !== id) } : s,
        );
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['jobs'] }),
  });
}

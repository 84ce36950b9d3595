import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobListingBody } from '@shared/contracts/job-listings';
import {
  closeJobListing,
  createJobListing,
  listJobListings,
  reopenJobListing,
  updateJobListing,
} from '@shared/contracts/job-listings.endpoints';
import { call } from '@client/lib/api';

const key = ['admin', 'job-listings'] as const;

export function useJobListings() {
  return useQuery({ queryKey: key, queryFn: () => call(listJobListings, {}) });
}

/** Every change reads the list again (and the audit log, which shares the `admin` key). */
const refresh = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: ['admin'] });

export function useSaveJobListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string | null; body: JobListingBody; key: string }) =>
      input.id
        ? call(updateJobListing, { params: { id: input.id }, body: input.body })
        : call(createJobListing, { body: input.body }, { idempotencyKey: input.key }),
    onSuccess: () => refresh(client),
  });
}

export function useSetJobListingStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; open: boolean }) =>
      call(input.open ? reopenJobListing : closeJobListing, { params: { id: input.id } }),
    onSuccess: () => refresh(client),
  });
}

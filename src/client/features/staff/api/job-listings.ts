import { useQuery } from '@tanstack/react-query';
import type { JobListingBody } from '@shared/contracts/job-listings';
import {
  closeJobListing,
  createJobListing,
  listJobListings,
  reopenJobListing,
  updateJobListing,
} from '@shared/contracts/job-listings.endpoints';
import { call } from '@client/lib/api';
import { useAdminWrite } from './admin-write';

const key = ['admin', 'job-listings'] as const;

export function useJobListings() {
  return useQuery({ queryKey: key, queryFn: () => call(listJobListings, {}) });
}

export function useSaveJobListing() {
  return useAdminWrite((input: { id: string | null; body: JobListingBody; key: string }) =>
    input.id
      ? call(updateJobListing, { params: { id: input.id }, body: input.body })
      : call(createJobListing, { body: input.body }, { idempotencyKey: input.key }),
  );
}

export function useSetJobListingStatus() {
  return useAdminWrite((input: { id: string; open: boolean }) =>
    call(input.open ? reopenJobListing : closeJobListing, { params: { id: input.id } }),
  );
}

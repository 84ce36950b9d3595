import { queryOptions } from '@tanstack/react-query';
import { getStoredFile } from '@shared/contracts/documents.endpoints';
import { call } from './api';

/**
 * GET /api/spaces: a stored file (a document photo, the profile photo) as a data URL, for the owner or a
 * coach. The one query of a file by path: stale after 5 minutes (spec 001 §7), and dropped from memory a
 * minute after no screen shows it (photos are large). Asked by the browser only: a page rendered on the
 * server never carries a person's document in its HTML (decision 039).
 */
export const fileQuery = (path: string) =>
  queryOptions({
    queryKey: ['spaces', path],
    queryFn: async () => {
      const file = await call(getStoredFile, { query: { path } });
      return `data:${file.contentType};base64,${file.content}`;
    },
    staleTime: 5 * 60_000,
    gcTime: 60_000,
    meta: { browserOnly: true },
  });

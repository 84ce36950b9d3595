import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getClassNotes } from '@shared/contracts/learning.endpoints';
import type { ClassPdf } from '@shared/domain/learning';
import { call } from '@client/lib/api';
import { refreshProgress } from '@client/lib/progress';

/**
 * A class's notes as a page. The server records the reading when it serves them, so the checklist is
 * refetched after; the service worker keeps a copy for reading offline.
 */
export function useClassNotes(name: ClassPdf) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['learning', 'notes', name],
    queryFn: async () => {
      const notes = await call(getClassNotes, { params: { name } });
      void refreshProgress(client);
      return notes;
    },
    staleTime: 60 * 60_000,
    // Asked by the browser even on a page the server renders: its answer is what the service worker keeps.
    meta: { handlesError: true, browserOnly: true },
  });
}

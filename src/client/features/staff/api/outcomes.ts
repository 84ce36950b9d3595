import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutcomesExportQuery, OutcomesQuery } from '@shared/contracts/staff-outcomes';
import { exportOutcomes, getOutcomes } from '@shared/contracts/staff-outcomes.endpoints';
import { call } from '@client/lib/api';

/** The program's outcomes over the students the filters choose. */
export function useOutcomes(query: OutcomesQuery) {
  return useQuery({
    queryKey: ['admin', 'outcomes', query],
    queryFn: () => call(getOutcomes, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the funder's CSV (the browser saves the file); the export is audited, so the log is read again. */
export function useOutcomesExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (query: OutcomesExportQuery) => {
      const file = await call(exportOutcomes, { query });
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'program-outcomes.csv';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
    meta: { handlesError: true },
  });
}

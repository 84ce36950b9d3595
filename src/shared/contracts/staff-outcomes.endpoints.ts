import { endpoint } from './endpoint.js';
import type * as s from './staff-outcomes.js';

/**
 * The program's outcomes for admins and coaches: the funnel, time in each stage, withdrawals and holds, and
 * money, each a query over recorded events; 400 names a bad filter.
 */
export const getOutcomes = endpoint<{ query: typeof s.outcomesQuery; response: typeof s.outcomes }>()({
  name: 'getOutcomes',
  method: 'GET',
  path: '/admin/outcomes',
  idempotency: 'none',
  errors: [400, 401, 403] as const,
  tag: 'staff',
});

/**
 * The funder's export as a CSV file (text/csv): one row per chosen student, then a summary of the counts
 * with the period and filters it was made with. Every export is written to the audit log.
 */
export const exportOutcomes = endpoint<{ query: typeof s.outcomesExportQuery }>()({
  name: 'exportOutcomes',
  method: 'GET',
  path: '/admin/outcomes/export.csv',
  file: true,
  idempotency: 'none',
  errors: [400, 401, 403] as const,
  tag: 'staff',
});

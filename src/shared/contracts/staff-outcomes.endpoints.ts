import { area } from './endpoint.js';
import type { staffOutcomesSchemas } from './staff-outcomes.js';

const staff = area<typeof staffOutcomesSchemas>('staff', [400, 401, 403]);

/**
 * The program's outcomes for admins and coaches: the funnel, time in each stage, withdrawals and holds, and
 * money, each a query over recorded events; 400 names a bad filter.
 */
export const getOutcomes = staff.get('getOutcomes', '/admin/outcomes');

/**
 * The funder's export as a CSV file (text/csv): one row per chosen student, then a summary of the counts
 * with the period and filters it was made with. Every export is written to the audit log.
 */
export const exportOutcomes = staff.get('exportOutcomes', '/admin/outcomes/export.csv', { file: true });

/**
 * The staff queues the console counts on its tabs. The server answers each key with one counting
 * expression (staff-counts.repo.ts); adding a queue is one key here and its expression there.
 */
export const staffCountKeys = ['documents', 'rides', 'stipends', 'payouts', 'tickets', 'replies'] as const;
export type StaffCountKey = (typeof staffCountKeys)[number];

/**
 * The staff queues the console counts on its tabs. The server answers each key with one counting
 * expression (staff-counts.repo.ts, with another area's count exported by that area); adding a queue is one
 * key here and its expression there.
 */
export const staffCountKeys = ['documents', 'rides', 'stipends', 'payouts', 'tickets', 'replies'] as const;
export type StaffCountKey = (typeof staffCountKeys)[number];

/**
 * How many items a queue's list holds: the oldest first, as a coach works them. Deciding one brings the
 * next into the list; the tab counts every item waiting.
 */
export const QUEUE_LIST_SIZE = 200;

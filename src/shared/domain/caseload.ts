import type { Progress, WaitingOnStaff } from './staff.js';

/**
 * The caseload's search and "blocked on" rules: how a typed search is read (a phone number typed any
 * way, or a name or e-mail), and what a student's next move waits for.
 */

export const MAX_SEARCH_LENGTH = 100;
export const CASELOAD_PAGE_SIZE = 50;
export const MAX_CASELOAD_PAGE_SIZE = 200;

/** US phone digits without the country code: "(312) 555-0105", "+1 312 555 0105" → "3125550105". */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

export type CaseloadSearch = { kind: 'phone'; digits: string } | { kind: 'text'; text: string } | null;

/**
 * A search made only of digits and phone punctuation, with at least 3 digits, is a phone number;
 * anything else is matched against names and e-mail addresses.
 */
export function readSearch(raw: string | undefined): CaseloadSearch {
  const text = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (!text) return null;
  if (/^[\d\s().+-]+$/.test(text) && text.replace(/\D/g, '').length >= 3) {
    return { kind: 'phone', digits: phoneDigits(text) };
  }
  return { kind: 'text', text: text.toLowerCase() };
}

/** What a student's next move waits on: a staff queue first (staff can act now), else the student. */
export const blockedOns = ['documents', 'rides', 'stipends', 'tickets', 'student', 'nothing'] as const;
export type BlockedOn = (typeof blockedOns)[number];

/** Queues in the order a coach clears them: documents unblock the most steps. */
const staffQueues = ['documents', 'rides', 'stipends', 'tickets'] as const;

export function blockedOnOf(waiting: WaitingOnStaff, progress: Pick<Progress, 'blocker'>): BlockedOn {
  const queue = staffQueues.find((q) => waiting[q] > 0);
  if (queue) return queue;
  return progress.blocker ? 'student' : 'nothing';
}

/**
 * Since when the student has been blocked: the oldest item waiting in that staff queue, or for the
 * student's own step the moment they last moved forward (their last completion, else their sign-up).
 */
export function blockedSinceOf(
  on: BlockedOn,
  moments: {
    oldestWaiting: Partial<Record<(typeof staffQueues)[number], Date | null>>;
    lastCompletion: Date | null;
    joined: Date;
  },
): Date | null {
  if (on === 'nothing') return null;
  if (on === 'student') return moments.lastCompletion ?? moments.joined;
  return moments.oldestWaiting[on] ?? null;
}

/** Pages of a list: clamps the page asked for to the pages that exist. */
export function pageOf(total: number, page: number, pageSize: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return { page: current, pages, offset: (current - 1) * pageSize };
}

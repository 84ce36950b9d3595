import { z } from 'zod';
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

/**
 * The caseload is read a page at a time from where the last page ended (keyset), never by skipping rows:
 * a cursor holds the order keys of the row a page ends (or starts) at. `near` is the items left (no
 * checklist as the largest integer), `idle` the last activity as the database writes it ('-infinity' for
 * never), then the names and the id that break ties.
 */
export interface CaseloadCursor {
  near: number;
  idle: string;
  lastName: string;
  firstName: string;
  id: string;
}

/**
 * Counting stops past this many students: a number a coach reads as "more than 1,000" costs the same at
 * 50,000 students as at 1,000, where an exact count would read every one of them.
 */
export const CASELOAD_COUNT_CAP = 1000;

const cursorSchema = z.tuple([
  z.number().int(),
  z.string().regex(/^(-infinity|\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?)$/),
  z.string().max(200),
  z.string().max(200),
  z.uuid(),
]);

/** A cursor as URL-safe text (base64url of its JSON): opaque to the console, read back by `readCursor`. */
export function writeCursor(c: CaseloadCursor): string {
  const bytes = new TextEncoder().encode(JSON.stringify([c.near, c.idle, c.lastName, c.firstName, c.id]));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The cursor a text holds, or null when it is not one `writeCursor` made (edited, cut short, made up). */
export function readCursor(text: string): CaseloadCursor | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (ch) => ch.charCodeAt(0)),
    );
    const parsed = cursorSchema.safeParse(JSON.parse(json));
    if (!parsed.success) return null;
    const [near, idle, lastName, firstName, id] = parsed.data;
    return { near, idle, lastName, firstName, id };
  } catch {
    return null;
  }
}

import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  backoffMs,
  clientLockedUntil,
  clientMayGuessAt,
  nextGuessAt,
  type FailureState,
} from '@server/features/auth/sign-in-limits.js';

const now = new Date('2026-11-24T12:00:00Z');
const minutes = (d: Date | null) => (d ? (d.getTime() - now.getTime()) / 60_000 : null);

function failTimes(n: number, from: FailureState | null = null): FailureState | null {
  let state = from;
  for (let i = 0; i < n; i++) state = afterFailure(state, now);
  return state;
}

describe('sign-in failure limits', () => {
  it('lets four wrong codes through at once, then waits longer after each', () => {
    expect([1, 4, 5, 6, 7, 9, 12].map(backoffMs)).toEqual([0, 0, 1000, 2000, 4000, 16_000, 30_000]);
    expect(nextGuessAt(failTimes(4))).toEqual(now);
    expect(nextGuessAt(failTimes(6))!.getTime() - now.getTime()).toBe(2000);
  });

  it('locks for 15 minutes at the tenth wrong code in a row, then 30, 60, … at most a day', () => {
    expect(failTimes(9)!.lockedUntil).toBeNull();
    expect(minutes(failTimes(10)!.lockedUntil)).toBe(15);
    expect(minutes(failTimes(20)!.lockedUntil)).toBe(30);
    expect(minutes(failTimes(30)!.lockedUntil)).toBe(60);
    expect(minutes(failTimes(200)!.lockedUntil)).toBe(24 * 60);
    expect(minutes(nextGuessAt(failTimes(10)))).toBe(15);
  });

  it('keeps counting across codes: the state is the person’s, not a code’s', () => {
    expect(failTimes(1, failTimes(9))!.consecutive).toBe(10);
    expect(nextGuessAt(null)).toBeNull();
  });

  it('holds a client by its own count, and by the person’s only once it has failed on this person (issue 38)', () => {
    const attacked = failTimes(10); // a stranger's ten wrong codes: the person's count is locked
    const stranger = failTimes(10);
    expect(minutes(clientMayGuessAt(attacked, stranger))).toBe(15);
    expect(minutes(clientLockedUntil(attacked, stranger, now))).toBe(15);
    // The owner from another address never failed: not held, whatever the count says.
    expect(clientMayGuessAt(attacked, null)).toBeNull();
    expect(clientLockedUntil(attacked, null, now)).toBeNull();
    // A client that failed once is held by the person's lock too.
    const once = failTimes(1);
    expect(minutes(clientMayGuessAt(attacked, once))).toBe(15);
    expect(minutes(clientLockedUntil(attacked, once, now))).toBe(15);
    // Its own backoff when the person's count is clear; a backoff is not a lock.
    expect(clientMayGuessAt(null, failTimes(5))!.getTime() - now.getTime()).toBe(1000);
    expect(clientLockedUntil(null, failTimes(5), now)).toBeNull();
  });
});

/**
 * How many wrong sign-in codes a person may send, per NIST SP 800-63B §5.2.2: failures count per account
 * across codes; from the fifth in a row each guess waits longer, and every tenth locks sign-in for a time
 * that doubles (15 minutes, 30, 60, … at most a day). A right code or a coach clears the count.
 */
const LOCK_AFTER = 10;
const LOCK_BASE_MS = 15 * 60 * 1000;
export const LOCK_MAX_MS = 24 * 60 * 60 * 1000;
const BACKOFF_FROM = 5;
const BACKOFF_MAX_MS = 30 * 1000;
/** Every failing sign-in answer takes at least this long, so a known, unknown or locked address sound alike. */
export const FAILURE_FLOOR_MS = 250;
/**
 * Every answer to a code request (sendToken) takes at least this long, well above the work of sending a code
 * on a loaded server, so an enrolled address answers in the time an unknown one does (issue 38).
 */
export const CODE_REQUEST_FLOOR_MS = 200;

export interface FailureState {
  consecutive: number;
  lastFailureAt: Date;
  lockedUntil: Date | null;
}

/** The wait after `consecutive` failures before the next guess is checked. */
export function backoffMs(consecutive: number): number {
  if (consecutive < BACKOFF_FROM) return 0;
  return Math.min(1000 * 2 ** (consecutive - BACKOFF_FROM), BACKOFF_MAX_MS);
}

/** When the next guess may be checked; a guess before then is refused without being counted. */
export function nextGuessAt(state: FailureState | null): Date | null {
  if (!state) return null;
  const backoff = new Date(state.lastFailureAt.getTime() + backoffMs(state.consecutive));
  return state.lockedUntil && state.lockedUntil > backoff ? state.lockedUntil : backoff;
}

/** The state after one more wrong code at `now`. */
export function afterFailure(state: FailureState | null, now: Date): FailureState {
  const consecutive = (state?.consecutive ?? 0) + 1;
  if (consecutive % LOCK_AFTER !== 0)
    return { consecutive, lastFailureAt: now, lockedUntil: state?.lockedUntil ?? null };
  const lockNumber = consecutive / LOCK_AFTER;
  const ms = Math.min(LOCK_BASE_MS * 2 ** (lockNumber - 1), LOCK_MAX_MS);
  return { consecutive, lastFailureAt: now, lockedUntil: new Date(now.getTime() + ms) };
}

/**
 * When a guess from one client (an IP address) may next be checked, from the person's count and that
 * client's own (issue 38, NIST SP 800-63B §5.2.2 without locking the owner out): a client is held by its own
 * wrong codes, and by the person's only once it has failed on this person itself. A client that never
 * failed here (the owner asking for a fresh code from their own phone) is held by neither, whatever a
 * stranger's guesses did to the count; each code still dies after five wrong tries wherever they come from.
 */
export function clientMayGuessAt(account: FailureState | null, client: FailureState | null): Date | null {
  if (!client) return null;
  const own = nextGuessAt(client);
  const shared = nextGuessAt(account);
  return shared && own && shared > own ? shared : own;
}

/** Whether the client is held by a lock (not a short backoff): asking for a code then sends the notice. */
export function clientLockedUntil(
  account: FailureState | null,
  client: FailureState | null,
  now: Date,
): Date | null {
  if (!client) return null;
  const locks = [client.lockedUntil, account?.lockedUntil].filter((d): d is Date => !!d && d > now);
  return locks.length ? new Date(Math.max(...locks.map((d) => d.getTime()))) : null;
}

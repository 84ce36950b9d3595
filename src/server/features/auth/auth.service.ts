import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { supportPhoneLabel } from '@shared/domain/program-settings.js';
import { defaultPath, isStatus, type Viewer as PathViewer } from '@shared/domain/program.js';
import { normalizeEmail, toE164 } from '@shared/domain/contact.js';
import type { SignInState } from '@shared/contracts/staff.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Locale } from '@shared/locale.js';
import type { Db, Tx } from '@server/db/client.js';
import { queueMessage } from '@server/queue/messages.js';
import type { Jobs } from '@server/queue/queue.js';
import { hashSessionToken, newSessionToken, SESSION_TTL_MS } from '@server/plugins/session.js';
import * as repo from './auth.repo.js';
import { afterFailure, clientLockedUntil, clientMayGuessAt, FAILURE_FLOOR_MS } from './sign-in-limits.js';

const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;
const CODE_WINDOW_MS = 15 * 60 * 1000;
/** A client's wrong codes are kept this long after its last one: longer than the longest lock (a day). */
const CLIENT_FAILURES_KEPT_MS = 2 * 24 * 60 * 60 * 1000;

export interface AuthDeps {
  db: Db;
  jobs: Jobs;
  secret: string;
  /** Code requests per address from one client in CODE_WINDOW_MS. */
  codesPerAddress: number;
  /** Code requests per address from all clients together in CODE_WINDOW_MS: only a mass attack reaches it. */
  codesPerAddressAllClients: number;
  host: string;
}

export type Address = { channel: 'email'; email: string } | { channel: 'sms'; phone: string };

function addressKey(address: Address): string {
  return address.channel === 'email'
    ? `email:${normalizeEmail(address.email)}`
    : `sms:${toE164(address.phone)}`;
}

function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

/** The requesting client as kept with its failures: an HMAC of its IP address, never the address. */
function clientKeyOf(secret: string, ip: string): string {
  return hmac(secret, `client:${ip}`);
}

/** The person's count and this client's, read together (issue 38). */
async function failuresOf(tx: Db | Tx, secret: string, userId: string, ip: string) {
  const clientKey = clientKeyOf(secret, ip);
  const [account, client] = [
    await repo.failureState(tx, userId),
    await repo.clientFailureState(tx, userId, clientKey),
  ];
  return { account, client, clientKey };
}

/**
 * One more wrong code from this client: on the person's count and on the client's. Clients whose last wrong
 * code is older than CLIENT_FAILURES_KEPT_MS (every lock of theirs over a day ago) are forgotten here.
 */
async function countFailure(
  tx: Tx,
  failures: Awaited<ReturnType<typeof failuresOf>>,
  userId: string,
  now: Date,
): Promise<void> {
  await repo.saveFailureState(tx, userId, afterFailure(failures.account, now));
  await repo.saveClientFailureState(tx, userId, failures.clientKey, afterFailure(failures.client, now));
  await repo.forgetClientFailuresBefore(tx, new Date(now.getTime() - CLIENT_FAILURES_KEPT_MS));
}

/**
 * The same count for the codes of a contact change (issue 38 item 5): a guess from a held client is refused
 * unchecked, and a wrong one counts on the person as a wrong sign-in code does. Composed into the account
 * area in app.ts, as features do not import each other.
 */
export const contactCodeFailures = (secret: string) => ({
  async heldUntil(tx: Tx, userId: string, ip: string, now: Date): Promise<Date | null> {
    const failures = await failuresOf(tx, secret, userId, ip);
    const until = clientMayGuessAt(failures.account, failures.client);
    return until && until > now ? until : null;
  },
  async fail(tx: Tx, userId: string, ip: string, now: Date): Promise<void> {
    await countFailure(tx, await failuresOf(tx, secret, userId, ip), userId, now);
  },
});

function codeHash(secret: string, userId: string, code: string): string {
  return hmac(secret, `code:${userId}:${code}`);
}

async function findUser(db: Db, address: Address) {
  return address.channel === 'email'
    ? repo.findUserByEmail(db, normalizeEmail(address.email))
    : repo.findUserByPhone(db, toE164(address.phone));
}

/**
 * A code request in two steps: `admitCodeRequest` counts and records it under the address and the asking
 * client, known address or unknown alike; `sendCode` looks the address up and, for a person, sends a code
 * (or the lock notice). The route pads the answer to one time (CODE_REQUEST_FLOOR_MS).
 *
 * The limit is per address _and_ client (`codesPerAddress` in 15 minutes), so a stranger who spends it
 * holds only their own client: the owner asking from another still gets a code (issue 38, NIST SP 800-63B
 * §5.2.2). The address has a ceiling over all clients (`codesPerAddressAllClients`), several times that, which
 * one client cannot reach: it bounds the codes (and so the guesses) a mass attack from many clients gets.
 * Requests older than the window are forgotten here.
 */
export async function admitCodeRequest(deps: AuthDeps, address: Address, ip = ''): Promise<void> {
  const keyHash = hmac(deps.secret, `key:${addressKey(address)}`);
  const clientKey = clientKeyOf(deps.secret, ip);
  const now = new Date();
  const since = new Date(now.getTime() - CODE_WINDOW_MS);
  await deps.db.transaction(async (tx) => {
    const { fromClient, fromAll } = await repo.countCodeRequestsSince(tx, keyHash, clientKey, since);
    if (fromClient >= deps.codesPerAddress || fromAll >= deps.codesPerAddressAllClients)
      throw new AppError('RATE_LIMITED', t('auth.tooManyCodes'));
    await repo.recordCodeRequest(tx, keyHash, clientKey);
    await repo.forgetCodeRequestsBefore(tx, since);
  });
}

/** A code in `locale` (the language of the page that asked; decision 028) to an address, if it is a person's. */
export async function sendCode(
  deps: AuthDeps,
  address: Address,
  locale: Locale = 'en',
  ip = '',
): Promise<void> {
  const user = await findUser(deps.db, address);
  if (!user || (user.status === null && user.role === 'student') || user.deactivatedAt) return;
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const failures = await failuresOf(tx, deps.secret, user.id, ip);
    const lockedUntil = clientLockedUntil(failures.account, failures.client, now);
    if (lockedUntil) {
      // This client could not use a code yet: tell the owner why instead (it goes only to their own address).
      // A client that never failed on this person gets its code, whatever a stranger's guesses did.
      const minutes = Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000);
      await queueMessage(
        tx,
        deps.jobs,
        address.channel === 'email'
          ? {
              channel: 'email',
              to: user.email,
              subject: t('auth.lockedEmailSubject', undefined, locale),
              text: t('auth.lockedText', { minutes, phone: supportPhoneLabel() }, locale),
              kind: 'login-locked',
            }
          : {
              channel: 'sms',
              to: toE164(address.phone),
              text: t('auth.lockedSmsText', { minutes, phone: supportPhoneLabel() }, locale),
              kind: 'login-locked',
            },
      );
      return;
    }
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    await repo.insertLoginCode(tx, {
      userId: user.id,
      channel: address.channel,
      codeHash: codeHash(deps.secret, user.id, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      clientKey: failures.clientKey,
    });
    if (address.channel === 'email') {
      await queueMessage(tx, deps.jobs, {
        channel: 'email',
        to: user.email,
        subject: t('auth.codeEmailSubject', { code }, locale),
        text: t('auth.codeEmailText', { code }, locale),
        kind: 'login-code',
      });
    } else {
      await queueMessage(tx, deps.jobs, {
        channel: 'sms',
        to: toE164(address.phone),
        text: t('auth.codeSmsText', { code, host: deps.host }, locale),
        kind: 'login-code',
      });
    }
  });
}

export interface LoginResult {
  sessionToken: string;
  redirectTo: string;
}

const NO_USER = '00000000-0000-0000-0000-000000000000';

/**
 * Checks a code against every live code of the person. A wrong guess counts against each of them (the
 * fifth kills a code) and against the person (sign-in-limits.ts: backoff, then a lock). A right one is
 * used up, clears the count and starts a new session. Every failure, whatever its cause, answers the same
 * words after the same minimum time.
 */
export async function login(
  deps: AuthDeps,
  input: { address: Address; code: string; previousSessionToken?: string | undefined; ip?: string },
): Promise<LoginResult> {
  const started = Date.now();
  try {
    return await checkCode(deps, input);
  } catch (err) {
    if (err === WRONG) {
      await sleep(started + FAILURE_FLOOR_MS - Date.now());
      throw new AppError('VALIDATION', t('auth.tokenIncorrect'), 'token');
    }
    throw err;
  }
}

/** The one failure of a sign-in: wrong, expired, used, locked, too soon, or nobody at that address. */
const WRONG = Symbol('wrong code');

const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

async function checkCode(
  deps: AuthDeps,
  input: { address: Address; code: string; previousSessionToken?: string | undefined; ip?: string },
): Promise<LoginResult> {
  const user = await findUser(deps.db, input.address);
  const now = new Date();
  const userId = user?.id ?? NO_USER;
  const expected = Buffer.from(codeHash(deps.secret, userId, input.code), 'hex');

  const outcome = await deps.db.transaction(async (tx) => {
    // The same reads for an unknown address as for a known one.
    await repo.lockUserRow(tx, userId);
    const failures = await failuresOf(tx, deps.secret, userId, input.ip ?? '');
    const codes = await repo.liveCodes(tx, userId, now);
    if (!user || user.deactivatedAt) return WRONG;
    const waitUntil = clientMayGuessAt(failures.account, failures.client);
    if (waitUntil && waitUntil > now) return WRONG; // not checked, not counted
    // While the person is locked, a client that never failed here may use only a code it asked for itself:
    // the owner's fresh code works, and a mass attack from new clients cannot spend other clients' codes.
    const ownCodesOnly =
      !failures.client && !!failures.account?.lockedUntil && failures.account.lockedUntil > now;
    const usable = codes.filter(
      (c) => c.attempts < MAX_CODE_ATTEMPTS && (!ownCodesOnly || c.clientKey === failures.clientKey),
    );
    const match = usable.find((c) => timingSafeEqual(Buffer.from(c.codeHash, 'hex'), expected));
    if (!match) {
      // A guess when no code could match tests nothing; counting it would only let strangers lock people out.
      if (usable.length === 0) return WRONG;
      await repo.addFailedAttempt(
        tx,
        usable.map((c) => c.id),
      );
      await countFailure(tx, failures, user.id, now);
      return WRONG;
    }
    if (!(await repo.consumeCode(tx, match.id, now))) return WRONG;
    await repo.clearFailures(tx, user.id);
    await repo.clearClientFailures(tx, user.id, failures.clientKey);
    const session = newSessionToken();
    await repo.createSession(tx, {
      id: session.id,
      userId: user.id,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    });
    if (input.previousSessionToken)
      await repo.revokeSession(tx, hashSessionToken(input.previousSessionToken));
    return { token: session.token };
  });

  if (outcome === WRONG || !user) throw WRONG;
  const viewer: PathViewer =
    user.role === 'student' && isStatus(user.status)
      ? { role: 'student', status: user.status }
      : { role: user.role === 'student' ? 'coach' : user.role };
  return { sessionToken: outcome.token, redirectTo: defaultPath(viewer) };
}

/** What a coach sees: wrong codes in a row and, while it lasts, the lock. */
export async function signInStateOf(db: Db, userId: string): Promise<SignInState> {
  const state = await repo.failureState(db, userId);
  const locked = state?.lockedUntil && state.lockedUntil > new Date() ? state.lockedUntil : null;
  return { failures: state?.consecutive ?? 0, lockedUntil: locked ? locked.toISOString() : null };
}

/** A coach lifts the lock: the count starts over. Returns what it was, for the audit log. */
export async function liftSignInLock(tx: Tx, userId: string): Promise<SignInState> {
  const before = await repo.clearFailures(tx, userId);
  await repo.clearClientFailures(tx, userId);
  return {
    failures: before?.consecutive ?? 0,
    lockedUntil: before?.lockedUntil ? before.lockedUntil.toISOString() : null,
  };
}

export async function logout(deps: Pick<AuthDeps, 'db'>, sessionToken: string | undefined): Promise<void> {
  if (sessionToken) await repo.revokeSession(deps.db, hashSessionToken(sessionToken));
}

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { defaultPath, isStatus, type Viewer as PathViewer } from '../../../shared/domain/program.js';
import { normalizeEmail, toE164 } from '../../../shared/domain/contact.js';
import { AppError } from '../../../shared/errors.js';
import { t } from '../../../shared/i18n.js';
import type { Db } from '../../db/client.js';
import { queueMessage } from '../../jobs/messages.js';
import type { Jobs } from '../../jobs/queue.js';
import { hashSessionToken, newSessionToken, SESSION_TTL_MS } from '../../plugins/session.js';
import * as repo from './auth.repo.js';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const CODE_WINDOW_MS = 15 * 60 * 1000;

export interface AuthDeps {
  db: Db;
  jobs: Jobs;
  secret: string;
  codesPerAddress: number;
  host: string;
}

type Address = { channel: 'email'; email: string } | { channel: 'sms'; phone: string };

function addressKey(address: Address): string {
  return address.channel === 'email'
    ? `email:${normalizeEmail(address.email)}`
    : `sms:${toE164(address.phone)}`;
}

function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

function codeHash(secret: string, userId: string, code: string): string {
  return hmac(secret, `code:${userId}:${code}`);
}

async function findUser(db: Db, address: Address) {
  return address.channel === 'email'
    ? repo.findUserByEmail(db, normalizeEmail(address.email))
    : repo.findUserByPhone(db, toE164(address.phone));
}

/**
 * Sends a 6-digit code to a known address. An unknown address goes through the same steps and limits
 * and gets the same answer, so the endpoint does not reveal who is in the program.
 */
export async function requestCode(deps: AuthDeps, address: Address): Promise<void> {
  const keyHash = hmac(deps.secret, `key:${addressKey(address)}`);
  const user = await findUser(deps.db, address);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const recent = await repo.countCodeRequestsSince(tx, keyHash, new Date(now.getTime() - CODE_WINDOW_MS));
    if (recent >= deps.codesPerAddress) throw new AppError('RATE_LIMITED', t('auth.tooManyCodes'));
    await repo.recordCodeRequest(tx, keyHash);
    if (!user || (user.status === null && user.role === 'student')) return;
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    await repo.insertLoginCode(tx, {
      userId: user.id,
      channel: address.channel,
      codeHash: codeHash(deps.secret, user.id, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    if (address.channel === 'email') {
      await queueMessage(tx, deps.jobs, {
        channel: 'email',
        to: user.email,
        subject: t('auth.codeEmailSubject', { code }),
        text: t('auth.codeEmailText', { code }),
        kind: 'login-code',
      });
    } else {
      await queueMessage(tx, deps.jobs, {
        channel: 'sms',
        to: user.phone,
        text: t('auth.codeSmsText', { code, host: deps.host }),
        kind: 'login-code',
      });
    }
  });
}

export interface LoginResult {
  sessionToken: string;
  redirectTo: string;
}

/**
 * Checks a code against every live code of the person. A wrong guess counts against each of them;
 * the fifth wrong guess kills a code. A right one is used up and starts a new session.
 */
export async function login(
  deps: AuthDeps,
  input: { address: Address; code: string; previousSessionToken?: string | undefined },
): Promise<LoginResult> {
  const user = await findUser(deps.db, input.address);
  const now = new Date();
  if (!user) {
    codeHash(deps.secret, '00000000-0000-0000-0000-000000000000', input.code); // same work as a real check
    throw new AppError('VALIDATION', t('auth.tokenIncorrect'), 'token');
  }
  const expected = Buffer.from(codeHash(deps.secret, user.id, input.code), 'hex');

  const outcome = await deps.db.transaction(async (tx) => {
    const codes = await repo.liveCodes(tx, user.id, now);
    const usable = codes.filter((c) => c.attempts < MAX_CODE_ATTEMPTS);
    const match = usable.find((c) => timingSafeEqual(Buffer.from(c.codeHash, 'hex'), expected));
    if (!match) {
      await repo.addFailedAttempt(
        tx,
        usable.map((c) => c.id),
      );
      if (codes.length > 0 && usable.every((c) => c.attempts + 1 >= MAX_CODE_ATTEMPTS))
        return 'locked' as const;
      if (codes.length === 0 && (await repo.hasExpiredUnusedCode(tx, user.id, now)))
        return 'expired' as const;
      return 'wrong' as const;
    }
    if (!(await repo.consumeCode(tx, match.id, now))) return 'wrong' as const;
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

  if (outcome === 'locked') throw new AppError('VALIDATION', t('auth.tokenLocked'), 'token');
  if (outcome === 'expired') throw new AppError('VALIDATION', t('auth.tokenExpired'), 'token');
  if (outcome === 'wrong') throw new AppError('VALIDATION', t('auth.tokenIncorrect'), 'token');

  const viewer: PathViewer =
    user.role === 'student' && isStatus(user.status)
      ? { role: 'student', status: user.status }
      : { role: user.role === 'admin' ? 'admin' : 'coach' };
  return { sessionToken: outcome.token, redirectTo: defaultPath(viewer) };
}

export async function logout(deps: Pick<AuthDeps, 'db'>, sessionToken: string | undefined): Promise<void> {
  if (sessionToken) await repo.revokeSession(deps.db, hashSessionToken(sessionToken));
}

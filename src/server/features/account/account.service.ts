import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { supportPhoneLabel } from '@shared/domain/program-settings.js';
import type { ContactChange, ContactChangeResult } from '@shared/contracts/account.js';
import type { EmailRating } from '@shared/contracts/analysis.js';
import {
  CHANGE_CODE_TTL_MS,
  CHANGE_CODE_WINDOW_MS,
  emailChangeErrors,
  MAX_CHANGE_CODE_ATTEMPTS,
  MAX_CHANGE_CODES,
  phoneChangeErrors,
} from '@shared/domain/account.js';
import { maskEmail, maskPhone, normalizeEmail, phoneDigits, toE164 } from '@shared/domain/contact.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import '@shared/messages/uploads.js';
import type { Db, Tx } from '@server/db/client.js';
import { queueEffect } from '@server/queue/effects.js';
import { queueMessage, type NewMessage } from '@server/queue/messages.js';
import type { Jobs } from '@server/queue/queue.js';
import type { AiPort } from '@server/ports/ai.js';
import { keepOwnEmailRating } from '@server/ratings/email-rating.service.js';
import * as repo from './account.repo.js';

/** The person's count of wrong codes, shared with sign-in (composed in app.ts; issue 38). */
interface CodeFailures {
  /** Until when this client's guesses are refused unchecked; null when it may guess now. */
  heldUntil(tx: Tx, userId: string, ip: string, now: Date): Promise<Date | null>;
  /** One more wrong code from this client. */
  fail(tx: Tx, userId: string, ip: string, now: Date): Promise<void>;
}

export interface AccountDeps {
  db: Db;
  jobs: Jobs;
  ai: AiPort;
  secret: string;
  failures: CodeFailures;
  log?: { warn(obj: object, msg: string): void };
}

type Channel = 'email' | 'sms';
type Kind = 'email' | 'phone';
type User = Awaited<ReturnType<typeof me>>;

function codeHash(
  secret: string,
  userId: string,
  purpose: repo.Purpose,
  target: string,
  code: string,
): string {
  return createHmac('sha256', secret).update(`change:${purpose}:${userId}:${target}:${code}`).digest('hex');
}

async function me(db: Db | Tx, userId: string) {
  const user = await repo.findUser(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', t('errors.unauthorized'));
  // Staff may have no phone (decision 040); the account screens are students', who always have one.
  return { ...user, phone: user.phone ?? '' };
}

function firstError(errors: Record<string, string | undefined>): never | void {
  const [field, message] = Object.entries(errors).find(([, m]) => m) ?? [];
  if (field && message) throw new AppError('VALIDATION', message, field);
}

const channelOf = (kind: Kind): Channel => (kind === 'email' ? 'email' : 'sms');
const currentAddress = (user: User, kind: Kind) =>
  kind === 'email' ? normalizeEmail(user.email) : user.phone;
const masked = (kind: Kind, address: string) => (kind === 'email' ? maskEmail(address) : maskPhone(address));

function codeMessage(kind: Kind, purpose: repo.Purpose, to: string, code: string): NewMessage {
  const phone = supportPhoneLabel();
  if (purpose === 'current') {
    return kind === 'email'
      ? {
          channel: 'email',
          to,
          subject: t('account.currentCodeEmailSubject', { code }),
          text: t('account.currentCodeEmailText', { code, phone }),
          kind: 'change-code',
        }
      : { channel: 'sms', to, text: t('account.currentCodeSmsText', { code, phone }), kind: 'change-code' };
  }
  return kind === 'email'
    ? {
        channel: 'email',
        to,
        subject: t('account.codeEmailSubject', { code }),
        text: t('account.codeEmailText', { code }),
        kind: 'change-code',
      }
    : { channel: 'sms', to, text: t('account.codeSmsText', { code }), kind: 'change-code' };
}

async function sendCode(
  deps: AccountDeps,
  userId: string,
  kind: Kind,
  purpose: repo.Purpose,
  target: string,
): Promise<void> {
  const now = new Date();
  const channel = channelOf(kind);
  await deps.db.transaction(async (tx) => {
    const recent = await repo.countCodesSince(
      tx,
      userId,
      channel,
      purpose,
      new Date(now.getTime() - CHANGE_CODE_WINDOW_MS),
    );
    if (recent >= MAX_CHANGE_CODES) throw new AppError('RATE_LIMITED', t('account.tooManyCodes'));
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    await repo.insertCode(tx, {
      userId,
      channel,
      purpose,
      target,
      codeHash: codeHash(deps.secret, userId, purpose, target, code),
      expiresAt: new Date(now.getTime() + CHANGE_CODE_TTL_MS),
    });
    await queueMessage(tx, deps.jobs, codeMessage(kind, purpose, target, code));
  });
}

/**
 * Checks a code against the person's live codes for this purpose and address. A wrong one counts against
 * each of them (the fifth kills a code) and on the person's count of wrong codes, shared with sign-in; a
 * client held by that count is refused unchecked. Call inside the transaction that acts on a match.
 */
async function checkCode(
  deps: AccountDeps,
  tx: Tx,
  input: { userId: string; purpose: repo.Purpose; target: string; code: string; now: Date; ip: string },
): Promise<{ id: string } | 'wrong' | 'dead' | 'held'> {
  const { userId, purpose, target, now } = input;
  if (await deps.failures.heldUntil(tx, userId, input.ip, now)) return 'held';
  const codes = await repo.liveCodes(tx, userId, purpose, target, now);
  const usable = codes.filter((c) => c.attempts < MAX_CHANGE_CODE_ATTEMPTS);
  const expected = Buffer.from(codeHash(deps.secret, userId, purpose, target, input.code), 'hex');
  const match = usable.find((c) => timingSafeEqual(Buffer.from(c.codeHash, 'hex'), expected));
  if (match) return { id: match.id };
  await repo.addFailedAttempt(
    tx,
    usable.map((c) => c.id),
  );
  if (usable.length > 0) await deps.failures.fail(tx, userId, input.ip, now);
  const dead =
    (codes.length > 0 && usable.every((c) => c.attempts + 1 >= MAX_CHANGE_CODE_ATTEMPTS)) ||
    (codes.length === 0 && (await repo.hasDeadCode(tx, userId, purpose, target, now)));
  return dead ? 'dead' : 'wrong';
}

/**
 * The rules of spec 001 §5 for the new address; the normalised address. Whether another account holds it
 * is not looked at here: before the student proves the new address, a taken one gets the same answer, the
 * same code and the same time as a free one, so these calls cannot tell who is enrolled (issue 38). It is
 * refused in `changeContact`, after its code.
 */
function checkNewAddress(
  user: User,
  input:
    | { kind: 'email'; email: string; confirmEmail: string }
    | { kind: 'phone'; phone: string; confirmPhone: string },
): string {
  if (input.kind === 'email') firstError(emailChangeErrors(user.email, input.email, input.confirmEmail));
  else firstError(phoneChangeErrors(user.phone, input.phone, input.confirmPhone));
  return input.kind === 'email' ? normalizeEmail(input.email) : toE164(input.phone);
}

/**
 * Step 1 of a change: with a valid new address in hand, a code goes to the address on file, so a stolen
 * session alone cannot move the account to someone else.
 */
export async function requestCurrentCode(
  deps: AccountDeps,
  userId: string,
  input:
    | { kind: 'email'; email: string; confirmEmail: string }
    | { kind: 'phone'; phone: string; confirmPhone: string },
): Promise<{ sentTo: string }> {
  const user = await me(deps.db, userId);
  checkNewAddress(user, input);
  const current = currentAddress(user, input.kind);
  await sendCode(deps, userId, input.kind, 'current', current);
  return { sentTo: masked(input.kind, current) };
}

/** The code from the address on file must still be live; it stays so (for a resend) until the change is saved. */
async function proveCurrent(deps: AccountDeps, user: User, kind: Kind, code: string | undefined, ip: string) {
  if (!code?.trim()) throw new AppError('VALIDATION', t('account.currentCodeRequired'), 'currentCode');
  if (!/^\d{6}$/.test(code.trim())) throw new AppError('VALIDATION', t('account.codeFormat'), 'currentCode');
  const outcome = await deps.db.transaction((tx) =>
    checkCode(deps, tx, {
      userId: user.id,
      purpose: 'current',
      target: currentAddress(user, kind),
      code: code.trim(),
      now: new Date(),
      ip,
    }),
  );
  if (outcome === 'held') throw new AppError('RATE_LIMITED', t('account.codeWait'), 'currentCode');
  if (outcome === 'dead') throw new AppError('VALIDATION', t('account.codeExpired'), 'currentCode');
  if (outcome === 'wrong') throw new AppError('VALIDATION', t('account.codeIncorrect'), 'currentCode');
}

/** Step 2: the code from the address on file, then a code to the new address. */
export async function requestEmailCode(
  deps: AccountDeps,
  userId: string,
  input: { email: string; confirmEmail: string; currentCode?: string | undefined },
  ip: string,
): Promise<{ sentTo: string }> {
  const user = await me(deps.db, userId);
  const target = checkNewAddress(user, { kind: 'email', ...input });
  await proveCurrent(deps, user, 'email', input.currentCode, ip);
  await sendCode(deps, userId, 'email', 'new', target);
  return { sentTo: maskEmail(target) };
}

export async function requestPhoneCode(
  deps: AccountDeps,
  userId: string,
  input: { phone: string; confirmPhone: string; currentCode?: string | undefined },
  ip: string,
): Promise<{ sentTo: string }> {
  const user = await me(deps.db, userId);
  const target = checkNewAddress(user, { kind: 'phone', ...input });
  await proveCurrent(deps, user, 'phone', input.currentCode, ip);
  await sendCode(deps, userId, 'phone', 'new', target);
  return { sentTo: maskPhone(target) };
}

/** Postgres unique violation: another account took the address between the check and the write. */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * PATCH /api/user {email|phone, code}: a right code saves the new address, tells the old e-mail, and queues
 * the help-desk update (whose failure is only logged by the job). Repeating a finished change answers the same.
 */
export async function changeContact(
  deps: AccountDeps,
  userId: string,
  sessionId: string,
  input: ContactChange,
  ip: string,
): Promise<ContactChangeResult> {
  const field = 'email' in input ? 'email' : 'phone';
  const raw = 'email' in input ? input.email : input.phone;
  const user = await me(deps.db, userId);
  const target = field === 'email' ? normalizeEmail(raw) : toE164(raw);
  const current = field === 'email' ? normalizeEmail(user.email) : user.phone;
  const hash = codeHash(deps.secret, userId, 'new', target, input.code);
  // A change repeated with its own used code answers the same; otherwise "already current" is the spec's rule.
  if (target === current && (await repo.wasChangedWith(deps.db, userId, target, hash)))
    return { email: user.email, phone: user.phone, emailRating: null };
  if ('email' in input) firstError(emailChangeErrors(user.email, raw, input.confirmEmail ?? raw));
  else firstError(phoneChangeErrors(user.phone, raw, input.confirmPhone ?? raw));

  const now = new Date();
  let outcome: 'saved' | 'wrong' | 'dead' | 'taken' | 'held';
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const match = await checkCode(deps, tx, { userId, purpose: 'new', target, code: input.code, now, ip });
      if (match === 'wrong' || match === 'dead' || match === 'held') return match;
      if (!(await repo.consumeCode(tx, match.id, now))) return 'wrong';
      if (await repo.isTakenByOther(tx, userId, field, target)) return 'taken';
      if (field === 'email') {
        await repo.setEmail(tx, userId, target);
        await queueMessage(tx, deps.jobs, {
          channel: 'email',
          to: user.email,
          subject: t('account.emailChangedSubject'),
          text: t('account.emailChangedText', {
            firstName: user.firstName,
            email: target,
            phone: supportPhoneLabel(),
          }),
          kind: 'email-changed',
        });
      } else {
        await repo.setPhone(tx, userId, target);
        await queueMessage(tx, deps.jobs, {
          channel: 'sms',
          to: user.phone,
          text: t('account.phoneChangedSms', {
            last4: phoneDigits(target).slice(-4),
            support: supportPhoneLabel(),
          }),
          kind: 'phone-changed',
        });
      }
      await repo.consumeCurrentCodes(tx, userId, now);
      // Whoever else holds a session (a stolen cookie, a shared computer) must sign in again, at the new address.
      await repo.revokeOtherSessions(tx, userId, sessionId);
      if (user.status === '5_PostProgram') {
        // Graduates are followed by the post-program system, which must reach them at the new address.
        await queueEffect(tx, deps.jobs, {
          kind: 'crm.postProgramSync',
          payload: {
            uuid: user.id,
            email: field === 'email' ? target : user.email,
            phone: field === 'phone' ? target : user.phone,
            hasOptedOutOfEmail: user.hasOptedOutOfEmail,
            hasOptedOutOfSMS: user.hasOptedOutOfSms,
          },
        });
      }
      await queueEffect(tx, deps.jobs, {
        kind: 'helpdesk.patchUser',
        payload: { email: user.email, fields: { [field]: target } },
      });
      return 'saved';
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    outcome = 'taken';
  }
  if (outcome === 'taken')
    throw new AppError('CONFLICT', t(field === 'email' ? 'account.emailTaken' : 'account.phoneTaken'), field);
  if (outcome === 'held') throw new AppError('RATE_LIMITED', t('account.codeWait'), 'code');
  if (outcome === 'dead') throw new AppError('VALIDATION', t('account.codeExpired'), 'code');
  if (outcome === 'wrong') throw new AppError('VALIDATION', t('account.codeIncorrect'), 'code');

  const saved = await me(deps.db, userId);
  return {
    email: saved.email,
    phone: saved.phone,
    emailRating: field === 'email' ? await reRate(deps, saved) : null,
  };
}

/** Rates the new address so the session knows its level; a rater failure never undoes the change. */
async function reRate(
  deps: AccountDeps,
  user: { id: string; email: string; firstName: string; lastName: string },
): Promise<EmailRating | null> {
  try {
    const rating = await deps.ai.rateEmail({
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
    });
    await keepOwnEmailRating(deps.db, user.id, user.email, rating.rating);
    return rating;
  } catch (err) {
    deps.log?.warn({ err }, 'e-mail rating after change failed');
    return null;
  }
}

/** The earliest profile-photo date kept: nothing was uploaded to the portal before 2020. */
const PHOTO_DATES_FROM = Date.UTC(2020, 0, 1);

/** PATCH /api/usersMetrics: when the profile photo was uploaded, a real date (never year 0432 or next year). */
export async function recordPhotoUpload(
  deps: Pick<AccountDeps, 'db'>,
  userId: string,
  input: { profilePhotoUploadDate: string; profilePhotoPath?: string | undefined },
): Promise<{ profilePhotoUploadDate: string; profilePhotoPath: string | null }> {
  const date = new Date(input.profilePhotoUploadDate);
  // The portal opened long after 2020; a phone's clock may run a little ahead, never a day.
  if (!(date.getTime() >= PHOTO_DATES_FROM && date.getTime() <= Date.now() + 24 * 60 * 60 * 1000))
    throw new AppError('VALIDATION', t('uploads.photoDate'), 'profilePhotoUploadDate');
  const path = input.profilePhotoPath;
  if (path && !(await repo.ownsProfilePhoto(deps.db, userId, path.split('/')[1]!)))
    throw new AppError('NOT_FOUND', t('errors.notFound'), 'profilePhotoPath');
  const row = await repo.setPhotoMetrics(deps.db, userId, date, path);
  return { profilePhotoUploadDate: row.date!.toISOString(), profilePhotoPath: row.path };
}

import type { Payout, PayoutQuote, PayoutRequestBody, StaffPayout } from '@shared/contracts/payouts.js';
import type { StudentPayout } from '@shared/contracts/staff.js';
import {
  formatDollars,
  payoutAmountCents,
  payoutScreen,
  permitFeeOf,
  permitPaidInFees,
  type PayoutReason,
} from '@shared/domain/payouts.js';
import { normalizeEmail } from '@shared/domain/contact.js';
import { approvedEndorsements, mayRequestEndorsementPayout } from '@shared/domain/endorsements.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { alreadyDecided, recordAudit } from '@server/audit/audit.repo.js';
import type { Locale } from '@shared/locale.js';
import { isUniqueViolation, type Db, type Tx } from '@server/db/client.js';
import { queueEffect } from '@server/queue/effects.js';
import { withLocale } from '@server/locale.js';
import { queueMessage } from '@server/queue/messages.js';
import type { Jobs } from '@server/queue/queue.js';
import { queueTicket } from '@server/queue/tickets.js';
import type { Viewer } from '@server/plugins/session.js';
import { completeByEvent } from '@server/progress/progress.service.js';
import * as repo from './payouts.repo.js';

export interface PayoutsDeps {
  db: Db;
  jobs: Jobs;
}

function present(row: repo.PayoutRow): Payout {
  return {
    uuid: row.id,
    userFK: row.userId,
    reason: row.reason,
    amount: row.amountCents === null ? null : row.amountCents / 100,
    email: row.email,
    faFirstName: row.faFirstName,
    faLastName: row.faLastName,
    status: row.status,
    approved: row.approvedAt !== null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    returnReason: row.status === 'returned' ? row.returnReason : null,
  };
}

/** GET /api/paypal: the student's own payouts, newest first. */
export async function listPayouts(deps: PayoutsDeps, viewer: Viewer): Promise<Payout[]> {
  return (await repo.listForUser(deps.db, viewer.userId)).map(present);
}

/** One student's payouts for the staff console, newest first. */
export async function payoutsOf(deps: { db: Db }, userId: string): Promise<StudentPayout[]> {
  return (await repo.listForUser(deps.db, userId)).map((row) => ({
    id: row.id,
    reason: row.reason,
    amountCents: row.amountCents,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  }));
}

async function graduate(deps: PayoutsDeps, viewer: Viewer) {
  const student = await repo.findStudent(deps.db, viewer.userId);
  if (!student) throw new AppError('UNAUTHORIZED', t('errors.unauthorized'));
  if (student.status !== '5_PostProgram') throw new AppError('FORBIDDEN', t('payouts.graduatesOnly'));
  return student;
}

/**
 * Why a request for this reason cannot be made yet, or null when it can: the endorsement payout waits for a
 * coach to approve at least one endorsement (spec 000 §3 endorsement statuses).
 */
async function notYet(
  deps: PayoutsDeps,
  userId: string,
  reason: PayoutReason,
  state: string | null,
): Promise<string | null> {
  if (reason === 'permit' && permitPaidInFees(await repo.findStanding(deps.db, userId, 'fees'), reason)) {
    const fee = permitFeeOf(state);
    return t('payouts.permitInFees', { fee: formatDollars(Math.round((fee?.permit ?? 0) * 100)) });
  }
  if (reason !== 'endorsement') return null;
  const docs = await repo.endorsementStatuses(deps.db, userId);
  return mayRequestEndorsementPayout(docs) ? null : t('payouts.endorsementFirst');
}

/** GET /api/paypal/quote/:reason: what a request for this reason would record, from the same rule. */
export async function quotePayout(
  deps: PayoutsDeps,
  viewer: Viewer,
  reason: PayoutReason,
): Promise<PayoutQuote> {
  const student = await graduate(deps, viewer);
  const amountCents = payoutAmountCents(reason, student.state);
  const fee = reason === 'fees' || reason === 'permit' ? permitFeeOf(student.state) : undefined;
  return {
    reason,
    state: student.state,
    amount: amountCents === null ? null : amountCents / 100,
    permitFee: fee ? fee.permit : null,
    notYet: await notYet(deps, viewer.userId, reason, student.state),
    paymentEmail: student.payoutEmail,
  };
}

/**
 * A graduate asks for a payout. The amount comes from the state fee table, never from the browser. One
 * pending request per reason (a unique index); a completed reason is not paid twice; the same
 * Idempotency-Key answers the request it already made.
 */
export async function requestPayout(
  deps: PayoutsDeps,
  viewer: Viewer,
  body: PayoutRequestBody & { email: string },
  idempotencyKey: string | null,
): Promise<Payout> {
  if (body.userFK && body.userFK !== viewer.userId)
    throw new AppError('FORBIDDEN', t('errors.forbidden'), 'userFK');
  const student = await graduate(deps, viewer);

  const standing = async () => repo.findStanding(deps.db, viewer.userId, body.reason);
  const refuse = async (): Promise<Payout> => {
    const rows = await standing();
    const retried = idempotencyKey ? rows.find((r) => r.idempotencyKey === idempotencyKey) : undefined;
    if (retried && normalizeEmail(retried.email) !== normalizeEmail(body.email))
      throw new AppError('UNPROCESSABLE', t('errors.keyReused'), 'Idempotency-Key');
    if (retried) return present(retried);
    throw payoutScreen(rows, body.reason) === 'completed'
      ? new AppError('CONFLICT', t('payouts.alreadyCompleted'), 'reason')
      : new AppError('CONFLICT', t('payouts.alreadyPending'), 'reason');
  };
  if (payoutScreen(await standing(), body.reason) !== 'form') return refuse();
  const blocked = await notYet(deps, viewer.userId, body.reason, student.state);
  if (blocked) throw new AppError('FORBIDDEN', blocked, 'reason');
  // The payment e-mail is fixed by the first request ("THIS CANNOT BE CHANGED LATER"); a coach changes it.
  const fixedEmail = (fixed: string | null) => {
    if (fixed && normalizeEmail(fixed) !== normalizeEmail(body.email))
      throw new AppError('VALIDATION', t('payouts.emailFixed', { email: fixed }), 'email');
  };
  fixedEmail(student.payoutEmail);

  const amountCents = payoutAmountCents(body.reason, student.state);
  try {
    const row = await deps.db.transaction(async (tx) => {
      if (!student.payoutEmail && !(await repo.fixPayoutEmail(tx, viewer.userId, body.email)))
        fixedEmail(await repo.findPayoutEmail(tx, viewer.userId)); // a first request at the same moment
      const created = await repo.insertPayout(tx, {
        userId: viewer.userId,
        reason: body.reason,
        amountCents,
        state: student.state,
        email: body.email,
        faFirstName: body.faFirstName ?? student.firstName,
        faLastName: body.faLastName ?? student.lastName,
        idempotencyKey,
      });
      // A coach reviews every payout; an amount the portal could not compute is theirs to set.
      await queueTicket(tx, deps.jobs, {
        userId: viewer.userId,
        email: student.email,
        subject: t('payouts.ticketSubject', { reason: t(`payouts.reasons.${body.reason}`) }),
        body: t('payouts.ticketBody', {
          name: `${student.firstName} ${student.lastName}`,
          email: body.email,
          amount:
            amountCents === null
              ? t('payouts.amountUnknown', { state: student.state ?? '?' })
              : formatDollars(amountCents),
        }),
        groupId: 'CareerServices',
        tags: ['payout', body.reason],
      });
      // The checklist step of this payout is done once it is asked for.
      await completeByEvent(tx, viewer.userId, { kind: 'payoutRequested', key: body.reason });
      return created;
    });
    return present(row);
  } catch (err) {
    // Two requests at once: the unique index lets one through; the other is answered like a retry.
    if (isUniqueViolation(err)) return refuse();
    throw err;
  }
}

export async function totalSpending(deps: PayoutsDeps, viewer: Viewer) {
  return { totalSpending: (await repo.totalPaidCents(deps.db, viewer.userId)) / 100 };
}

export async function staffQueue(deps: PayoutsDeps, status: 'open' | 'completed'): Promise<StaffPayout[]> {
  const rows = await repo.listQueue(deps.db, status);
  const all = await repo.listForUsers(deps.db, [...new Set(rows.map((r) => r.payout.userId))]);
  const historyOf = (payout: repo.PayoutRow) =>
    all
      .filter((p) => p.userId === payout.userId && p.id !== payout.id)
      .map((p) => ({
        reason: p.reason,
        status: p.status,
        amount: p.amountCents === null ? null : p.amountCents / 100,
        email: p.email,
        createdAt: p.createdAt.toISOString(),
      }));
  return rows.map((r) => ({
    history: historyOf(r.payout),
    ...present(r.payout),
    state: r.payout.state,
    approvedEndorsements:
      r.payout.reason === 'endorsement' && r.endorsements ? approvedEndorsements(r.endorsements) : [],
    student: { id: r.payout.userId, firstName: r.firstName, lastName: r.lastName, email: r.studentEmail },
  }));
}

const snapshot = (row: repo.PayoutRow) => ({
  status: row.status,
  approved: row.approvedAt !== null,
  amountCents: row.amountCents,
});

/** Staff: approve a pending payout and send the money once through the payments port; decided once. */
export async function approvePayout(deps: PayoutsDeps, staff: Viewer, id: string, amount?: number) {
  const row = await deps.db.transaction(async (tx) => {
    const before = await repo.findPayoutForUpdate(tx, id);
    if (!before) throw new AppError('NOT_FOUND', t('errors.notFound'));
    if (before.approvedAt !== null || before.status !== 'pending')
      throw await alreadyDecided(tx, 'payoutId', id);
    const amountCents = before.amountCents ?? (amount === undefined ? null : Math.round(amount * 100));
    if (amountCents === null) throw new AppError('VALIDATION', t('payouts.amountNeeded'), 'amount');
    const after = await repo.updatePayout(tx, id, {
      amountCents,
      approvedAt: new Date(),
      approvedBy: staff.userId,
    });
    await queueEffect(tx, deps.jobs, {
      kind: 'payments.send',
      payload: { email: after.email, amountCents, note: `Payout: ${after.reason}` },
    });
    await auditDecision(tx, staff, 'payouts.approve', before, after);
    return after;
  });
  return present(row);
}

type PayoutRow = NonNullable<Awaited<ReturnType<typeof repo.findPayoutForUpdate>>>;

/** A coach's decision on a payout, audited with the payout before and after it (and what else it says). */
async function auditDecision(
  tx: Tx,
  staff: Viewer,
  action: string,
  before: PayoutRow,
  after: PayoutRow,
  more: Record<string, unknown> = {},
) {
  await recordAudit(tx, {
    actorId: staff.userId,
    action,
    subjectUserId: after.userId,
    detail: {
      payoutId: after.id,
      reason: after.reason,
      ...more,
      before: snapshot(before),
      after: snapshot(after),
    },
  });
}

/** An e-mail to the student about their payout, written in the student's language (decision 028). */
async function emailStudent(
  tx: Tx,
  jobs: Jobs,
  student: { email: string; locale: Locale },
  kind: string,
  message: () => { subject: string; text: string },
) {
  await withLocale(student.locale, () =>
    queueMessage(tx, jobs, { channel: 'email', to: student.email, ...message(), kind }),
  );
}

/** Staff: the money arrived; the payout is completed and the student is told, once. */
export async function markPayoutPaid(deps: PayoutsDeps, staff: Viewer, id: string) {
  const row = await deps.db.transaction(async (tx) => {
    const before = await repo.findPayoutForUpdate(tx, id);
    if (!before) throw new AppError('NOT_FOUND', t('errors.notFound'));
    if (before.status === 'completed') throw await alreadyDecided(tx, 'payoutId', id);
    if (before.approvedAt === null) throw new AppError('CONFLICT', t('payouts.approveFirst'));
    const after = await repo.updatePayout(tx, id, {
      status: 'completed',
      completedAt: new Date(),
      completedBy: staff.userId,
    });
    const student = await repo.findStudent(tx, after.userId);
    await emailStudent(tx, deps.jobs, student!, 'payout-paid', () => ({
      subject: t('payouts.paidEmailSubject'),
      text: t('payouts.paidEmailText', {
        firstName: student!.firstName,
        amount: formatDollars(after.amountCents ?? 0),
        email: after.email,
      }),
    }));
    await auditDecision(tx, staff, 'payouts.markPaid', before, after);
    return after;
  });
  return present(row);
}

/**
 * Staff: send a request back before any money is sent (a mistyped payment address, not eligible yet), with
 * the reason the student reads on the payout screen and in an e-mail. Decided once; the student may then
 * ask again for the same reason.
 */
export async function returnPayout(deps: PayoutsDeps, staff: Viewer, id: string, reason: string) {
  const row = await deps.db.transaction(async (tx) => {
    const before = await repo.findPayoutForUpdate(tx, id);
    if (!before) throw new AppError('NOT_FOUND', t('errors.notFound'));
    if (before.approvedAt !== null || before.status !== 'pending')
      throw await alreadyDecided(tx, 'payoutId', id);
    const after = await repo.updatePayout(tx, id, {
      status: 'returned',
      returnReason: reason,
      returnedAt: new Date(),
      returnedBy: staff.userId,
    });
    const student = await repo.findStudent(tx, after.userId);
    // Sending a request back is how a coach changes the payment e-mail: the next request fixes it anew.
    const releasedEmail = student!.payoutEmail;
    await repo.releasePayoutEmail(tx, after.userId);
    await emailStudent(tx, deps.jobs, student!, 'payout-returned', () => ({
      subject: t('payouts.returnedEmailSubject'),
      text: t('payouts.returnedEmailText', {
        firstName: student!.firstName,
        reason: t(`payouts.reasons.${after.reason}`),
        why: reason,
      }),
    }));
    await auditDecision(tx, staff, 'payouts.return', before, after, { why: reason, releasedEmail });
    return after;
  });
  return present(row);
}

/** Where a student's payouts are paid, for the console; null until their first request fixes it. */
export const payoutEmailOf = (deps: { db: Db }, userId: string) => repo.findPayoutEmail(deps.db, userId);

/**
 * Staff: changes where a graduate's payouts are paid (issue 42 item 9: fixed at the first request, changed
 * only by a coach), audited with the old and new address. Requests already made keep the address they
 * were made with; the next one is paid to the new address.
 */
export async function setPayoutEmail(deps: PayoutsDeps, staff: Viewer, studentId: string, email: string) {
  return deps.db.transaction(async (tx) => {
    const student = await repo.findStudentForUpdate(tx, studentId);
    if (!student) throw new AppError('NOT_FOUND', t('staff.unknownStudent'));
    if (student.payoutEmail === email) return { paymentEmail: email };
    await repo.setPayoutEmail(tx, studentId, email);
    await recordAudit(tx, {
      actorId: staff.userId,
      action: 'payouts.setEmail',
      subjectUserId: studentId,
      detail: { before: student.payoutEmail, after: email },
    });
    return { paymentEmail: email };
  });
}

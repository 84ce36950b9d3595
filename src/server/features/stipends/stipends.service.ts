import type { StaffStipend, StipendRequestBody, StipendsOverview } from '@shared/contracts/stipends.js';
import {
  attendanceOf,
  isStipendWeek,
  STIPEND_WEEKS,
  stipendEligibility,
  weekForm,
  type StipendWeek,
} from '@shared/domain/stipends.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { alreadyDecided, recordAudit } from '@server/audit/audit.repo.js';
import type { Db } from '@server/db/client.js';
import { queueDecisionNotice } from '@server/queue/decision-notices.js';
import { queueEffect } from '@server/queue/effects.js';
import type { Jobs } from '@server/queue/queue.js';
import type { Viewer } from '@server/plugins/session.js';
import { completeByEvent, retractEvent } from '@server/progress/progress.service.js';
import '@shared/messages/decision-notices.js';
import '@shared/messages/staff.js';
import * as repo from './stipends.repo.js';

export interface StipendsDeps {
  db: Db;
  jobs: Jobs;
  amountCents: number;
  now?: () => Date;
}

async function planOf(deps: StipendsDeps, userId: string) {
  const plan = await repo.findStudentPlan(deps.db, userId);
  if (!plan) throw new AppError('NOT_FOUND', t('errors.notFound'));
  return plan;
}

/** GET /api/stipends: the four weeks with the eligibility rule applied and any request's status. */
export async function overview(deps: StipendsDeps, viewer: Viewer): Promise<StipendsOverview> {
  const plan = await planOf(deps, viewer.userId);
  const requests = await repo.listRequests(deps.db, viewer.userId);
  const paymentEmail = (await repo.findPaymentEmail(deps.db, viewer.userId)) ?? plan.email;
  const now = deps.now?.() ?? new Date();
  return {
    startDate: plan.inSchoolStartDate,
    paymentEmail,
    amount: deps.amountCents / 100,
    enabled: plan.stipendSp,
    weeks: STIPEND_WEEKS.map((week) => {
      const rule = stipendEligibility(plan.inSchoolStartDate, week, now);
      const request = requests.find((r) => r.week === week);
      return {
        week,
        eligible: rule.eligible,
        message: rule.eligible ? null : rule.message,
        request: request
          ? {
              status: request.status,
              email: request.email,
              attendance: request.attendance,
              declineReason: request.declineReason,
              createdAt: request.createdAt.toISOString(),
            }
          : null,
      };
    }),
  };
}

/**
 * POST /api/paypal/requestStipend: one request per week, only for students whose plan has stipends and
 * who are eligible that day; the week's checklist step is done in the same transaction. The stipend goes
 * to the payment e-mail verified in pre-enrollment (or set by a coach), never to one sent with the request.
 */
/**
 * A student asks for a week's stipend. The request keeps its Idempotency-Key, so a retry of a request that
 * went through (even one whose answer was lost) gets the same answer instead of "already asked".
 */
export async function requestStipend(
  deps: StipendsDeps,
  viewer: Viewer,
  body: StipendRequestBody,
  idempotencyKey: string | undefined,
) {
  const week = Number(body.week);
  if (!isStipendWeek(week)) throw new AppError('VALIDATION', t('errors.invalidInput'), 'week');
  const plan = await planOf(deps, viewer.userId);
  if (!plan.stipendSp) throw new AppError('FORBIDDEN', t('stipends.notInPlan'));
  const rule = stipendEligibility(plan.inSchoolStartDate, week, deps.now?.() ?? new Date());
  if (!rule.eligible) throw new AppError('FORBIDDEN', rule.message);
  const attendance = attendanceOf(body.reasonNotes)!;
  const answers = requiredAnswers(week, attendance, body.answers ?? {});
  const email = (await repo.findPaymentEmail(deps.db, viewer.userId)) ?? plan.email;

  return deps.db.transaction(async (tx) => {
    const created = await repo.insertRequestOnce(tx, {
      userId: viewer.userId,
      week,
      email,
      attendance,
      answers,
      idempotencyKey: idempotencyKey ?? null,
    });
    if (!created) {
      const first = (await repo.listRequests(tx, viewer.userId)).find((r) => r.week === week);
      if (idempotencyKey && first?.idempotencyKey === idempotencyKey) return { week, status: first.status };
      throw new AppError('CONFLICT', t('stipends.alreadyRequested', { week }));
    }
    await completeByEvent(tx, viewer.userId, { kind: 'stipendRequested', key: String(week) });
    return { week, status: created.status };
  });
}

/** The forms a request must carry: the week's survey when the student went, and the partial form too. */
function requiredAnswers(
  week: StipendWeek,
  attendance: 'full' | 'partial' | 'none',
  answers: NonNullable<StipendRequestBody['answers']>,
): Record<string, unknown> {
  if (attendance === 'none') return {};
  const form = weekForm(week);
  const out: Record<string, unknown> = {};
  if (!answers[form]) throw new AppError('VALIDATION', t('stipends.answerRequired'), `answers.${form}`);
  out[form] = answers[form];
  if (attendance === 'partial') {
    if (!answers.partial) throw new AppError('VALIDATION', t('stipends.answerRequired'), 'answers.partial');
    out.partial = answers.partial;
  }
  return out;
}

/** A queued request as the staff console lists it. */
function toStaffStipend({ request, firstName, lastName }: repo.QueuedRequest): StaffStipend {
  return {
    id: request.id,
    week: request.week,
    email: request.email,
    attendance: request.attendance,
    answers: request.answers,
    createdAt: request.createdAt.toISOString(),
    status: request.status,
    student: { id: request.userId, firstName, lastName },
  };
}

export async function listOpen(deps: StipendsDeps): Promise<StaffStipend[]> {
  const rows = await repo.listOpenRequests(deps.db);
  return rows.map(toStaffStipend);
}

async function decided(deps: StipendsDeps, id: string): Promise<never> {
  const exists = await repo.findRequest(deps.db, id);
  throw exists
    ? await alreadyDecided(deps.db, 'requestId', id)
    : new AppError('NOT_FOUND', t('errors.notFound'));
}

/** Staff: approve a requested stipend and send the payment once (the payment id is the request id). */
export async function approve(deps: StipendsDeps, staff: Viewer, id: string) {
  const row = await deps.db.transaction(async (tx) => {
    const updated = await repo.transition(tx, id, 'requested', {
      status: 'approved',
      amountCents: deps.amountCents,
      decidedBy: staff.userId,
      decidedAt: new Date(),
    });
    if (!updated) return null;
    await queueEffect(tx, deps.jobs, {
      kind: 'payments.send',
      payload: { email: updated.email, amountCents: deps.amountCents, note: `Stipend week ${updated.week}` },
    });
    await recordAudit(tx, {
      actorId: staff.userId,
      action: 'stipends.approve',
      subjectUserId: updated.userId,
      detail: { requestId: id, week: updated.week, amountCents: deps.amountCents },
    });
    await queueDecisionNotice(tx, deps.jobs, updated.userId, 'stipendApproved', {
      week: updated.week,
      email: updated.email,
    });
    return updated;
  });
  return row ? { id, status: row.status } : decided(deps, id);
}

/** Staff: the payment arrived; the student is told. */
export async function markPaid(deps: StipendsDeps, staff: Viewer, id: string) {
  const row = await deps.db.transaction(async (tx) => {
    const updated = await repo.transition(tx, id, 'approved', { status: 'paid' });
    if (!updated) return null;
    // In the student's language, by e-mail and text as they chose.
    await queueDecisionNotice(tx, deps.jobs, updated.userId, 'stipendPaid', {
      week: updated.week,
      email: updated.email,
    });
    await recordAudit(tx, {
      actorId: staff.userId,
      action: 'stipends.markPaid',
      subjectUserId: updated.userId,
      detail: { requestId: id, week: updated.week },
    });
    return updated;
  });
  return row ? { id, status: row.status } : decided(deps, id);
}

export async function decline(deps: StipendsDeps, staff: Viewer, id: string, reason: string) {
  const row = await deps.db.transaction(async (tx) => {
    const updated = await repo.transition(tx, id, 'requested', {
      status: 'declined',
      declineReason: reason,
      decidedBy: staff.userId,
      decidedAt: new Date(),
    });
    if (!updated) return null;
    await recordAudit(tx, {
      actorId: staff.userId,
      action: 'stipends.decline',
      subjectUserId: updated.userId,
      detail: { requestId: id, week: updated.week, reason },
    });
    await queueDecisionNotice(tx, deps.jobs, updated.userId, 'stipendDeclined', {
      week: updated.week,
      reason,
    });
    return updated;
  });
  return row ? { id, status: row.status } : decided(deps, id);
}

/** Staff: declined weeks a coach may open again. */
export async function listDeclined(deps: StipendsDeps): Promise<StaffStipend[]> {
  const rows = await repo.listDeclinedRequests(deps.db);
  return rows.map(toStaffStipend);
}

/**
 * Staff: opens a declined week again, so the student can ask for it anew. The declined request is removed
 * (the audit entry keeps its week, reason and answers' attendance), the week's step is open again and the
 * student is told. Only a declined week: a second click finds nothing to open and is refused.
 */
export async function reopen(deps: StipendsDeps, staff: Viewer, id: string) {
  const row = await deps.db.transaction(async (tx) => {
    const removed = await repo.deleteDeclined(tx, id);
    if (!removed) return null;
    await retractEvent(tx, removed.userId, { kind: 'stipendRequested', key: String(removed.week) });
    await recordAudit(tx, {
      actorId: staff.userId,
      action: 'stipends.reopen',
      subjectUserId: removed.userId,
      detail: {
        requestId: id,
        week: removed.week,
        declineReason: removed.declineReason,
        attendance: removed.attendance,
      },
    });
    await queueDecisionNotice(tx, deps.jobs, removed.userId, 'stipendReopened', { week: removed.week });
    return removed;
  });
  if (row) return { id, week: row.week };
  const exists = await repo.findRequest(deps.db, id);
  throw exists
    ? new AppError('CONFLICT', t('decisionNotices.reopenNotDeclined'))
    : new AppError('NOT_FOUND', t('errors.notFound'));
}

/** Where a student's stipends are paid, for the console; null means their sign-in e-mail. */
export const paymentEmailOf = (deps: { db: Db }, userId: string) => repo.findPaymentEmail(deps.db, userId);

/** Staff: changes where a student's stipends are paid; audited with the old and new address. */
export async function setPaymentEmail(deps: StipendsDeps, staff: Viewer, studentId: string, email: string) {
  return deps.db.transaction(async (tx) => {
    const student = await repo.findStudentForUpdate(tx, studentId);
    if (!student || student.role !== 'student') throw new AppError('NOT_FOUND', t('staff.unknownStudent'));
    const before = (await repo.findPaymentEmail(tx, studentId)) ?? student.email;
    if (before === email) return { paymentEmail: email };
    await repo.setPaymentEmail(tx, studentId, email, staff.userId);
    await recordAudit(tx, {
      actorId: staff.userId,
      action: 'stipends.setPaymentEmail',
      subjectUserId: studentId,
      detail: { before, after: email },
    });
    return { paymentEmail: email };
  });
}

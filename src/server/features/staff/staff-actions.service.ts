import { canMarkAgreementSigned, canReturnToSchool } from '@shared/domain/staff.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import '@shared/messages/help-chat.js';
import { recordAudit } from '@server/audit/audit.repo.js';
import type { Db } from '@server/db/client.js';
import { queueDecisionNotice } from '@server/queue/decision-notices.js';
import { queueEffect } from '@server/queue/effects.js';
import { queueMessage } from '@server/queue/messages.js';
import type { Jobs } from '@server/queue/queue.js';
import type { Viewer } from '@server/plugins/session.js';
import type { OtherAreas } from './other-areas.js';
import * as repo from './staff-actions.repo.js';
import { moveStatus } from '@server/progress/status.repo.js';

export interface StaffActionDeps {
  db: Db;
  jobs: Jobs;
  /** What the console reads and changes in other areas (composed in console-areas.ts). */
  areas: OtherAreas;
}

type Locked = NonNullable<Awaited<ReturnType<typeof repo.findStudentForUpdate>>>;

function requireStudentRow(row: Awaited<ReturnType<typeof repo.findStudentForUpdate>>): Locked {
  if (!row || row.role !== 'student' || row.status === '96_CEO') {
    throw new AppError('NOT_FOUND', t('staff.unknownStudent'));
  }
  return row;
}

/**
 * On hold → 4_School. A second click finds the student already in school and answers the same without a
 * second audit entry; any other status is a conflict. Answers that put the student on hold are kept as an
 * earlier round and cleared, so pre-enrollment can be answered again, and the student is told.
 */
export async function returnToSchool(deps: StaffActionDeps, viewer: Viewer, studentId: string) {
  return deps.db.transaction(async (tx) => {
    const student = requireStudentRow(await repo.findStudentForUpdate(tx, studentId));
    if (student.status === '4_School') return { status: '4_School' as const };
    if (!canReturnToSchool(student.status)) throw new AppError('CONFLICT', t('staff.notOnHold'));
    await moveStatus(tx, {
      userId: studentId,
      from: student.status,
      to: '4_School',
      path: 'returnToSchool',
      byId: viewer.userId,
    });
    const reopened = await deps.areas.school.reopenPreEnrollment(tx, studentId, viewer.userId);
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'students.returnToSchool',
      subjectUserId: studentId,
      detail: { before: student.status, after: '4_School', preEnrollmentReopened: reopened },
    });
    await queueDecisionNotice(tx, deps.jobs, studentId, 'returnedToSchool');
    return { status: '4_School' as const };
  });
}

/** The student signed a paper copy with the coach: pending → complete, once. */
export async function markAgreementSigned(deps: StaffActionDeps, viewer: Viewer, studentId: string) {
  return deps.db.transaction(async (tx) => {
    requireStudentRow(await repo.findStudentForUpdate(tx, studentId));
    const before = await deps.areas.agreement.statusForUpdate(tx, studentId);
    if (before === 'complete') return { fwAgreementStatus: 'complete' as const };
    if (!canMarkAgreementSigned(before)) throw new AppError('CONFLICT', t('staff.agreementNotSent'));
    await deps.areas.agreement.markSigned(tx, studentId);
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'agreement.markSigned',
      subjectUserId: studentId,
      detail: { before, after: 'complete' },
    });
    return { fwAgreementStatus: 'complete' as const };
  });
}

/** A coach lifts a sign-in lock (the student called): the count of wrong codes starts over, audited. */
export async function liftSignInLock(deps: StaffActionDeps, viewer: Viewer, studentId: string) {
  return deps.db.transaction(async (tx) => {
    requireStudentRow(await repo.findStudentForUpdate(tx, studentId));
    const before = await deps.areas.signIn.liftLock(tx, studentId);
    if (before.failures > 0 || before.lockedUntil) {
      await recordAudit(tx, {
        actorId: viewer.userId,
        action: 'signIn.unlock',
        subjectUserId: studentId,
        detail: { before },
      });
    }
    return { failures: 0, lockedUntil: null };
  });
}

export interface ReplyView {
  id: string;
  ticketId: string;
  body: string;
  author: { id: string; name: string };
  createdAt: string;
}

const nameOf = (p: { firstName: string | null; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ');

export async function repliesOf(db: Db, ticketIds: string[]): Promise<ReplyView[]> {
  return (await repo.listReplies(db, ticketIds)).map((r) => ({
    id: r.id,
    ticketId: r.ticketId,
    body: r.body,
    author: { id: r.authorId, name: nameOf({ firstName: r.authorFirstName, lastName: r.authorLastName }) },
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * A coach answers a ticket: the student gets it by e-mail from the portal and the help desk keeps it as a
 * note. The same Idempotency-Key answers with the first reply instead of sending a second e-mail.
 */
export async function replyToTicket(
  deps: StaffActionDeps,
  viewer: Viewer,
  ticketId: string,
  body: string,
  idempotencyKey: string | null,
): Promise<ReplyView> {
  const ticket = await deps.areas.tickets.find(deps.db, ticketId);
  if (!ticket) throw new AppError('NOT_FOUND', t('staff.unknownTicket'));
  const coach = await repo.findStaffContact(deps.db, viewer.userId);
  const id = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertReplyOnce(tx, {
      ticketId,
      authorId: viewer.userId,
      body,
      idempotencyKey,
    });
    if (!inserted) return (await repo.findReplyByIdempotencyKey(tx, idempotencyKey!))!.id;
    const student = ticket.userId ? await repo.findStudentForUpdate(tx, ticket.userId) : null;
    await queueMessage(tx, deps.jobs, {
      channel: 'email',
      to: student?.email ?? ticket.email,
      kind: 'ticket-reply',
      // The words around the coach's answer are in the student's language (a ticket from someone without
      // an account gets English).
      subject: t('helpChat.replyEmailSubject', { subject: ticket.subject }, student?.locale),
      text: t(
        'helpChat.replyEmailText',
        {
          firstName: student?.firstName ?? '',
          body,
          coach: coach ? nameOf(coach) : '',
          product: t('product.name', undefined, student?.locale),
        },
        student?.locale,
      ),
    });
    await queueEffect(tx, deps.jobs, {
      kind: 'helpdesk.addNote',
      payload: { ticketId, body, authorEmail: coach?.email ?? viewer.email },
    });
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'tickets.reply',
      subjectUserId: ticket.userId,
      detail: { ticketId, subject: ticket.subject, reply: body },
    });
    return inserted.id;
  });
  const [view] = (await repliesOf(deps.db, [ticketId])).filter((r) => r.id === id);
  return view!;
}

/**
 * A coach records the student's date of birth from the enrolment papers. The value stays out of the audit
 * detail (the log is exported as CSV); the entry says only that it was set. Setting the same date is a no-op.
 */
export async function setBirthDate(
  deps: StaffActionDeps,
  viewer: Viewer,
  studentId: string,
  dateOfBirth: string,
) {
  return deps.db.transaction(async (tx) => {
    const student = requireStudentRow(await repo.findStudentForUpdate(tx, studentId));
    if (student.dateOfBirth === dateOfBirth) return { dateOfBirth };
    await repo.setBirthDate(tx, studentId, dateOfBirth);
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'students.setBirthDate',
      subjectUserId: studentId,
      detail: { replaced: student.dateOfBirth !== null },
    });
    return { dateOfBirth };
  });
}

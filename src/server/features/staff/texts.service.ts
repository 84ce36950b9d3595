import { randomUUID } from 'node:crypto';
import type { TextReply } from '@shared/contracts/staff-texts.js';
import { isValidUsPhone, toE164 } from '@shared/domain/contact.js';
import { keywordOf } from '@shared/domain/texts.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { recordAudit } from '@server/audit/audit.repo.js';
import type { Db } from '@server/db/client.js';
import { queueMessage } from '@server/queue/messages.js';
import type { Jobs } from '@server/queue/queue.js';
import type { Viewer } from '@server/plugins/session.js';
import * as repo from './texts.repo.js';

export interface TextDeps {
  db: Db;
  jobs: Jobs;
}

type Student = NonNullable<Awaited<ReturnType<typeof repo.findStudentForUpdate>>>;

function requireStudent(row: Awaited<ReturnType<typeof repo.findStudentForUpdate>>): Student {
  if (!row || row.role !== 'student' || row.status === '96_CEO')
    throw new AppError('NOT_FOUND', t('staff.unknownStudent'));
  return row;
}

const view = (row: { id: string; studentId: string; body: string; createdAt: Date }) => ({
  id: row.id,
  studentId: row.studentId,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A coach texts a student: recorded, queued for the SMS port in the same transaction, audited, and the
 * student's waiting replies count as answered. Refused with 409 once the student has opted out. The same
 * Idempotency-Key answers with the first text instead of sending a second one.
 */
export async function textStudent(
  deps: TextDeps,
  viewer: Viewer,
  studentId: string,
  body: string,
  idempotencyKey: string | null,
) {
  return deps.db.transaction(async (tx) => {
    const student = requireStudent(await repo.findStudentForUpdate(tx, studentId));
    if (idempotencyKey) {
      const first = await repo.findTextByIdempotencyKey(tx, idempotencyKey);
      if (first) {
        if (first.studentId !== studentId || first.authorId !== viewer.userId)
          throw new AppError('CONFLICT', t('errors.invalidInput'));
        return view(first);
      }
    }
    if (student.optedOut) throw new AppError('CONFLICT', t('staffStudent.texts.refusedOptedOut'));
    if (!student.phone || !isValidUsPhone(student.phone))
      throw new AppError('CONFLICT', t('staffStudent.texts.noPhone'));
    const inserted = await repo.insertTextOnce(tx, {
      studentId,
      direction: 'out',
      body,
      phone: student.phone,
      authorId: viewer.userId,
      idempotencyKey,
    });
    if (!inserted) throw new AppError('CONFLICT', t('errors.invalidInput'));
    await queueMessage(tx, deps.jobs, { channel: 'sms', to: student.phone, text: body, kind: 'coach-text' });
    await repo.markStudentRepliesHandled(tx, studentId, viewer.userId);
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'texts.send',
      subjectUserId: studentId,
      detail: { textId: inserted.id, to: student.phone, after: body },
    });
    return view(inserted);
  });
}

/**
 * A text from a student (the provider's webhook, or the demo's simulated reply): kept on their timeline and
 * in the Replies queue; an opt-out or opt-in word changes whether coaches may text them. The provider's
 * message id makes a retried delivery count once.
 */
export async function receiveText(
  deps: { db: Db },
  input: { from: string; body: string; providerId?: string },
): Promise<{ id: string; studentId: string }> {
  const phone = input.from.startsWith('+') && !input.from.startsWith('+1') ? input.from : toE164(input.from);
  const providerId = input.providerId ?? `local-${randomUUID()}`;
  return deps.db.transaction(async (tx) => {
    const again = await repo.findTextByProviderId(tx, providerId);
    if (again) return { id: again.id, studentId: again.studentId };
    const studentId = await repo.findStudentIdByPhone(tx, phone);
    if (!studentId) throw new AppError('NOT_FOUND', t('staffStudent.texts.unknownSender'));
    const student = requireStudent(await repo.findStudentForUpdate(tx, studentId));
    const keyword = keywordOf(input.body);
    const inserted = await repo.insertTextOnce(tx, {
      studentId,
      direction: 'in',
      body: input.body,
      phone,
      providerId,
      keyword,
    });
    if (!inserted) {
      const first = await repo.findTextByProviderId(tx, providerId);
      return { id: first!.id, studentId };
    }
    if (keyword) await repo.setOptedOut(tx, student.id, keyword === 'stop');
    return { id: inserted.id, studentId };
  });
}

/** Replies no coach has handled yet, oldest first, and how many there are. */
export async function listReplies(deps: { db: Db }): Promise<{ count: number; replies: TextReply[] }> {
  const [rows, count] = await Promise.all([repo.listUnhandledReplies(deps.db), repo.countUnhandled(deps.db)]);
  return {
    count,
    replies: rows.map((r) => ({
      id: r.id,
      student: { id: r.studentId, name: [r.firstName, r.lastName].filter(Boolean).join(' ') },
      body: r.body,
      keyword: r.keyword,
      receivedAt: r.createdAt.toISOString(),
    })),
  };
}

/**
 * How many students' replies wait for a coach: the staff header's "Replies" count (one indexed query).
 * Exported for the console's counts.
 */
export function countUnhandledReplies(db: Db): Promise<number> {
  return repo.countUnhandled(db);
}

/** A coach marks a reply handled; a second click answers the same and records nothing more. */
export async function markReplyHandled(deps: { db: Db }, viewer: Viewer, id: string) {
  return deps.db.transaction(async (tx) => {
    const before = await repo.findReplyForUpdate(tx, id);
    if (!before) throw new AppError('NOT_FOUND', t('staffStudent.texts.unknownReply'));
    if (before.handledAt) return { id, handledAt: before.handledAt.toISOString() };
    const handledAt = await repo.setHandled(tx, id, viewer.userId);
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'texts.handle',
      subjectUserId: before.studentId,
      detail: { textId: id },
    });
    return { id, handledAt: handledAt.toISOString() };
  });
}

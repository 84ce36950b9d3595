import type { EnrolStudentBody, FileRowView, RowStatus } from '@shared/contracts/enrolment.js';
import {
  MAX_CSV_CHARS,
  normaliseStudent,
  readEnrolmentFile,
  type FileProblem,
  type NewStudent,
} from '@shared/domain/enrolment.js';
import { formatUsPhone } from '@shared/domain/contact.js';
import { SUCCESS_COACH_ROLES } from '@shared/domain/staff-roles.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { recordAudit } from '@server/audit/audit.repo.js';
import type { Db, Tx } from '@server/db/client.js';
import type { Jobs } from '@server/queue/queue.js';
import type { Viewer } from '@server/plugins/session.js';
import { queueEnrolmentWelcome } from './enrolment-welcome.js';
import * as repo from './enrolment.repo.js';
import type { OtherAreas } from './other-areas.js';
import { isActiveStaff, listStaff } from './staff.repo.js';
import '@shared/messages/enrolment.js';
import { recordEnrolment } from '@server/progress/status.repo.js';

export interface EnrolmentDeps {
  db: Db;
  jobs: Jobs;
  /** Where students sign in, named in their welcome. */
  publicUrl: string;
  /** What the console changes in other areas (composed in console-areas.ts). */
  areas: Pick<OtherAreas, 'documents'>;
}

const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

export async function listCoaches(deps: { db: Db }) {
  const rows = await listStaff(deps.db);
  return { coaches: rows.map((r) => ({ id: r.id, name: nameOf(r) || r.email })) };
}

/** Creates the student, their coach assignment, their welcome and the audit entry, in the caller's transaction. */
async function enrolOne(
  tx: Tx,
  deps: EnrolmentDeps,
  viewer: Viewer,
  student: NewStudent,
  coachId: string | null,
  source: 'form' | 'file',
) {
  const created = await repo.insertStudentOnce(tx, student);
  if (!created) return null;
  await recordEnrolment(tx, created.id, '0_New', viewer.userId);
  await deps.areas.documents.addRecord(tx, created.id);
  if (coachId) await repo.assignCoach(tx, created.id, coachId);
  const welcome = await queueEnrolmentWelcome(tx, deps.jobs, created, deps.publicUrl);
  await recordAudit(tx, {
    actorId: viewer.userId,
    action: 'students.enrol',
    subjectUserId: created.id,
    detail: { source, coachId, locale: student.locale, welcome },
  });
  return { id: created.id, name: nameOf(created), welcome };
}

/**
 * Staff add one student. Only staff reach this, so the refusal may name what is taken: 409 "A student with
 * this e-mail address is already enrolled." (or phone number, or a staff member's).
 */
export async function enrolStudent(deps: EnrolmentDeps, viewer: Viewer, body: EnrolStudentBody) {
  const student = normaliseStudent({
    ...body,
    phone: body.phone ?? '',
    dateOfBirth: body.dateOfBirth ?? '',
    language: body.locale ?? 'en',
  });
  return deps.db.transaction(async (tx) => {
    if (body.coachId && !(await isActiveStaff(tx, body.coachId, SUCCESS_COACH_ROLES)))
      throw new AppError('NOT_FOUND', t('enrolment.unknownCoach'), 'coachId');
    const taken = await repo.findPeopleByContact(tx, [student.email], student.phone ? [student.phone] : []);
    const byEmail = taken.find((p) => p.email === student.email);
    if (byEmail)
      throw new AppError(
        'CONFLICT',
        t(byEmail.role === 'student' ? 'enrolment.emailTaken' : 'enrolment.emailIsStaff'),
        'email',
      );
    const byPhone = student.phone ? taken.find((p) => p.phone === student.phone) : undefined;
    if (byPhone)
      throw new AppError(
        'CONFLICT',
        t(byPhone.role === 'student' ? 'enrolment.phoneTaken' : 'enrolment.phoneIsStaff'),
        'phone',
      );
    const created = await enrolOne(tx, deps, viewer, student, body.coachId ?? null, 'form');
    // Taken by an enrolment that committed between the check and the insert.
    if (!created) throw new AppError('CONFLICT', t('enrolment.emailTaken'));
    return created;
  });
}

function fileError(problem: FileProblem): AppError {
  switch (problem.problem) {
    case 'empty':
      return new AppError('VALIDATION', t('enrolment.file.empty'));
    case 'tooLarge':
      return new AppError('VALIDATION', t('enrolment.file.tooLarge', { kb: MAX_CSV_CHARS / 1000 }));
    case 'unclosedQuote':
    case 'strayQuote':
      return new AppError('VALIDATION', t(`enrolment.file.${problem.problem}`, { row: problem.row }));
    case 'missingColumns':
      return new AppError(
        'VALIDATION',
        t('enrolment.file.missingColumns', { columns: problem.columns.join(', ') }),
      );
    case 'tooManyRows':
      return new AppError('VALIDATION', t('enrolment.file.tooManyRows', { max: problem.max }));
  }
}

const reasonOf = (row: number, reason: string) => t('enrolment.rowReason', { row, reason });

interface PlannedRow {
  view: FileRowView;
  /** Set for a row to enrol. */
  student?: NewStudent;
  coachId?: string | null;
}

/**
 * Reads the file and decides each row against the people already enrolled and the staff: the same plan
 * serves the preview and the import (which makes it again inside its transaction).
 */
async function planFile(conn: Db | Tx, csv: string): Promise<PlannedRow[]> {
  const reading = readEnrolmentFile(csv, new Date());
  if (!reading.ok) throw fileError(reading);
  const good = reading.rows.flatMap((r) => (r.student ? [r.student] : []));
  // One after the other: inside the import's transaction both run on one connection.
  const people = await repo.findPeopleByContact(
    conn,
    good.map((s) => s.email),
    good.flatMap((s) => (s.phone ? [s.phone] : [])),
  );
  const coaches = await listStaff(conn);
  const coachByEmail = new Map(coaches.map((c) => [c.email.toLowerCase(), c.id]));
  return reading.rows.map((r): PlannedRow => {
    if (!r.student) {
      const reason = t(`enrolment.problems.${r.problem}` as 'enrolment.problems.emailTwiceInFile', {
        twin: r.twinRow ?? 0,
      });
      return {
        view: {
          row: r.row,
          status: 'wrong',
          name: r.name,
          email: r.email,
          phone: r.phone,
          reason: reasonOf(r.row, reason),
        },
      };
    }
    const s = r.student;
    const shown = {
      row: r.row,
      name: nameOf(s),
      email: s.email,
      phone: s.phone ? formatUsPhone(s.phone) : '',
    };
    const byEmail = people.find((p) => p.email === s.email);
    const byPhone = s.phone ? people.find((p) => p.phone === s.phone) : undefined;
    const match = byEmail ?? byPhone;
    if (match && match.role === 'student') {
      const reason = t(byEmail ? 'enrolment.enrolledByEmail' : 'enrolment.enrolledByPhone');
      return { view: { ...shown, status: 'enrolled', reason: reasonOf(r.row, reason) } };
    }
    if (match) {
      const reason = t(byEmail ? 'enrolment.problems.emailIsStaff' : 'enrolment.problems.phoneIsStaff');
      return { view: { ...shown, status: 'wrong', reason: reasonOf(r.row, reason) } };
    }
    let coachId: string | null = null;
    if (s.coachEmail) {
      coachId = coachByEmail.get(s.coachEmail) ?? null;
      if (!coachId)
        return {
          view: { ...shown, status: 'wrong', reason: reasonOf(r.row, t('enrolment.problems.coachUnknown')) },
        };
    }
    return { view: { ...shown, status: 'new', reason: null }, student: s, coachId };
  });
}

const count = (rows: PlannedRow[] | FileRowView[], status: RowStatus) =>
  rows.filter((r) => ('view' in r ? r.view.status : r.status) === status).length;

/** What importing the file would do, row by row. Saves nothing. */
export async function previewFile(deps: { db: Db }, csv: string) {
  const plan = await planFile(deps.db, csv);
  return {
    rows: plan.map((p) => p.view),
    counts: { new: count(plan, 'new'), enrolled: count(plan, 'enrolled'), wrong: count(plan, 'wrong') },
  };
}

/**
 * Enrols every new row in one transaction: all of them or, if anything fails, none. Wrong rows are never
 * imported, only reported; rows already enrolled are skipped, so the same file imported twice adds nobody.
 */
export async function importFile(deps: EnrolmentDeps, viewer: Viewer, csv: string) {
  return deps.db.transaction(async (tx) => {
    const plan = await planFile(tx, csv);
    const rows: FileRowView[] = [];
    for (const p of plan) {
      if (!p.student) {
        rows.push(p.view);
        continue;
      }
      const created = await enrolOne(tx, deps, viewer, p.student, p.coachId ?? null, 'file');
      rows.push(
        created
          ? { ...p.view, status: 'added' }
          : { ...p.view, status: 'enrolled', reason: reasonOf(p.view.row, t('enrolment.enrolledByEmail')) },
      );
    }
    return {
      rows,
      counts: { added: count(rows, 'added'), enrolled: count(rows, 'enrolled'), wrong: count(rows, 'wrong') },
    };
  });
}

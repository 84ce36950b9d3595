import { type ChecklistUser, type SourceStep } from '@shared/domain/checklist.js';
import { documentRows } from '@shared/domain/documents.js';
import { isStatus } from '@shared/domain/program.js';
import {
  lastActivityOf,
  progressOf,
  sortCaseload,
  staffChecklist,
  stageScreenOf,
  type CaseloadFilter,
  type CaseloadSort,
  type NoteType,
} from '@shared/domain/staff.js';
import type {
  SignInState,
  AuditEntryView,
  CaseloadResponse,
  CaseloadStudent,
  Note,
  StaffTicket,
  StudentDetail,
  StudentPayout,
  StudentQuiz,
  StudentRides,
} from '@shared/contracts/staff.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { listAudit, recordAudit } from '@server/audit/audit.repo.js';
import type { Db } from '@server/db/client.js';
import type { Viewer } from '@server/plugins/session.js';
import { repliesOf } from './staff-actions.service.js';
import * as repo from './staff.repo.js';

export interface StaffDeps {
  db: Db;
}

/** What other areas keep about a student, read through their own services (composed in app.ts). */
export interface StudentRecords {
  quizzes(studentId: string): Promise<StudentQuiz[]>;
  rides(studentId: string): Promise<StudentRides>;
  payouts(studentId: string): Promise<StudentPayout[]>;
  signIn(studentId: string): Promise<SignInState>;
}

const nameOf = (p: { firstName: string | null; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ');
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function stepsByScreen(steps: Awaited<ReturnType<typeof repo.listAllProgramSteps>>) {
  const map = new Map<string, SourceStep[]>();
  for (const s of steps) map.set(s.screen, [...(map.get(s.screen) ?? []), s]);
  return map;
}

function checklistUserOf(f: repo.StudentFacts): ChecklistUser {
  const u = f.user;
  return {
    waitlistBoard: f.waitlistBoard,
    hasFundingRecord: Boolean(u.wbId && u.wfbFundingStatus),
    wfp: u.wfp,
    uberAccessEnabled: u.uberAccessEnabled,
    stipendSp: u.stipendSp,
  };
}

type Entry = CaseloadStudent & { coachId: string | null; lastActivity: Date | null };

function toEntry(
  f: repo.StudentFacts,
  steps: Map<string, SourceStep[]>,
  done: ReadonlySet<string>,
): Entry | null {
  const u = f.user;
  if (!isStatus(u.status)) return null;
  const progress = progressOf(u.status, steps, checklistUserOf(f), done);
  const lastActivity = lastActivityOf([
    u.lastSeenAt,
    f.doneAt,
    f.sentAt,
    f.askedAt,
    f.raisedAt,
    f.signedInAt,
  ]);
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    status: u.status,
    stage: stageScreenOf(u.status),
    ...progress,
    lastActivity,
    lastActivityAt: iso(lastActivity),
    coachId: f.coachId,
    coach: f.coachId
      ? { id: f.coachId, name: nameOf({ firstName: f.coachFirstName, lastName: f.coachLastName }) }
      : null,
    waiting: {
      documents: f.pendingDocuments ?? 0,
      stipends: f.requestedStipends ?? 0,
      tickets: f.openTickets ?? 0,
      rides: f.rideDecisions ?? 0,
    },
  };
}

function completedByStudent(rows: { userId: string; url: string }[]) {
  const map = new Map<string, Set<string>>();
  for (const r of rows) {
    const set = map.get(r.userId) ?? new Set<string>();
    set.add(r.url);
    map.set(r.userId, set);
  }
  return map;
}

const publicEntry = ({ coachId: _c, lastActivity: _l, ...rest }: Entry): CaseloadStudent => rest;

/** The caseload: four queries whatever the number of students, then the domain's filter and order. */
export async function caseload(
  deps: StaffDeps,
  filter: CaseloadFilter,
  sort: CaseloadSort,
): Promise<CaseloadResponse> {
  const [facts, done, steps, staff] = await Promise.all([
    repo.listStudentFacts(deps.db),
    repo.listCompletions(deps.db),
    repo.listAllProgramSteps(deps.db),
    repo.listStaff(deps.db),
  ]);
  const byScreen = stepsByScreen(steps);
  const completed = completedByStudent(done);
  const entries = facts
    .map((f) => toEntry(f, byScreen, completed.get(f.user.id) ?? new Set()))
    .filter((e): e is Entry => e !== null);
  return {
    students: sortCaseload(entries, filter, sort).map(publicEntry),
    coaches: staff.map((s) => ({ id: s.id, name: nameOf(s) })),
  };
}

async function requireStudent(deps: StaffDeps, id: string): Promise<void> {
  if (!(await repo.isStudentId(deps.db, id))) throw new AppError('NOT_FOUND', t('staff.unknownStudent'));
}

export async function studentDetail(
  deps: StaffDeps & { records: StudentRecords },
  id: string,
): Promise<StudentDetail> {
  await requireStudent(deps, id);
  const [facts, done, steps, docs, stipends, studentTickets, staff, quizzes, rides, payouts, signIn] =
    await Promise.all([
      repo.listStudentFacts(deps.db, id),
      repo.listCompletions(deps.db, id),
      repo.listAllProgramSteps(deps.db),
      repo.findDocuments(deps.db, id),
      repo.listStipends(deps.db, id),
      repo.listStudentTickets(deps.db, id),
      repo.listStaff(deps.db),
      deps.records.quizzes(id),
      deps.records.rides(id),
      deps.records.payouts(id),
      deps.records.signIn(id),
    ]);
  const f = facts[0];
  const completed = new Set(done.map((d) => d.url));
  const byScreen = stepsByScreen(steps);
  const entry = f ? toEntry(f, byScreen, completed) : null;
  if (!f || !entry) throw new AppError('NOT_FOUND', t('staff.unknownStudent'));
  const screen = stageScreenOf(entry.status);
  const checklist = screen ? staffChecklist(byScreen.get(screen) ?? [], checklistUserOf(f), completed) : [];
  return {
    profile: {
      ...publicEntry(entry),
      phone: f.user.phone,
      city: f.user.city,
      state: f.user.state,
      createdAt: f.user.createdAt.toISOString(),
    },
    checklist,
    documents: docs
      ? documentRows(
          { ...docs, endorsementTWICStatus: docs.endorsementTwicStatus },
          { hasResume: (f.hasResume ?? 0) > 0 },
        ).map((r) => ({ name: r.name, status: r.status }))
      : [],
    agreementStatus: docs?.fwAgreementStatus ?? null,
    stipends: stipends.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
    tickets: studentTickets.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
    quizzes,
    rides,
    payouts,
    coaches: staff.map((s) => ({ id: s.id, name: nameOf(s) })),
    signIn,
  };
}

export async function auditLog(deps: StaffDeps, studentId?: string): Promise<AuditEntryView[]> {
  if (studentId) await requireStudent(deps, studentId);
  const rows = await listAudit(deps.db, studentId ? { subjectUserId: studentId } : {});
  const subjects = [...new Set(rows.map((r) => r.subjectUserId).filter((s): s is string => Boolean(s)))];
  const names = new Map((await repo.namesOf(deps.db, subjects)).map((n) => [n.id, nameOf(n)]));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actor: { id: r.actorId, name: r.actorName },
    subject: r.subjectUserId ? { id: r.subjectUserId, name: names.get(r.subjectUserId) ?? '' } : null,
    detail: r.detail,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function openTickets(deps: StaffDeps): Promise<StaffTicket[]> {
  const rows = await repo.listOpenTickets(deps.db);
  const replies = await repliesOf(
    deps.db,
    rows.map((r) => r.ticket.id),
  );
  return rows.map(({ ticket, studentFirstName, studentLastName }) => ({
    replies: replies.filter((r) => r.ticketId === ticket.id),
    id: ticket.id,
    subject: ticket.subject,
    body: ticket.body,
    email: ticket.email,
    status: ticket.status,
    createdAt: ticket.createdAt.toISOString(),
    student: ticket.userId
      ? { id: ticket.userId, name: nameOf({ firstName: studentFirstName, lastName: studentLastName }) }
      : null,
  }));
}

/** Marks a ticket solved once; a second click answers the same and records nothing more. */
export async function solveTicket(deps: StaffDeps, viewer: Viewer, id: string) {
  return deps.db.transaction(async (tx) => {
    const ticket = await repo.findTicketForUpdate(tx, id);
    if (!ticket) throw new AppError('NOT_FOUND', t('staff.unknownTicket'));
    if (ticket.status !== 'closed') {
      await repo.closeTicket(tx, id);
      await recordAudit(tx, {
        actorId: viewer.userId,
        action: 'tickets.solve',
        subjectUserId: ticket.userId,
        detail: { ticketId: id, subject: ticket.subject, before: ticket.status, after: 'closed' },
      });
    }
    return { id, status: 'closed' as const };
  });
}

type NoteRow = Awaited<ReturnType<typeof repo.listNotes>>[number];
function toNote(r: NoteRow): Note {
  return {
    id: r.note.id,
    studentId: r.note.studentId,
    type: r.note.type as NoteType,
    body: r.note.body,
    author: {
      id: r.note.authorId,
      name: nameOf({ firstName: r.authorFirstName, lastName: r.authorLastName }),
    },
    createdAt: r.note.createdAt.toISOString(),
    editedBy: r.note.editedBy
      ? { id: r.note.editedBy, name: nameOf({ firstName: r.editorFirstName, lastName: r.editorLastName }) }
      : null,
    editedAt: iso(r.note.editedAt),
  };
}

async function noteById(deps: StaffDeps, id: string): Promise<Note> {
  const [row] = await repo.listNotes(deps.db, { id });
  if (!row) throw new AppError('NOT_FOUND', t('staff.unknownNote'));
  return toNote(row);
}

export async function listNotes(deps: StaffDeps, opts: { studentId?: string; type?: NoteType }) {
  if (opts.studentId) await requireStudent(deps, opts.studentId);
  return (await repo.listNotes(deps.db, opts)).map(toNote);
}

/** A note about a student; the same Idempotency-Key answers the first note instead of a second one. */
export async function createNote(
  deps: StaffDeps,
  viewer: Viewer,
  input: { studentId: string; type: NoteType; body: string },
  requestKey: string | null,
): Promise<Note> {
  await requireStudent(deps, input.studentId);
  const id = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertNoteOnce(tx, {
      studentId: input.studentId,
      type: input.type,
      body: input.body,
      authorId: viewer.userId,
      requestKey,
    });
    if (!inserted) return null;
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'notes.create',
      subjectUserId: input.studentId,
      detail: { noteId: inserted.id, type: input.type, after: input.body },
    });
    return inserted.id;
  });
  if (id) return noteById(deps, id);
  const first = requestKey ? await repo.findNoteByRequestKey(deps.db, requestKey) : null;
  if (!first || first.studentId !== input.studentId) throw new AppError('CONFLICT', t('errors.invalidInput'));
  return noteById(deps, first.id);
}

/** Edits keep who and when on the note and the before/after text in the audit log. */
export async function editNote(
  deps: StaffDeps,
  viewer: Viewer,
  input: { id: string; type?: NoteType | undefined; body: string },
): Promise<Note> {
  await deps.db.transaction(async (tx) => {
    const current = await repo.findNoteForUpdate(tx, input.id);
    if (!current) throw new AppError('NOT_FOUND', t('staff.unknownNote'));
    const type = input.type ?? current.type;
    if (current.body === input.body && current.type === type) return;
    await repo.updateNote(tx, input.id, { body: input.body, type, editedBy: viewer.userId });
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'notes.edit',
      subjectUserId: current.studentId,
      detail: { noteId: input.id, before: current.body, after: input.body, type },
    });
  });
  return noteById(deps, input.id);
}

/** Gives a student a coach (or none); assigning the same coach again changes and records nothing. */
export async function assignCoach(
  deps: StaffDeps,
  viewer: Viewer,
  studentId: string,
  coachId: string | null,
): Promise<{ coachId: string | null }> {
  await requireStudent(deps, studentId);
  const staff = await repo.listStaff(deps.db);
  if (coachId && !staff.some((s) => s.id === coachId))
    throw new AppError('VALIDATION', t('staff.unknownCoach'), 'coachId');
  const name = (id: string | null) => {
    const person = id ? staff.find((s) => s.id === id) : null;
    return person ? nameOf(person) : null;
  };
  await deps.db.transaction(async (tx) => {
    const current = await repo.findAssignmentLocked(tx, studentId);
    const before = current?.coachId ?? null;
    if (before === coachId) return;
    await repo.setAssignment(tx, studentId, coachId);
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'students.assignCoach',
      subjectUserId: studentId,
      detail: { before: name(before), after: name(coachId) },
    });
  });
  return { coachId };
}

import { buildChecklist, type ChecklistUser, type SourceStep } from '@shared/domain/checklist.js';
import { documentRows } from '@shared/domain/documents.js';
import {
  blockedOnOf,
  blockedSinceOf,
  CASELOAD_COUNT_CAP,
  readCursor,
  readSearch,
  writeCursor,
  type BlockedOn,
  type CaseloadCursor,
} from '@shared/domain/caseload.js';
import { isStatus } from '@shared/domain/program.js';
import {
  checklistStepsOf,
  lastActivityOf,
  progressOf,
  staffChecklist,
  stageScreenOf,
  type CaseloadFilter,
  type CaseloadSort,
  type NoteType,
} from '@shared/domain/staff.js';
import type {
  AuditEntryView,
  AuditQuery,
  CaseloadResponse,
  CaseloadStudent,
  Note,
  StaffTicket,
  StudentDetail,
} from '@shared/contracts/staff.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { auditActionName, auditSummary, dayStart, toCsv } from '@shared/domain/audit.js';
import { alreadyDecided, listAudit, recordAudit } from '@server/audit/audit.repo.js';
import type { Db } from '@server/db/client.js';
import { listAllProgramSteps } from '@server/progress/console.repo.js';
import { programStepsVersion } from '@server/seed/content.js';
import type { Viewer } from '@server/plugins/session.js';
import { repliesOf } from './staff-actions.service.js';
import * as keys from './caseload-keys.repo.js';
import type { OtherAreas } from './other-areas.js';
import * as repo from './staff.repo.js';

export interface StaffDeps {
  db: Db;
  /** What the console reads of other areas (composed in console-areas.ts). */
  areas: OtherAreas;
}

const nameOf = (p: { firstName: string | null; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ');
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

type Step = SourceStep & { section: string | null };

function stepsByScreen(steps: Awaited<ReturnType<typeof listAllProgramSteps>>) {
  const map = new Map<string, Step[]>();
  for (const s of steps) map.set(s.screen, [...(map.get(s.screen) ?? []), s]);
  return map;
}

const keptSteps = new WeakMap<Db, { version: number; byScreen: Promise<ReadonlyMap<string, Step[]>> }>();

/**
 * The program's steps by screen, read and mapped once per database until content is synced again (as the
 * student's checklist keeps them), instead of on every caseload page. A read that fails is not kept.
 */
function programStepsByScreen(db: Db): Promise<ReadonlyMap<string, Step[]>> {
  const version = programStepsVersion();
  let kept = keptSteps.get(db);
  if (!kept || kept.version !== version) {
    const own = { version, byScreen: listAllProgramSteps(db).then(stepsByScreen) };
    own.byScreen.catch(() => keptSteps.get(db) === own && keptSteps.delete(db));
    keptSteps.set(db, (kept = own));
  }
  return kept.byScreen;
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

type Entry = CaseloadStudent & { coachId: string | null; lastActivity: Date | null; blockedOn: BlockedOn };

/**
 * Progress depends only on the stage, the checklist flags and what is done, so students in the same
 * place share one computation: thousands of students come down to a few hundred distinct cases.
 */
function progressMemo(steps: ReadonlyMap<string, Step[]>) {
  const seen = new Map<string, ReturnType<typeof progressOf>>();
  return (status: Parameters<typeof progressOf>[0], user: ChecklistUser, done: ReadonlySet<string>) => {
    const key = JSON.stringify([status, user, [...done].sort()]);
    let progress = seen.get(key);
    if (!progress) {
      progress = progressOf(status, steps, user, done);
      seen.set(key, progress);
    }
    return progress;
  };
}

function toEntry(
  f: repo.StudentFacts,
  progressFor: ReturnType<typeof progressMemo>,
  done: ReadonlySet<string>,
): Entry | null {
  const u = f.user;
  if (!isStatus(u.status)) return null;
  const progress = progressFor(u.status, checklistUserOf(f), done);
  const waiting = {
    documents: f.pendingDocuments ?? 0,
    stipends: f.requestedStipends ?? 0,
    tickets: f.openTickets ?? 0,
    rides: f.rideDecisions ?? 0,
  };
  const blockedOn = blockedOnOf(waiting, progress);
  const blockedSince = blockedSinceOf(blockedOn, {
    oldestWaiting: {
      documents: f.pendingSince,
      stipends: f.requestedSince,
      tickets: f.openSince,
      rides: f.ridesSince,
    },
    lastCompletion: f.doneAt,
    joined: u.createdAt,
  });
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
    waiting,
    phone: u.phone ?? '',
    blockedOn,
    blockedSince: iso(blockedSince),
  };
}

const completedOf = (f: repo.StudentFacts) => new Set(f.doneUrls ?? []);

const publicEntry = ({ coachId: _c, lastActivity: _l, ...rest }: Entry): CaseloadStudent => rest;

export interface CaseloadRequest extends CaseloadFilter {
  q?: string | undefined;
  mine?: boolean | undefined;
  after?: string | undefined;
  before?: string | undefined;
  pageSize: number;
}

/** What the caseload orders and filters by, from the narrow row of every matching student. */
function toKeyEntry(k: repo.CaseloadKeys, progressFor: ReturnType<typeof progressMemo>) {
  if (!isStatus(k.status)) return null;
  const progress = progressFor(
    k.status,
    {
      waitlistBoard: k.waitlistBoard,
      hasFundingRecord: Boolean(k.hasFundingRecord),
      wfp: k.wfp,
      uberAccessEnabled: k.uberAccessEnabled,
      stipendSp: k.stipendSp,
    },
    new Set(k.doneUrls ?? []),
  );
  const waiting = {
    documents: k.pendingDocuments ?? 0,
    stipends: k.requestedStipends ?? 0,
    tickets: k.openTickets ?? 0,
    rides: k.rideDecisions ?? 0,
  };
  return {
    id: k.id,
    status: k.status,
    firstName: k.firstName,
    lastName: k.lastName,
    coachId: k.coachId,
    remaining: progress.remaining,
    lastActivity: k.lastActivity,
    waiting,
    blockedOn: blockedOnOf(waiting, progress),
  };
}

/**
 * Recomputes the caseload rows that triggers marked stale (anything they are computed from changed):
 * usually none or a handful, all of them after a start or a change of the program's steps. The checklist
 * rules run here, once per distinct case, never in SQL. A row of someone the caseload does not list
 * (staff, an instructor) is saved empty, so it is not read again.
 */
async function refreshCaseloadKeys({ db, areas }: StaffDeps, progressFor: ReturnType<typeof progressMemo>) {
  const stale = await keys.listStaleCaseloadKeys(db);
  for (let i = 0; i < stale.length; i += 1000) {
    const chunk = stale.slice(i, i + 1000);
    const versions = new Map(chunk.map((s) => [s.id, s.version]));
    const rows = await repo.listCaseloadKeys(db, areas, { ids: [...versions.keys()] });
    const computed = new Map(
      rows
        .map((k) => toKeyEntry(k, progressFor))
        .filter((e): e is NonNullable<ReturnType<typeof toKeyEntry>> => e !== null)
        .map((e) => [e.id, e]),
    );
    await keys.saveCaseloadKeys(
      db,
      chunk.map(({ id, version }) => {
        const e = computed.get(id);
        return {
          studentId: id,
          version,
          remaining: e?.remaining ?? null,
          blockedOn: e?.blockedOn ?? null,
          lastActivityAt: e?.lastActivity ?? null,
          lastName: e?.lastName ?? null,
          firstName: e?.firstName ?? null,
        };
      }),
    );
  }
}

const cursorOf = (row: keys.CaseloadKeyPageRow) =>
  writeCursor({
    near: row.near,
    idle: row.idle,
    lastName: row.lastName ?? '',
    firstName: row.firstName ?? '',
    id: row.id,
  });

function cursorFrom(text: string | undefined): CaseloadCursor | undefined {
  if (text === undefined) return undefined;
  const cursor = readCursor(text);
  if (!cursor) throw new AppError('VALIDATION', t('staffConsole.pageGone'));
  return cursor;
}

/**
 * One page of the caseload, read from the sort's index where the previous page ended (keyset paging), so
 * page 1 and page 1,000 cost the same at 5,000 or 50,000 students: the program steps and the staff list,
 * the stale caseload keys (recomputed), one page of keys (one row more than shown, to know whether more
 * follow), a count that stops past CASELOAD_COUNT_CAP, and that page's full facts.
 */
export async function caseload(
  deps: StaffDeps,
  viewer: Viewer,
  request: CaseloadRequest,
  sort: CaseloadSort,
): Promise<CaseloadResponse> {
  if (request.after !== undefined && request.before !== undefined)
    throw new AppError('VALIDATION', t('staffConsole.pageGone'));
  const after = cursorFrom(request.after);
  const before = cursorFrom(request.before);
  const coach = request.mine ? viewer.userId : request.coach;
  const [byScreen, staff] = await Promise.all([programStepsByScreen(deps.db), repo.listStaff(deps.db)]);
  const progressFor = progressMemo(byScreen);
  await refreshCaseloadKeys(deps, progressFor);
  const filter = {
    status: request.status,
    coach,
    search: readSearch(request.q),
    waiting: request.waiting,
    blockedOn: request.blockedOn,
  };
  const size = request.pageSize;
  const read = (from: keys.CaseloadShape['from'], cursor?: CaseloadCursor) =>
    keys.pageCaseloadKeys(deps.db, filter, sort, { from, cursor, limit: size + 1 });

  let rows: keys.CaseloadKeyPageRow[];
  let hasNext: boolean;
  let hasPrev: boolean;
  if (after) {
    rows = await read('after', after);
    hasNext = rows.length > size;
    rows = rows.slice(0, size);
    hasPrev = true;
    // Past the end (the list shrank since the page was opened): the last page instead of an empty one.
    if (rows.length === 0) {
      rows = await read('end');
      hasPrev = rows.length > size;
      rows = rows.slice(-size);
      hasNext = false;
    }
  } else if (before) {
    rows = await read('before', before);
    hasPrev = rows.length > size;
    rows = rows.slice(-size);
    hasNext = true;
  } else {
    rows = [];
    hasPrev = false;
    hasNext = false;
  }
  // From the start, and back at the start: the first page, full, with nothing before it.
  if (!after && (!before || !hasPrev)) {
    rows = await read('start');
    hasNext = rows.length > size;
    rows = rows.slice(0, size);
    hasPrev = false;
  }

  const counted =
    !hasPrev && !hasNext ? rows.length : await keys.countCaseloadKeys(deps.db, filter, CASELOAD_COUNT_CAP);
  const ids = rows.map((r) => r.id);
  const facts = new Map((await repo.listStudentFacts(deps.db, deps.areas, ids)).map((f) => [f.user.id, f]));
  const students = ids
    .map((id) => facts.get(id))
    .map((f) => (f ? toEntry(f, progressFor, completedOf(f)) : null))
    .filter((e): e is Entry => e !== null)
    .map(publicEntry);
  return {
    students,
    coaches: staff.map((s) => ({ id: s.id, name: nameOf(s) })),
    total: Math.min(counted, CASELOAD_COUNT_CAP),
    totalIsMore: counted > CASELOAD_COUNT_CAP,
    next: hasNext && rows.length ? cursorOf(rows[rows.length - 1]!) : null,
    prev: hasPrev && rows.length ? cursorOf(rows[0]!) : null,
    pageSize: size,
  };
}

async function requireStudent(deps: StaffDeps, id: string): Promise<void> {
  if (!(await repo.isStudentId(deps.db, id))) throw new AppError('NOT_FOUND', t('staff.unknownStudent'));
}

export async function studentDetail(deps: StaffDeps, id: string): Promise<StudentDetail> {
  await requireStudent(deps, id);
  const { db, areas } = deps;
  const [
    facts,
    byScreen,
    docs,
    stipends,
    studentTickets,
    staff,
    quizzes,
    rides,
    payouts,
    signIn,
    resume,
    stipendsPaidTo,
    payoutsPaidTo,
  ] = await Promise.all([
    repo.listStudentFacts(deps.db, deps.areas, [id]),
    programStepsByScreen(deps.db),
    areas.documents.record(db, id),
    areas.stipends.requestsOf(db, id),
    areas.tickets.ofStudent(db, id),
    repo.listStaff(deps.db),
    areas.learning.quizzes(db, id),
    areas.rides.record(db, id),
    areas.payouts.record(db, id),
    areas.signIn.state(db, id),
    areas.documents.latestResume(db, id),
    areas.stipends.paymentEmail(db, id),
    areas.payouts.paymentEmail(db, id),
  ]);
  const f = facts[0];
  const completed = f ? completedOf(f) : new Set<string>();
  const entry = f ? toEntry(f, progressMemo(byScreen), completed) : null;
  if (!f || !entry) throw new AppError('NOT_FOUND', t('staff.unknownStudent'));
  // The student's own checklist (the same steps their landing screen shows, by the same display rule).
  const ownSteps = checklistStepsOf(entry.status, byScreen);
  const checklist = staffChecklist(ownSteps, checklistUserOf(f), completed);
  const studentChecklist = buildChecklist(ownSteps, checklistUserOf(f), completed).map((i) => ({
    text: i.text,
    subtext: i.subtext,
    status: i.status,
    recommended: i.recommended,
  }));
  return {
    profile: {
      ...publicEntry(entry),
      city: f.user.city,
      state: f.user.state,
      createdAt: f.user.createdAt.toISOString(),
      dateOfBirth: f.user.dateOfBirth,
      locale: f.user.locale,
    },
    checklist,
    studentChecklist,
    textsOptedOut: f.user.hasOptedOutOfSms,
    documents: docs
      ? documentRows(
          { ...docs, endorsementTWICStatus: docs.endorsementTwicStatus },
          { hasResume: (f.hasResume ?? 0) > 0 },
        ).map((r) => ({ name: r.name, status: r.status }))
      : [],
    agreementStatus: docs?.fwAgreementStatus ?? null,
    stipends: stipends.map((s) => ({
      id: s.id,
      week: s.week,
      status: s.status,
      createdAt: s.createdAt.toISOString(),
    })),
    tickets: studentTickets.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
    quizzes,
    rides,
    payouts,
    coaches: staff.map((s) => ({ id: s.id, name: nameOf(s) })),
    signIn,
    resumePath: resume ? `resume/${resume.id}` : null,
    paymentEmails: { stipends: stipendsPaidTo, payouts: payoutsPaidTo },
  };
}

type AuditRow = AuditEntryView & { subjectEmail: string | null };

/** The audit log as the console reads it, filtered on the server (see `auditQuery`), newest first. */
async function auditRows(deps: StaffDeps, query: AuditQuery): Promise<AuditRow[]> {
  if (query.student) await requireStudent(deps, query.student);
  const to = query.to ? dayStart(query.to) : null;
  const rows = await listAudit(deps.db, {
    ...(query.student ? { subjectUserId: query.student } : {}),
    ...(query.studentName ? { studentName: query.studentName } : {}),
    ...(query.coach ? { coachName: query.coach } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.from ? { from: dayStart(query.from)! } : {}),
    ...(to ? { to: new Date(to.getTime() + 86_400_000) } : {}),
    limit: 500,
  });
  const subjects = [...new Set(rows.map((r) => r.subjectUserId).filter((s): s is string => Boolean(s)))];
  const people = new Map((await repo.namesOf(deps.db, subjects)).map((n) => [n.id, n]));
  return rows.map((r) => {
    const person = r.subjectUserId ? people.get(r.subjectUserId) : undefined;
    const name = person ? nameOf(person) : null;
    return {
      id: r.id,
      action: r.action,
      summary: auditSummary(r.action, r.detail, name),
      actor: { id: r.actorId, name: r.actorName },
      subject: r.subjectUserId ? { id: r.subjectUserId, name: name ?? '' } : null,
      subjectEmail: person?.email ?? null,
      detail: r.detail,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export async function auditLog(deps: StaffDeps, query: AuditQuery): Promise<AuditEntryView[]> {
  return (await auditRows(deps, query)).map(({ subjectEmail: _, ...entry }) => entry);
}

/** The same rows as a CSV file; cells that a spreadsheet would run as formulas are made text. */
export async function auditCsv(deps: StaffDeps, query: AuditQuery): Promise<string> {
  const rows = await auditRows(deps, query);
  return toCsv([
    t('staff.auditCsvHeader').split(','),
    ...rows.map((r) => [
      r.createdAt,
      r.actor.name,
      auditActionName(r.action),
      r.summary,
      r.subject?.name ?? '',
      r.subjectEmail ?? '',
    ]),
  ]);
}

export async function openTickets(deps: StaffDeps): Promise<StaffTicket[]> {
  const rows = await deps.areas.tickets.openQueue(deps.db);
  const replies = await repliesOf(
    deps.db,
    rows.map((r) => r.ticket.id),
  );
  return rows.map(({ ticket, studentFirstName, studentLastName, studentLocale }) => ({
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
    locale: studentLocale ?? 'en',
  }));
}

/** Marks a ticket solved once; a second click or a second coach is told who solved it. */
export async function solveTicket(deps: StaffDeps, viewer: Viewer, id: string) {
  return deps.db.transaction(async (tx) => {
    const ticket = await deps.areas.tickets.findForUpdate(tx, id);
    if (!ticket) throw new AppError('NOT_FOUND', t('staff.unknownTicket'));
    if (ticket.status === 'closed') throw await alreadyDecided(tx, 'ticketId', id);
    await deps.areas.tickets.close(tx, id);
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'tickets.solve',
      subjectUserId: ticket.userId,
      detail: { ticketId: id, subject: ticket.subject, before: ticket.status, after: 'closed' },
    });
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
  idempotencyKey: string | null,
): Promise<Note> {
  await requireStudent(deps, input.studentId);
  const id = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertNoteOnce(tx, {
      studentId: input.studentId,
      type: input.type,
      body: input.body,
      authorId: viewer.userId,
      idempotencyKey,
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
  const first = idempotencyKey ? await repo.findNoteByIdempotencyKey(deps.db, idempotencyKey) : null;
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

import type {
  FactsPatch,
  FactsResponse,
  ProgramFactsView,
  StatusCorrection,
} from '@shared/contracts/staff-facts.js';
import {
  canCorrectStatus,
  changedFacts,
  correctionTargets,
  factsProblem,
  type CorrectableStatus,
  type FundingStatus,
  type ProgramFactKey,
  type ProgramFacts,
} from '@shared/domain/staff-facts.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { recordAudit } from '@server/audit/audit.repo.js';
import type { Db } from '@server/db/client.js';
import type { Jobs } from '@server/queue/queue.js';
import type { Viewer } from '@server/plugins/session.js';
import '@shared/messages/staff.js';
import '@shared/messages/staff-facts.js';
import { correctionRole } from './admin-check.js';
import { factSentences, queueFactNotice, statusSentence } from './fact-notices.js';
import * as repo from './facts.repo.js';
import type { OtherAreas } from './other-areas.js';
import { listStaff } from './staff.repo.js';
import { CAREER_COACH_ROLES } from '@shared/domain/staff-roles.js';
import { moveStatus } from '@server/progress/status.repo.js';

export interface FactsDeps {
  db: Db;
  jobs: Jobs;
  /** What the console reads of other areas (composed in console-areas.ts). */
  areas: Pick<OtherAreas, 'places'>;
}

type Row = NonNullable<Awaited<ReturnType<typeof repo.findStudentFacts>>>;

function requireStudent(row: Awaited<ReturnType<typeof repo.findStudentFacts>>): Row {
  if (!row || row.role !== 'student' || row.status === '96_CEO')
    throw new AppError('NOT_FOUND', t('staff.unknownStudent'));
  return row;
}

function factsOf(row: Row): ProgramFacts {
  return {
    schoolId: row.schoolId,
    inSchoolStartDate: row.inSchoolStartDate,
    stipendSp: row.stipendSp,
    uberAccessEnabled: row.uberAccessEnabled,
    wbId: row.wbId,
    wfbFundingStatus: row.wfbFundingStatus as FundingStatus | null,
    waitlistWbId: row.waitlistWbId,
    wfp: row.wfp,
    careerCoachId: row.careerCoachId,
  };
}

/** A stored funding status the console does not know reads as none rather than failing the page. */
function view(facts: ProgramFacts): ProgramFactsView {
  const known = ['Pending', 'Funded', 'Denied'].includes(facts.wfbFundingStatus ?? '');
  return { ...facts, wfbFundingStatus: known ? facts.wfbFundingStatus : null };
}

const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

async function choices({ db, areas }: FactsDeps) {
  const [schools, boards, staff] = await Promise.all([
    areas.places.schoolChoices(db),
    repo.listBoards(db),
    listStaff(db, CAREER_COACH_ROLES),
  ]);
  return { schools, boards, careerCoaches: staff.map((s) => ({ id: s.id, name: nameOf(s) })) };
}

export async function getFacts(deps: FactsDeps, viewer: Viewer, studentId: string): Promise<FactsResponse> {
  const row = requireStudent(await repo.findStudentFacts(deps.db, studentId));
  return {
    facts: view(factsOf(row)),
    ...(await choices(deps)),
    status: row.status,
    corrections: correctionTargets(row.status, correctionRole(viewer)),
  };
}

/** What an audit entry shows for a fact: names for references, the value itself otherwise. */
function shown(key: ProgramFactKey, value: unknown, names: Map<string, string>): unknown {
  if (value === null) return null;
  if (key === 'schoolId' || key === 'wbId' || key === 'waitlistWbId' || key === 'careerCoachId')
    return names.get(value as string) ?? value;
  return value;
}

const factLabel: Record<ProgramFactKey, Parameters<typeof t>[0]> = {
  schoolId: 'staffFacts.school',
  inSchoolStartDate: 'staffFacts.startDate',
  stipendSp: 'staffFacts.stipendSp',
  uberAccessEnabled: 'staffFacts.uberAccessEnabled',
  wbId: 'staffFacts.wb',
  wfbFundingStatus: 'staffFacts.funding',
  waitlistWbId: 'staffFacts.waitlistWb',
  wfp: 'staffFacts.wfp',
  careerCoachId: 'staffFacts.careerCoach',
};

/**
 * Changes some facts of one student. Each reference is checked (a trucking school, a workforce board, a
 * staff member), the facts must hold together (factsProblem), every changed fact is one audit entry with
 * its old and new value, and the student is told once, in their language. The same values again change
 * nothing and tell no one.
 */
export async function setFacts(
  deps: FactsDeps,
  viewer: Viewer,
  studentId: string,
  patch: FactsPatch,
): Promise<ProgramFactsView> {
  const { schools, boards, careerCoaches } = await choices(deps);
  const names = new Map<string, string>([...schools, ...boards, ...careerCoaches].map((x) => [x.id, x.name]));
  const refuse = (key: Parameters<typeof t>[0], field: string) => {
    throw new AppError('VALIDATION', t(key), field);
  };
  if (patch.schoolId && !schools.some((s) => s.id === patch.schoolId))
    refuse('staffFacts.unknownSchool', 'schoolId');
  if (patch.wbId && !boards.some((b) => b.id === patch.wbId)) refuse('staffFacts.unknownBoard', 'wbId');
  if (patch.waitlistWbId && !boards.some((b) => b.id === patch.waitlistWbId))
    refuse('staffFacts.unknownBoard', 'waitlistWbId');
  if (patch.careerCoachId && !careerCoaches.some((c) => c.id === patch.careerCoachId))
    refuse('staffFacts.unknownCareerCoach', 'careerCoachId');

  return deps.db.transaction(async (tx) => {
    const row = requireStudent(await repo.findStudentFacts(tx, studentId, true));
    const before = factsOf(row);
    const changed = changedFacts(before, patch as Partial<ProgramFacts>);
    if (changed.length === 0) return view(before);
    const after: ProgramFacts = { ...before };
    for (const k of changed) (after as unknown as Record<string, unknown>)[k] = patch[k];
    const problem = factsProblem(after);
    if (problem) throw new AppError('VALIDATION', t(`staffFacts.${problem}`));
    await repo.updateFacts(tx, studentId, Object.fromEntries(changed.map((k) => [k, after[k]])));
    for (const k of changed)
      await recordAudit(tx, {
        actorId: viewer.userId,
        action: 'students.setFact',
        subjectUserId: studentId,
        detail: {
          field: k,
          fact: t(factLabel[k]),
          before: shown(k, before[k], names),
          after: shown(k, after[k], names),
          ...(typeof before[k] === 'string' && names.has(before[k]) ? { beforeId: before[k] } : {}),
          ...(typeof after[k] === 'string' && names.has(after[k]) ? { afterId: after[k] } : {}),
        },
      });
    const sentences = factSentences(
      changed,
      after,
      {
        school: after.schoolId ? (names.get(after.schoolId) ?? null) : null,
        careerCoach: after.careerCoachId ? (names.get(after.careerCoachId) ?? null) : null,
      },
      row.locale,
    );
    await queueFactNotice(tx, deps.jobs, row, sentences, 'program-facts');
    return view(after);
  });
}

/**
 * A status correction with its reason (decision 041): only the moves `correctionTargets` opens to the
 * viewer's role. The student already at the new status answers the same, without a second entry.
 */
export async function correctStatus(
  deps: FactsDeps,
  viewer: Viewer,
  studentId: string,
  body: StatusCorrection,
): Promise<{ status: CorrectableStatus }> {
  return deps.db.transaction(async (tx) => {
    const row = requireStudent(await repo.findStudentFacts(tx, studentId, true));
    if (row.status === body.status) return { status: body.status };
    if (!canCorrectStatus(row.status, body.status, correctionRole(viewer)))
      throw new AppError('CONFLICT', t('staffFacts.correction.notAllowed'));
    await moveStatus(tx, {
      userId: studentId,
      from: row.status,
      to: body.status,
      path: 'correction',
      byId: viewer.userId,
      reason: body.reason.trim(),
    });
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'students.correctStatus',
      subjectUserId: studentId,
      detail: { before: row.status, after: body.status, reason: body.reason.trim() },
    });
    await queueFactNotice(tx, deps.jobs, row, [statusSentence(body.status, row.locale)], 'status-correction');
    return { status: body.status };
  });
}

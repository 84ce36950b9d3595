import type { PreEnrollmentBody } from '@shared/contracts/school.js';
import {
  drugTestStatus,
  PRE_ENROLLMENT_URL,
  preEnrollmentOutcome,
  type PreEnrollmentOutcome,
} from '@shared/domain/school.js';
import { hasReachedScreen } from '@shared/domain/program.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Db } from '@server/db/client.js';
import type { Jobs } from '@server/queue/queue.js';
import { queueTicket } from '@server/queue/tickets.js';
import type { Viewer } from '@server/plugins/session.js';
import { completeByEvent } from '@server/progress/progress.service.js';
import * as repo from './school.repo.js';
import '@shared/messages/journey.js';
import '@shared/messages/school.js';

export interface SchoolDeps {
  db: Db;
  jobs: Jobs;
}

/** GET /api/preEnrollment: whether the questions were answered and whether the step is done. */
export async function preEnrollmentState(deps: SchoolDeps, viewer: Viewer) {
  const [row, done] = await Promise.all([
    repo.findPreEnrollment(deps.db, viewer.userId),
    repo.hasCompletion(deps.db, viewer.userId, PRE_ENROLLMENT_URL),
  ]);
  return { answered: Boolean(row), outcome: row?.outcome ?? null, done };
}

const describe = (body: PreEnrollmentBody) =>
  Object.entries(body)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join('\n');

/**
 * POST /api/preEnrollment: the server, not the browser, applies spec 001 §4's outcome. Answered once:
 * a second submit (a double tap or a replay) is refused and changes nothing.
 */
export async function submitPreEnrollment(deps: SchoolDeps, viewer: Viewer, body: PreEnrollmentBody) {
  const answered = await repo.findPreEnrollment(deps.db, viewer.userId);
  if (answered) return replay(answered.outcome);
  const student = await repo.findStudent(deps.db, viewer.userId);
  if (!student) throw new AppError('NOT_FOUND', t('errors.notFound'));
  if (student.status !== '4_School') throw new AppError('FORBIDDEN', t('preEnrollment.notNow'));
  // A student a coach returned to school after being on hold has had that hold: all positive answers lead
  // to the call with the coach, never to a second hold for funding.
  const returned = await repo.hasEarlierRound(deps.db, viewer.userId);
  const outcome = preEnrollmentOutcome(
    {
      addressVerified: body.addressVerified,
      payPalEmailVerified: body.payPalEmailVerified,
      phoneNumberVerified: body.phoneNumberVerified,
      canPassDrugTest: body.canPassDrugTest,
      readyForSchool: body.readyForSchool,
    },
    returned ? null : student.wfbFundingStatus,
  );
  const paymentEmail = (body.payPalEmailVerified ? student.email : (body.payPalEmail ?? ''))
    .trim()
    .toLowerCase();
  const result = await deps.db.transaction(async (tx) => {
    const first = await repo.insertPreEnrollmentOnce(tx, {
      userId: viewer.userId,
      answers: body as Record<string, unknown>,
      drugTestStatus: drugTestStatus(body.canPassDrugTest),
      outcome,
    });
    if (!first) return null;
    if (paymentEmail) await repo.setPaymentEmail(tx, viewer.userId, paymentEmail);
    if (outcome === 'scheduleCall') return replay(outcome);
    if (!(await repo.holdForSchool(tx, viewer.userId)))
      throw new AppError('CONFLICT', t('preEnrollment.notNow'));
    if (outcome === 'onHoldFunded') {
      // Spec 001 §4: pre_enrollment and enrollment are both done.
      await completeByEvent(tx, viewer.userId, { kind: 'preEnrollmentFunded' });
    } else {
      await queueTicket(tx, deps.jobs, {
        userId: viewer.userId,
        email: student.email,
        subject: t('preEnrollment.ticketSubject'),
        body: t('preEnrollment.ticketBody', {
          name: `${student.firstName} ${student.lastName}`,
          answers: describe(body),
        }),
        groupId: 'TruckingSchool',
        tags: ['pre_enrollment'],
      });
    }
    return replay(outcome);
  });
  if (result) return result;
  // A second tap that raced the first: answer what the first decided.
  const stored = await repo.findPreEnrollment(deps.db, viewer.userId);
  if (!stored) throw new AppError('CONFLICT', t('preEnrollment.alreadyAnswered'));
  return replay(stored.outcome);
}

/**
 * POST /api/preEnrollment/callScheduled: the schedule-a-call page's button. It completes pre_enrollment, and
 * only for a student whose answers led to that page; pressing it twice changes nothing.
 */
export async function confirmCallScheduled(deps: SchoolDeps, viewer: Viewer) {
  const answered = await repo.findPreEnrollment(deps.db, viewer.userId);
  if (answered?.outcome !== 'scheduleCall') throw new AppError('CONFLICT', t('preEnrollment.answerFirst'));
  await completeByEvent(deps.db, viewer.userId, { kind: 'preEnrollmentCallScheduled' });
  return preEnrollmentState(deps, viewer);
}

/** Where each outcome sends the student; a repeated submit gets the same answer as the first. */
function replay(outcome: PreEnrollmentOutcome) {
  return { outcome, next: outcome === 'scheduleCall' ? PRE_ENROLLMENT_URL : '/program/onhold' };
}

export async function acceptanceOf(deps: SchoolDeps, viewer: Viewer) {
  const row = await repo.findAcceptance(deps.db, viewer.userId);
  return {
    attendancePolicyStatus: row?.attendancePolicyStatus ?? false,
    trainingPolicyStatus: row?.trainingPolicyStatus ?? false,
  };
}

/** PATCH /api/documentAcceptance: the student's own acceptance, which also completes the policy's step. */
export async function acceptPolicies(
  deps: SchoolDeps,
  viewer: Viewer,
  body: {
    userFK: string;
    attendancePolicyStatus?: true | undefined;
    trainingPolicyStatus?: true | undefined;
  },
) {
  if (body.userFK !== viewer.userId) throw new AppError('FORBIDDEN', t('errors.forbidden'), 'userFK');
  const which = {
    attendance: Boolean(body.attendancePolicyStatus),
    training: Boolean(body.trainingPolicyStatus),
  };
  const row = await deps.db.transaction(async (tx) => {
    const saved = await repo.accept(tx, viewer.userId, which);
    if (which.attendance)
      await completeByEvent(tx, viewer.userId, { kind: 'policyAccepted', key: 'attendance' });
    if (which.training) await completeByEvent(tx, viewer.userId, { kind: 'policyAccepted', key: 'training' });
    return saved;
  });
  return {
    attendancePolicyStatus: row.attendancePolicyStatus,
    trainingPolicyStatus: row.trainingPolicyStatus,
  };
}

/**
 * POST /api/school/met: the student opened the card of their assigned school, which completes "Meet your
 * trucking school". Without a school there is nothing to meet: 409 with the page's own words.
 */
export async function confirmSchoolMet(deps: SchoolDeps, viewer: Viewer): Promise<{ ok: true }> {
  if (!viewer.status || !hasReachedScreen(viewer.status, 'school'))
    throw new AppError('FORBIDDEN', t('journey.notYourStage'));
  if (!(await repo.schoolOfStudent(deps.db, viewer.userId))) throw new AppError('CONFLICT', t('school.none'));
  await completeByEvent(deps.db, viewer.userId, { kind: 'schoolMet' });
  return { ok: true };
}

import { buildChecklist, isChecklistComplete } from '@shared/domain/checklist.js';
import {
  badgeForStatus,
  interstitialScreenOf,
  canWithdraw,
  isStatus,
  nextStatus,
  type Status,
} from '@shared/domain/program.js';
import { graduationWaitKey, graduationWaits } from '@shared/domain/graduation.js';
import { AppError } from '@shared/errors.js';
import '@shared/messages/decision-notices.js';
import { t } from '@shared/i18n.js';
import type { Db, Tx } from '@server/db/client.js';
import { queueEffect } from '@server/queue/effects.js';
import type { Jobs } from '@server/queue/queue.js';
import { completeByEvent, listCompletions } from '@server/progress/progress.service.js';
import { queueWelcomeEmail, queueWithdrawalEmail } from './journey-emails.js';
import * as repo from './program.repo.js';
import { moveStatus } from '@server/progress/status.repo.js';

export interface ProgramDeps {
  db: Db;
  jobs: Jobs;
  /** Chat channel graduates join when they reach post-program. */
  postProgramChannel: string;
}

/**
 * The interstitial's forward move: exactly one stage, only from the stage the button belongs to.
 * Asking for the status one already has (a double tap that arrived second) is answered as done.
 */
export async function moveForward(
  deps: ProgramDeps,
  userId: string,
  to: Status,
  expectedFrom?: Status,
): Promise<Status> {
  return deps.db.transaction(async (tx) => {
    const user = await repo.findStudentForUpdate(tx, userId);
    if (!user || user.role !== 'student' || !isStatus(user.status))
      throw new AppError('FORBIDDEN', t('errors.forbidden'));
    if (expectedFrom && expectedFrom !== to && user.status === to) return to;
    const from = expectedFrom ?? user.status;
    if (user.status !== from || nextStatus(from) !== to)
      throw new AppError('CONFLICT', t('journey.moveRefused'), 'status');
    if (!(await isStageChecklistDone(tx, user)))
      throw new AppError('CONFLICT', t('journey.finishChecklist'), 'status');
    if (to === '5_PostProgram') {
      const waits = graduationWaits(await repo.findGraduationFacts(tx, userId));
      if (waits.length) {
        const why = waits.map((w) => t(graduationWaitKey[w])).join(' ');
        throw new AppError('CONFLICT', t('decisionNotices.graduationRefused', { why }), 'status');
      }
    }
    if (!(await moveStatus(tx, { userId, from, to, path: 'forward', byId: userId })))
      throw new AppError('CONFLICT', t('journey.moveRefused'));
    await completeByEvent(tx, userId, { kind: 'stageFinished', key: interstitialScreenOf(from)! });

    const badge = badgeForStatus(to);
    if (badge && user.slackId) {
      await queueEffect(tx, deps.jobs, {
        kind: 'chat.badge',
        payload: { slackId: user.slackId, milestone: badge },
      });
    }
    if (to === '5_PostProgram') {
      if (user.slackId) {
        await queueEffect(tx, deps.jobs, {
          kind: 'chat.addToChannel',
          payload: { slackId: user.slackId, channel: deps.postProgramChannel },
        });
      }
      await queueEffect(tx, deps.jobs, {
        kind: 'crm.postProgramSync',
        payload: {
          uuid: user.id,
          email: user.email,
          phone: user.phone ?? '',
          hasOptedOutOfEmail: user.hasOptedOutOfEmail,
          hasOptedOutOfSMS: user.hasOptedOutOfSms,
        },
      });
      if (!user.hasOptedOutOfEmail) await queueWelcomeEmail(tx, deps.jobs, user);
    }
    return to;
  });
}

type StudentRow = NonNullable<Awaited<ReturnType<typeof repo.findStudentForUpdate>>>;

/**
 * The interstitial's button only counts once every required item of the stage's checklist is done, by the
 * server's own records of progress (recommended items never block).
 */
async function isStageChecklistDone(tx: Tx, user: StudentRow): Promise<boolean> {
  const screen = isStatus(user.status) ? interstitialScreenOf(user.status) : null;
  if (!screen) return false;
  // One after another: a transaction is one connection.
  const steps = await repo.listProgramSteps(tx, screen);
  const done = await listCompletions(tx, user.id);
  const waitlistBoard = await repo.findBoardSlug(tx, user.waitlistWbId);
  const items = buildChecklist(
    steps.filter((s) => !s.url.endsWith('/interstitial')),
    {
      waitlistBoard,
      hasFundingRecord: Boolean(user.wbId && user.wfbFundingStatus),
      wfp: user.wfp,
      uberAccessEnabled: user.uberAccessEnabled,
      stipendSp: user.stipendSp,
    },
    new Set(done.map((c) => c.url)),
  );
  return isChecklistComplete(items);
}

/** Leaving the program: 99_Withdrew, the withdrawal e-mail, and every session of the person ended. */
export async function withdraw(deps: ProgramDeps, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await repo.findStudentForUpdate(tx, userId);
    if (!user || user.role !== 'student' || !isStatus(user.status))
      throw new AppError('FORBIDDEN', t('errors.forbidden'));
    if (user.status === '99_Withdrew') return;
    if (!canWithdraw(user.status)) throw new AppError('FORBIDDEN', t('journey.withdrawRefused'), 'status');
    await moveStatus(tx, { userId, from: user.status, to: '99_Withdrew', path: 'withdrawal', byId: userId });
    await queueWithdrawalEmail(tx, deps.jobs, user);
    await repo.revokeAllSessions(tx, userId);
  });
}

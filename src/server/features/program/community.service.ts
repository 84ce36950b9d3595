import type { CommunityState } from '@shared/contracts/program.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Db, Tx } from '@server/db/client.js';
import { queueEffect } from '@server/queue/effects.js';
import { completeByEvent, listCompletions } from '@server/progress/progress.service.js';
import * as repo from './program.repo.js';
import type { ProgramDeps } from './program.service.js';

const COMMUNITY_URL = '/postprogram/community';

async function joined(db: Db | Tx, userId: string): Promise<boolean> {
  return (await listCompletions(db, userId)).some((c) => c.url === COMMUNITY_URL);
}

/** GET /api/program/community: whether the graduate joined the graduates' chat, and whether they can. */
export async function communityState(deps: ProgramDeps, userId: string): Promise<CommunityState> {
  const user = await repo.findStudent(deps.db, userId);
  return {
    joined: await joined(deps.db, userId),
    hasChatAccount: Boolean(user?.slackId),
    channel: deps.postProgramChannel,
  };
}

/**
 * POST /api/program/community: adds the graduate to the graduates' chat channel (through the chat port,
 * after commit) and completes the step, once. Only graduates, and only with a chat account.
 */
export async function joinCommunity(deps: ProgramDeps, userId: string): Promise<CommunityState> {
  await deps.db.transaction(async (tx) => {
    const user = await repo.findStudentForUpdate(tx, userId);
    if (!user || user.status !== '5_PostProgram') throw new AppError('FORBIDDEN', t('errors.forbidden'));
    if (!user.slackId) throw new AppError('CONFLICT', t('steps.chatNoAccount'));
    if (await joined(tx, userId)) return;
    await queueEffect(tx, deps.jobs, {
      kind: 'chat.addToChannel',
      payload: { slackId: user.slackId, channel: deps.postProgramChannel },
    });
    await completeByEvent(tx, userId, { kind: 'chatJoined' });
  });
  return communityState(deps, userId);
}

import type { z } from 'zod';
import type { badgeBody } from '@shared/contracts/chat.js';
import { normalizeEmail } from '@shared/domain/contact.js';
import { badgesEarned, isStatus } from '@shared/domain/program.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Db } from '@server/db/client.js';
import { queueEffect } from '@server/queue/effects.js';
import type { Jobs } from '@server/queue/queue.js';
import type { Viewer } from '@server/plugins/session.js';
import type { ChatPort } from '@server/ports/chat.js';
import * as repo from './chat.repo.js';

export interface ChatDeps {
  db: Db;
  jobs: Jobs;
  chat: ChatPort;
  /** Where students' messages to the success coaches go. */
  coachChannel: string;
}

/**
 * The chat calls of spec 001 §7. The spec's client makes them itself; here each acts for the caller only,
 * with what the server knows of them: their own e-mail, their linked chat id, the badges their status has
 * earned. The work on the chat service runs as a job after the transaction, once.
 */
async function personOf(db: Db, viewer: Viewer) {
  const person = await repo.findPerson(db, viewer.userId);
  if (!person) throw new AppError('UNAUTHORIZED', t('errors.unauthorized'));
  return person;
}

/** The caller's own chat member id; asking about any other address is refused. */
export async function findMember(deps: ChatDeps, viewer: Viewer, email: string) {
  const person = await personOf(deps.db, viewer);
  if (normalizeEmail(email) !== person.email)
    throw new AppError('FORBIDDEN', t('errors.onlyYourself'), 'email');
  return { slackId: person.slackId ?? (await deps.chat.findMemberByEmail(person.email)) };
}

/** Links a chat member to the caller, only the one the chat service knows by the caller's e-mail. */
export async function linkMember(deps: ChatDeps, viewer: Viewer, slackId: string) {
  const person = await personOf(deps.db, viewer);
  if (person.slackId === slackId) return { slackId };
  if (person.slackId) throw new AppError('CONFLICT', t('chat.otherAccount'), 'slackId');
  if ((await deps.chat.findMemberByEmail(person.email)) !== slackId)
    throw new AppError('FORBIDDEN', t('chat.notYourAccount'), 'slackId');
  const linked = await deps.db.transaction((tx) => repo.linkSlackId(tx, person.id, slackId));
  if (!linked) throw new AppError('CONFLICT', t('chat.otherAccount'), 'slackId');
  return { slackId };
}

async function ownMember(deps: ChatDeps, viewer: Viewer, slackId: string) {
  const person = await personOf(deps.db, viewer);
  if (!person.slackId) throw new AppError('CONFLICT', t('chat.noAccount'));
  if (person.slackId !== slackId) throw new AppError('FORBIDDEN', t('errors.onlyYourself'), 'slackId');
  return { ...person, slackId: person.slackId };
}

export async function updateDisplayName(deps: ChatDeps, viewer: Viewer, slackId: string) {
  const person = await ownMember(deps, viewer, slackId);
  const displayName = `${person.firstName} ${person.lastName}`;
  await deps.db.transaction((tx) =>
    queueEffect(tx, deps.jobs, { kind: 'chat.setDisplayName', payload: { slackId, displayName } }),
  );
  return { displayName };
}

export async function awardBadge(deps: ChatDeps, viewer: Viewer, body: z.infer<typeof badgeBody>) {
  const person = await ownMember(deps, viewer, body.slackId);
  const earned = isStatus(person.status) ? badgesEarned(person.status) : [];
  if (!earned.includes(body.milestone as (typeof earned)[number]))
    throw new AppError('FORBIDDEN', t('chat.notEarned'), 'milestone');
  await deps.db.transaction(async (tx) => {
    if (await repo.badgeQueued(tx, person.slackId, body.milestone)) return;
    await queueEffect(tx, deps.jobs, {
      kind: 'chat.badge',
      payload: { slackId: person.slackId, milestone: body.milestone },
    });
  });
  return { milestone: body.milestone };
}

/** The caller's message to the success coaches, signed with the name and e-mail the portal knows. */
export async function sendToCoaches(deps: ChatDeps, viewer: Viewer, text: string) {
  const person = await personOf(deps.db, viewer);
  const signed = t('chat.messageFrom', {
    name: `${person.firstName} ${person.lastName}`,
    email: person.email,
    text,
  });
  await deps.db.transaction((tx) =>
    queueEffect(tx, deps.jobs, {
      kind: 'chat.sendMessage',
      payload: { channel: deps.coachChannel, text: signed },
    }),
  );
  return { sent: true as const };
}

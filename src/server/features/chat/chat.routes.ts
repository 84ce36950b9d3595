import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/chat.endpoints.js';
import { chatSchemas } from '@shared/contracts/chat.js';
import type { CommunityState } from '@shared/contracts/program.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import * as service from './chat.service.js';

export interface ChatRouteDeps extends service.ChatDeps {
  guards: Guards;
  /** The graduates' channel, the one channel a student may join from here. */
  postProgramChannel: string;
  /** Composed in app.ts from the program area: joining completes the community step. */
  joinCommunity(userId: string): Promise<CommunityState>;
}

/** The chat calls of spec 001 §7 (`slack/*`), each acting for the signed-in student only. */
export const chatRoutes: FastifyPluginAsyncZod<ChatRouteDeps> = async (app, deps) => {
  const route = routesOf(app, chatSchemas);

  route(e.findChatMember, deps.guards.activeStudent, (request, viewer) =>
    service.findMember(deps, viewer, request.body.email),
  );

  route(e.linkChatMember, deps.guards.activeStudent, (request, viewer) =>
    service.linkMember(deps, viewer, request.body.slackId),
  );

  route(e.updateChatDisplayName, deps.guards.activeStudent, (request, viewer) =>
    service.updateDisplayName(deps, viewer, request.body.slackId),
  );

  route(e.joinChatChannel, deps.guards.activeStudent, async (request, viewer) => {
    if (request.body.slackChannelID !== deps.postProgramChannel)
      throw new AppError('FORBIDDEN', t('chat.channelRefused'), 'slackChannelID');
    const person = await service.findMember(deps, viewer, viewer.email);
    if (person.slackId !== request.body.userSlackId)
      throw new AppError('FORBIDDEN', t('errors.onlyYourself'), 'userSlackId');
    return deps.joinCommunity(viewer.userId);
  });

  route(e.awardChatBadge, deps.guards.activeStudent, (request, viewer) =>
    service.awardBadge(deps, viewer, request.body),
  );

  route(
    e.sendChatMessage,
    deps.guards.activeStudent,
    (request, viewer) => service.sendToCoaches(deps, viewer, request.body.text),
    { config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
  );
};

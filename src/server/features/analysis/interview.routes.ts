import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentConfigResponse,
  formatFeedbackBody,
  formattedFeedback,
  interviewTurnBody,
  interviewTurnResponse,
} from '@shared/contracts/interview.js';
import { errorBodySchema } from '@shared/errors.js';
import type { Guards } from '@server/plugins/session.js';
import { agentConfig, formatFeedback, interviewTurn, type InterviewDeps } from './interview.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

/** The practice interview agent (spec 000 §2 "Interview AI agent page", §7). */
export const interviewRoutes: FastifyPluginAsyncZod<InterviewDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  app.get(
    '/open-ai/agent-config',
    { schema: { tags: ['analysis'], response: { 200: agentConfigResponse, ...errors } } },
    async (request) => {
      await deps.guards.activeStudent(request);
      return agentConfig(deps);
    },
  );

  app.post(
    '/open-ai/interview-turn',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['analysis'],
        body: interviewTurnBody,
        response: { 200: interviewTurnResponse, ...errors },
      },
    },
    async (request) => interviewTurn(deps, await deps.guards.activeStudent(request), request.body.messages),
  );

  app.post(
    '/open-ai/format-feedback',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['analysis'],
        body: formatFeedbackBody,
        response: { 200: formattedFeedback, ...errors },
      },
    },
    async (request) => {
      await deps.guards.activeStudent(request);
      return formatFeedback(deps, request.body.feedback);
    },
  );
};

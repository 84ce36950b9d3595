import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/analysis.endpoints.js';
import { analysisSchemas } from '@shared/contracts/analysis.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import { agentConfig, formatFeedback, interviewTurn, type InterviewDeps } from './interview.service.js';

/** The practice interview agent (spec 000 §2 "Interview AI agent page", §7). */
export const interviewRoutes: FastifyPluginAsyncZod<InterviewDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  const route = routesOf(app, analysisSchemas);

  route(e.getAgentConfig, deps.guards.activeStudent, () => agentConfig(deps));

  route(
    e.takeInterviewTurn,
    deps.guards.activeStudent,
    (request, viewer) => interviewTurn(deps, viewer, request.body.messages),
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  route(
    e.formatInterviewFeedback,
    deps.guards.activeStudent,
    (request, viewer) => formatFeedback(deps, viewer, request.body.feedback),
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );
};

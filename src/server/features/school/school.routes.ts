import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/school.endpoints.js';
import { schoolSchemas } from '@shared/contracts/school.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import * as privacy from './privacy.service.js';
import * as service from './school.service.js';
import { trainingProviderOf } from './training-provider.js';

/** The trucking-school phase: pre-enrollment questions and the two school policies. */
export const schoolRoutes: FastifyPluginAsyncZod<service.SchoolDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  const route = routesOf(app, schoolSchemas);

  route(e.getPreEnrollment, async (request) =>
    service.preEnrollmentState(deps, await deps.guards.activeStudent(request)),
  );

  route(e.submitPreEnrollment, async (request) =>
    service.submitPreEnrollment(deps, await deps.guards.activeStudent(request), request.body),
  );

  route(e.confirmCallScheduled, async (request) =>
    service.confirmCallScheduled(deps, await deps.guards.activeStudent(request)),
  );

  route(e.confirmSchoolMet, async (request) =>
    service.confirmSchoolMet(deps, await deps.guards.activeStudent(request)),
  );

  route(e.getPolicyAcceptance, async (request) =>
    service.acceptanceOf(deps, await deps.guards.activeStudent(request)),
  );

  route(e.acceptPolicies, async (request) =>
    service.acceptPolicies(deps, await deps.guards.activeStudent(request), request.body),
  );

  route(e.getPrivacyAcceptance, async (request) =>
    privacy.privacyAcceptanceOf(deps, await deps.guards.activeStudent(request)),
  );

  route(e.acceptPrivacyPolicy, async (request) =>
    privacy.acceptPrivacyPolicy(deps, await deps.guards.activeStudent(request), request.body, request.ip),
  );

  route(e.getTrainingProvider, async (request) => {
    const viewer = await deps.guards.user(request);
    if (viewer.role === 'student') await deps.guards.activeStudent(request);
    return trainingProviderOf(deps.db, viewer, request.query.school);
  });
};

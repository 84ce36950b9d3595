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

  route(e.getPreEnrollment, deps.guards.activeStudent, (_request, viewer) =>
    service.preEnrollmentState(deps, viewer),
  );

  route(e.submitPreEnrollment, deps.guards.activeStudent, (request, viewer) =>
    service.submitPreEnrollment(deps, viewer, request.body),
  );

  route(e.confirmCallScheduled, deps.guards.activeStudent, (_request, viewer) =>
    service.confirmCallScheduled(deps, viewer),
  );

  route(e.confirmSchoolMet, deps.guards.activeStudent, (_request, viewer) =>
    service.confirmSchoolMet(deps, viewer),
  );

  route(e.getPolicyAcceptance, deps.guards.activeStudent, (_request, viewer) =>
    service.acceptanceOf(deps, viewer),
  );

  route(e.acceptPolicies, deps.guards.activeStudent, (request, viewer) =>
    service.acceptPolicies(deps, viewer, request.body),
  );

  route(e.getPrivacyAcceptance, deps.guards.activeStudent, (_request, viewer) =>
    privacy.privacyAcceptanceOf(deps, viewer),
  );

  route(e.acceptPrivacyPolicy, deps.guards.activeStudent, (request, viewer) =>
    privacy.acceptPrivacyPolicy(deps, viewer, request.body, request.ip),
  );

  route(e.getTrainingProvider, deps.guards.user, async (request, viewer) => {
    if (viewer.role === 'student') await deps.guards.activeStudent(request);
    return trainingProviderOf(deps.db, viewer, request.query.school);
  });
};

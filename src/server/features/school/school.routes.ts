import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptanceBody,
  acceptanceResponse,
  preEnrollmentBody,
  preEnrollmentResponse,
  preEnrollmentStateResponse,
  privacyAcceptBody,
  privacyAcceptanceResponse,
} from '@shared/contracts/school.js';
import { errorBodySchema } from '@shared/errors.js';
import type { Guards } from '@server/plugins/session.js';
import * as privacy from './privacy.service.js';
import * as service from './school.service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };

/** The trucking-school phase: pre-enrollment questions and the two school policies. */
export const schoolRoutes: FastifyPluginAsyncZod<service.SchoolDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  app.get(
    '/preEnrollment',
    {
      schema: {
        tags: ['school'],
        response: { 200: preEnrollmentStateResponse, ...errors },
      },
    },
    async (request) => service.preEnrollmentState(deps, await deps.guards.activeStudent(request)),
  );

  app.post(
    '/preEnrollment',
    {
      schema: {
        tags: ['school'],
        body: preEnrollmentBody,
        response: { 200: preEnrollmentResponse, ...errors },
      },
    },
    async (request) =>
      service.submitPreEnrollment(deps, await deps.guards.activeStudent(request), request.body),
  );

  app.post(
    '/preEnrollment/callScheduled',
    { schema: { tags: ['school'], response: { 200: preEnrollmentStateResponse, ...errors } } },
    async (request) => service.confirmCallScheduled(deps, await deps.guards.activeStudent(request)),
  );

  app.get(
    '/documentAcceptance',
    { schema: { tags: ['school'], response: { 200: acceptanceResponse, ...errors } } },
    async (request) => service.acceptanceOf(deps, await deps.guards.activeStudent(request)),
  );

  app.patch(
    '/documentAcceptance',
    { schema: { tags: ['school'], body: acceptanceBody, response: { 200: acceptanceResponse, ...errors } } },
    async (request) => service.acceptPolicies(deps, await deps.guards.activeStudent(request), request.body),
  );

  app.get(
    '/document/confirmPrivacyPolicy',
    { schema: { tags: ['school'], response: { 200: privacyAcceptanceResponse, ...errors } } },
    async (request) => privacy.privacyAcceptanceOf(deps, await deps.guards.activeStudent(request)),
  );

  app.patch(
    '/document/confirmPrivacyPolicy',
    {
      schema: {
        tags: ['school'],
        body: privacyAcceptBody,
        response: { 200: privacyAcceptanceResponse, ...errors },
      },
    },
    async (request) =>
      privacy.acceptPrivacyPolicy(deps, await deps.guards.activeStudent(request), request.body, request.ip),
  );
};

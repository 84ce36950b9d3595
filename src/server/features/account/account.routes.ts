import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeSentResponse,
  emailCodeBody,
  emailCurrentCodeBody,
  phoneCodeBody,
  phoneCurrentCodeBody,
  usersMetricsBody,
  usersMetricsResponse,
} from '@shared/contracts/account.js';
import { errorBodySchema } from '@shared/errors.js';
import type { Guards } from '@server/plugins/session.js';
import {
  recordPhotoUpload,
  requestCurrentCode,
  requestEmailCode,
  requestPhoneCode,
  type AccountDeps,
} from './account.service.js';

export interface AccountRouteDeps extends AccountDeps {
  guards: Guards;
}

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

/**
 * Codes for a change of e-mail or phone (first to the address on file, then to the new one) and the profile
 * photo metrics. The change itself is PATCH /api/user.
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountRouteDeps> = async (app, { guards, ...deps }) => {
  app.post(
    '/account/email/current-code',
    {
      schema: {
        tags: ['account'],
        body: emailCurrentCodeBody,
        response: { 200: codeSentResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await guards.activeStudent(request);
      return requestCurrentCode(deps, viewer.userId, { kind: 'email', ...request.body });
    },
  );

  app.post(
    '/account/phone/current-code',
    {
      schema: {
        tags: ['account'],
        body: phoneCurrentCodeBody,
        response: { 200: codeSentResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await guards.activeStudent(request);
      return requestCurrentCode(deps, viewer.userId, { kind: 'phone', ...request.body });
    },
  );

  app.post(
    '/account/email/code',
    { schema: { tags: ['account'], body: emailCodeBody, response: { 200: codeSentResponse, ...errors } } },
    async (request) => {
      const viewer = await guards.activeStudent(request);
      return requestEmailCode(deps, viewer.userId, request.body);
    },
  );

  app.post(
    '/account/phone/code',
    { schema: { tags: ['account'], body: phoneCodeBody, response: { 200: codeSentResponse, ...errors } } },
    async (request) => {
      const viewer = await guards.activeStudent(request);
      return requestPhoneCode(deps, viewer.userId, request.body);
    },
  );

  app.patch(
    '/usersMetrics',
    {
      schema: {
        tags: ['account'],
        body: usersMetricsBody,
        response: { 200: usersMetricsResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await guards.activeStudent(request);
      return recordPhotoUpload(deps, viewer.userId, request.body);
    },
  );
};

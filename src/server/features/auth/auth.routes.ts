import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeText } from '@shared/contracts/text.js';
import {
  loginBody,
  okResponse,
  sendEmailTokenBody,
  sendSmsTokenBody,
  sendTokenResponse,
} from '@shared/contracts/auth.js';
import { errorBodySchema } from '@shared/errors.js';
import type { Guards } from '@server/plugins/session.js';
import { login, logout, requestCode, type AuthDeps } from './auth.service.js';

export interface AuthRouteDeps extends AuthDeps {
  guards: Guards;
  rateLimitPerIp: number;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (app, deps) => {
  const ipLimit = { rateLimit: { max: deps.rateLimitPerIp, timeWindow: '15 minutes' } };
  const errors = { 400: errorBodySchema, 429: errorBodySchema };

  app.post(
    '/sendgrid/sendToken',
    {
      config: ipLimit,
      schema: { tags: ['auth'], body: sendEmailTokenBody, response: { 200: sendTokenResponse, ...errors } },
    },
    async (request) => {
      await requestCode(deps, { channel: 'email', email: request.body.to });
      return { sent: true as const };
    },
  );

  app.post(
    '/twilio/sendToken',
    {
      config: ipLimit,
      schema: { tags: ['auth'], body: sendSmsTokenBody, response: { 200: sendTokenResponse, ...errors } },
    },
    async (request) => {
      await requestCode(deps, { channel: 'sms', phone: request.body.phone });
      return { sent: true as const };
    },
  );

  app.post(
    '/login',
    {
      config: ipLimit,
      schema: {
        tags: ['auth'],
        body: loginBody,
        response: { 200: z.object({ redirectTo: safeText() }), ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const address =
        'email' in body && body.email
          ? { channel: 'email' as const, email: body.email }
          : { channel: 'sms' as const, phone: (body as { phone: string }).phone };
      const result = await login(deps, {
        address,
        code: body.token,
        previousSessionToken: request.cookies[deps.guards.cookieName],
      });
      deps.guards.setCookie(reply, result.sessionToken);
      return { redirectTo: result.redirectTo };
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['auth'], response: { 200: okResponse } } },
    async (request, reply) => {
      await logout(deps, request.cookies[deps.guards.cookieName]);
      deps.guards.clearCookie(reply);
      return { ok: true as const };
    },
  );
};

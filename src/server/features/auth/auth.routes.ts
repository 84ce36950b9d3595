import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/auth.endpoints.js';
import { authSchemas } from '@shared/contracts/auth.js';
import { supportedLocale } from '@shared/locale.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import { login, logout, requestCode, type AuthDeps } from './auth.service.js';

export interface AuthRouteDeps extends AuthDeps {
  guards: Guards;
  rateLimitPerIp: number;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (app, deps) => {
  const route = routesOf(app, authSchemas);
  const ipLimit = { config: { rateLimit: { max: deps.rateLimitPerIp, timeWindow: '15 minutes' } } };

  route(
    e.sendEmailCode,
    async (request) => {
      await requestCode(
        deps,
        { channel: 'email', email: request.body.to },
        supportedLocale(request.body.locale),
      );
      return { sent: true as const };
    },
    ipLimit,
  );

  route(
    e.sendSmsCode,
    async (request) => {
      await requestCode(
        deps,
        { channel: 'sms', phone: request.body.phone },
        supportedLocale(request.body.locale),
      );
      return { sent: true as const };
    },
    ipLimit,
  );

  route(
    e.signInWithCode,
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
    ipLimit,
  );

  route(e.signOut, async (request, reply) => {
    await logout(deps, request.cookies[deps.guards.cookieName]);
    deps.guards.clearCookie(reply);
    return { ok: true as const };
  });
};

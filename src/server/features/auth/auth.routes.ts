import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/auth.endpoints.js';
import { authSchemas } from '@shared/contracts/auth.js';
import { supportedLocale } from '@shared/locale.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import { CODE_REQUEST_FLOOR_MS } from './sign-in-limits.js';
import { registerSignInForms } from './sign-in-forms.js';
import { admitCodeRequest, login, logout, sendCode, type Address, type AuthDeps } from './auth.service.js';

export interface AuthRouteDeps extends AuthDeps {
  guards: Guards;
  rateLimitPerIp: number;
}

const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

export const authRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (app, deps) => {
  const route = routesOf(app, authSchemas);
  const ipLimit = { config: { rateLimit: { max: deps.rateLimitPerIp, timeWindow: '15 minutes' } } };

  // Known and unknown addresses take the same time (issue 38): the code is sent within the request, and
  // every answer waits until the floor, which is above what the work takes.
  async function codeRequest(address: Address, locale: string | undefined, ip: string) {
    const started = Date.now();
    try {
      await admitCodeRequest(deps, address, ip);
      await sendCode(deps, address, supportedLocale(locale), ip);
      return { sent: true as const };
    } finally {
      await sleep(started + CODE_REQUEST_FLOOR_MS - Date.now());
    }
  }

  route(
    e.sendEmailCode,
    async (request) =>
      codeRequest({ channel: 'email', email: request.body.to }, request.body.locale, request.ip),
    ipLimit,
  );

  route(
    e.sendSmsCode,
    async (request) =>
      codeRequest({ channel: 'sms', phone: request.body.phone }, request.body.locale, request.ip),
    ipLimit,
  );

  async function signIn(request: FastifyRequest, reply: FastifyReply, address: Address, code: string) {
    const result = await login(deps, {
      address,
      code,
      previousSessionToken: request.cookies[deps.guards.cookieName],
      ip: request.ip,
    });
    deps.guards.setCookie(reply, result.sessionToken);
    return result.redirectTo;
  }

  route(
    e.signInWithCode,
    async (request, reply) => {
      const body = request.body;
      const address: Address =
        'email' in body && body.email
          ? { channel: 'email', email: body.email }
          : { channel: 'sms', phone: (body as { phone: string }).phone };
      return { redirectTo: await signIn(request, reply, address, body.token) };
    },
    ipLimit,
  );

  await registerSignInForms(app, { ipLimit, requestCode: codeRequest, signIn });

  route(e.signOut, async (request, reply) => {
    await logout(deps, request.cookies[deps.guards.cookieName]);
    deps.guards.clearCookie(reply);
    return { ok: true as const };
  });
};

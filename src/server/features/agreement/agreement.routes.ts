import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/agreement.endpoints.js';
import { agreementSchemas } from '@shared/contracts/agreement.js';
import { canRenewAgreement } from '@shared/domain/agreement.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import * as repo from './agreement.repo.js';
import * as service from './agreement.service.js';

/** The program agreement: e-mail a signing link, the signing page's calls, and the signed copy. */
export const agreementRoutes: FastifyPluginAsyncZod<service.AgreementDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  const route = routesOf(app, agreementSchemas);

  route(e.requestAgreement, deps.guards.activeStudent, (_request, viewer) =>
    service.requestAgreement(deps, viewer),
  );

  route(e.getSignatureRequest, deps.guards.activeStudent, async (request, viewer) => {
    const { request: sent, status } = await repo.latestRequest(deps.db, viewer.userId);
    return {
      fwAgreementStatus: status,
      sentAt: sent?.createdAt.toISOString() ?? null,
      linkExpiresAt: sent && sent.status === 'sent' ? sent.expiresAt.toISOString() : null,
      signedAt: sent?.signedAt?.toISOString() ?? null,
      version: sent?.version ?? null,
      renewable: canRenewAgreement(status, sent, new Date()),
    };
  });

  route(e.renewAgreement, deps.guards.staff, (request, viewer) =>
    service.renewAgreement(deps, viewer, request.params.id),
  );

  route(
    e.getSigningView,
    async (request, reply) => {
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return service.signingView(deps, request.params.token);
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  route(
    e.signAgreement,
    async (request) =>
      service.signAgreement(deps, request.params.token, request.body, {
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
        signedInAs: await signedInAs(deps.guards, request),
      }),
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } }, bodyLimit: 512 * 1024 },
  );

  // The provider posts its events as form data with one `json` field; no session, the event hash proves it.
  await app.register(async (callbacks) => {
    callbacks.addContentTypeParser(
      ['multipart/form-data', 'application/x-www-form-urlencoded'],
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    routesOf(callbacks, agreementSchemas)(
      e.receiveSigningCallback,
      async (request, reply) => {
        const callback = await callbackJson(request.headers['content-type'], request.body);
        if (callback === null) throw new AppError('VALIDATION', t('errors.invalidInput'), 'json');
        const answer = await service.receiveSigningCallback(deps, callback);
        return reply.header('content-type', 'text/plain; charset=utf-8').send(answer);
      },
      { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    );
  });

  route(e.downloadSignedAgreement, deps.guards.user, async (request, viewer, reply) => {
    if (viewer.role === 'student') await deps.guards.activeStudent(request);
    const pdf = await service.signedCopy(deps, viewer, request.query.student);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'attachment; filename="agreement-signed.pdf"')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
};

/** Who the request's session belongs to, or null when it has none (or a dead one): the link needs no session. */
async function signedInAs(guards: Guards, request: FastifyRequest): Promise<string | null> {
  if (!request.cookies[guards.cookieName]) return null;
  try {
    return (await guards.user(request)).userId;
  } catch (err) {
    if (err instanceof AppError && err.code === 'UNAUTHORIZED') return null;
    throw err;
  }
}

/** The `json` field of a form-data or URL-encoded callback body; null when there is none. */
async function callbackJson(contentType: string | undefined, body: unknown): Promise<string | null> {
  if (!Buffer.isBuffer(body) || !contentType) return null;
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } })
    .formData()
    .catch(() => null);
  const json = form?.get('json');
  return typeof json === 'string' ? json : null;
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeText } from '@shared/contracts/text.js';
import { AppError, errorBodySchema } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Guards } from '@server/plugins/session.js';
import * as service from './agreement.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
};
const token = z.object({ token: safeText().min(1).max(100) });

/** The program agreement: e-mail a signing link, the signing page's calls, and the signed copy. */
export const agreementRoutes: FastifyPluginAsyncZod<service.AgreementDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  app.post(
    '/hellosign/sendSignatureRequest',
    {
      schema: {
        tags: ['agreement'],
        response: { 200: z.object({ fwAgreementStatus: z.literal('pending') }), ...errors },
      },
    },
    async (request) => service.requestAgreement(deps, await deps.guards.activeStudent(request)),
  );

  app.get(
    '/hellosign/signing/:token',
    {
      schema: {
        tags: ['agreement'],
        params: token,
        response: {
          200: z.object({
            firstName: safeText(),
            title: safeText(),
            version: safeText(),
            paragraphs: z.array(safeText()),
          }),
          ...errors,
        },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return service.signingView(deps, request.params.token);
    },
  );

  app.post(
    '/hellosign/signing/:token',
    {
      bodyLimit: 512 * 1024,
      schema: {
        tags: ['agreement'],
        params: token,
        body: z.object({
          legalName: safeText().max(200),
          consent: z.boolean(),
          typed: z.boolean().default(false),
          signature: safeText().max(400_000).optional(),
        }),
        response: { 200: z.object({ fwAgreementStatus: z.literal('complete') }), ...errors },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) =>
      service.signAgreement(deps, request.params.token, request.body, {
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
      }),
  );

  // The provider posts its events as form data with one `json` field; no session, the event hash proves it.
  await app.register(async (callbacks) => {
    callbacks.addContentTypeParser(
      ['multipart/form-data', 'application/x-www-form-urlencoded'],
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    callbacks.post(
      '/hellosign/callback',
      {
        schema: { tags: ['agreement'], response: { ...errors, 503: errorBodySchema } },
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const callback = await callbackJson(request.headers['content-type'], request.body);
        if (callback === null) throw new AppError('VALIDATION', t('errors.invalidInput'), 'json');
        const answer = await service.receiveSigningCallback(deps, callback);
        return reply.header('content-type', 'text/plain; charset=utf-8').send(answer);
      },
    );
  });

  app.get(
    '/agreement/signed',
    { schema: { tags: ['agreement'], querystring: z.object({ student: z.uuid().optional() }) } },
    async (request, reply) => {
      const viewer = await deps.guards.user(request);
      if (viewer.role === 'student') await deps.guards.activeStudent(request);
      const pdf = await service.signedCopy(deps, viewer, request.query.student);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="agreement-signed.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

/** The `json` field of a form-data or URL-encoded callback body; null when there is none. */
async function callbackJson(contentType: string | undefined, body: unknown): Promise<string | null> {
  if (!Buffer.isBuffer(body) || !contentType) return null;
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } })
    .formData()
    .catch(() => null);
  const json = form?.get('json');
  return typeof json === 'string' ? json : null;
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/staff-texts.endpoints.js';
import { staffTextsSchemas } from '@shared/contracts/staff-texts.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import * as texts from './texts.service.js';
import type { OtherAreas } from './other-areas.js';
import { studentTimeline } from './timeline.service.js';

const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

/** The secret a webhook call carries: the `X-Webhook-Secret` header, or the password of Basic auth. */
function secretOf(request: FastifyRequest): string | null {
  const header = request.headers['x-webhook-secret'];
  if (typeof header === 'string' && header) return header;
  const auth = request.headers.authorization;
  if (!auth?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(auth.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? decoded.slice(colon + 1) : null;
}

/**
 * The student page's timeline, coaches' texts to a student, the Replies queue (staff only), and the SMS
 * provider's inbound webhook (public, proven by a shared secret).
 */
export const staffTextsRoutes: FastifyPluginAsyncZod<
  texts.TextDeps & { guards: Guards; webhookSecret: string | null; areas: OtherAreas }
> = async (app, deps) => {
  const route = routesOf(app, staffTextsSchemas);

  route(e.listStudentTimeline, deps.guards.staff, (request) =>
    studentTimeline(deps, request.params.id, request.query),
  );

  route(
    e.textStudent,
    deps.guards.staff,
    (request, viewer) =>
      texts.textStudent(deps, viewer, request.params.id, request.body.body, request.idempotencyKey ?? null),
    // Per coach (the limiter keys a signed-in person by account): a busy afternoon, not a blast.
    { config: { rateLimit: { max: 30, timeWindow: '10 minutes' } } },
  );

  route(e.listTextReplies, deps.guards.staff, () => texts.listReplies(deps));

  route(e.markTextReplyHandled, deps.guards.staff, (request, viewer) =>
    texts.markReplyHandled(deps, viewer, request.params.id),
  );

  // The provider posts form fields; this parser serves the webhook only.
  await app.register(async (hooks) => {
    // Proven before the body is read: no secret configured means no webhook at all.
    hooks.addHook('onRequest', async (request) => {
      if (!deps.webhookSecret) throw new AppError('NOT_FOUND', t('staffStudent.texts.webhookOff'));
      const given = secretOf(request);
      if (!given || !sameSecret(given, deps.webhookSecret))
        throw new AppError('UNAUTHORIZED', t('staffStudent.texts.webhookRefused'));
    });
    hooks.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    routesOf(hooks, staffTextsSchemas)(
      e.receiveInboundText,
      async (request, reply) => {
        const { From, Body, MessageSid } = request.body;
        try {
          await texts.receiveText(deps, { from: From, body: Body, providerId: MessageSid });
        } catch (err) {
          // A number that is no student's: nothing to record, and nothing for the provider to retry.
          if (!(err instanceof AppError && err.code === 'NOT_FOUND')) throw err;
        }
        return reply
          .header('content-type', 'text/xml; charset=utf-8')
          .send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
      },
      { config: { rateLimit: { max: 300, timeWindow: '1 minute' } } },
    );
  });
};

import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody } from '../../shared/errors.js';
import { t } from '../../shared/i18n.js';

/** One place that turns any thrown error into the shared error body; 5xx details never leave the server. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) request.log.error({ err }, 'service unavailable');
      return reply.status(err.status).send(err.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
      const message =
        first?.message && !first.message.startsWith('Invalid input')
          ? first.message
          : t('errors.invalidInput');
      const body: ErrorBody = field
        ? { code: 'VALIDATION', message, field }
        : { code: 'VALIDATION', message };
      return reply.status(400).send(body);
    }
    if (err.code === 'FST_UNDER_PRESSURE') {
      return reply.status(503).send({ code: 'UNAVAILABLE', message: t('errors.busy') } satisfies ErrorBody);
    }
    if (isDatabaseDown(err)) {
      request.log.error({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: 'UNAVAILABLE', message: t('errors.unavailable') } satisfies ErrorBody);
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ code: 'RATE_LIMITED', message: t('errors.rateLimited') } satisfies ErrorBody);
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, oversized bodies, wrong content type: the client's fault, said plainly.
      const code = status === 404 ? 'NOT_FOUND' : 'VALIDATION';
      const message = status === 404 ? t('errors.notFound') : t('errors.invalidInput');
      return reply.status(status).send({ code, message } satisfies ErrorBody);
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL', message: t('errors.internal') } satisfies ErrorBody);
  });
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);

/** A lost or refused database connection (server down or restarting): the caller may retry, so 503. */
function isDatabaseDown(err: unknown): boolean {
  for (
    let e = err as { code?: string; message?: string; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    i++
  ) {
    if (e.code && (CONNECTION_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (
      /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
        e.message ?? '',
      )
    ) {
      return true;
    }
    e = e.cause as typeof e;
  }
  return false;
}

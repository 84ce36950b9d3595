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

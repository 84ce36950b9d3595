import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { DEFAULT_LOCALE, getLocale, pickLocale, type Locale } from '@shared/locale.js';
import { localizeMessage } from '@shared/localize-message.js';

/** One place that turns any thrown error into the shared error body; 5xx details never leave the server. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) request.log.error({ err }, 'service unavailable');
      // A refusal for now (a full work pool): when to try again.
      const retryAfter = (err as AppError & { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter) void reply.header('retry-after', String(retryAfter));
      return reply.status(err.status).send(err.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
      const locale = requestLanguage(request);
      const message =
        first?.message && !first.message.startsWith('Invalid input')
          ? localizeMessage(first.message, locale)
          : t('errors.invalidInput', undefined, locale);
      const body: ErrorBody = field
        ? { code: 'VALIDATION', message, field }
        : { code: 'VALIDATION', message };
      return reply.status(400).send(body);
    }
    if (err.code === 'FST_UNDER_PRESSURE') {
      return reply.status(503).send({ code: 'UNAVAILABLE', message: t('errors.busy') } satisfies ErrorBody);
    }
    const dataError = databaseDataError(err);
    if (dataError) {
      // A backstop: contracts refuse such input first, so reaching here means a field escaped the rule.
      request.log.warn({ err }, 'input refused by the database');
      return reply.status(400).send({ code: 'VALIDATION', message: dataError } satisfies ErrorBody);
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

/**
 * A request is refused by its schema before the session is read: the signed-in student's language is not
 * known yet, so the page's (the portal's API client sends it as Accept-Language) stands in.
 */
function requestLanguage(request: FastifyRequest): Locale {
  const known = getLocale();
  if (known !== DEFAULT_LOCALE) return known;
  const header = request.headers['accept-language'];
  return header ? pickLocale(header.split(',').map((part) => part.split(';')[0]!.trim())) : known;
}

/**
 * Errors Fastify raises before a route is found. A path parameter over the length limit gets the portal's
 * own 414 body (the path is never echoed back); any other malformed URL a plain 400.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply
      .status(414)
      .send({ code: 'URI_TOO_LONG', message: t('security.uriTooLong') } satisfies ErrorBody);
    return;
  }
  void reply.status(400).send({ code: 'VALIDATION', message: t('errors.invalidInput') } satisfies ErrorBody);
}

/** PostgreSQL data exceptions caused by what was sent, with the message a person is shown. */
const DATA_ERRORS: Record<string, () => string> = {
  // NUL in text, and a character that has no UTF-8 form (a lone surrogate).
  '22021': () => t('security.badText'),
  '22P05': () => t('security.badText'),
  '22003': () => t('security.numberOutOfRange'),
  // Invalid text for the column's type, such as a malformed id.
  '22P02': () => t('errors.invalidInput'),
};

function databaseDataError(err: unknown): string | null {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (typeof e.code === 'string' && e.code in DATA_ERRORS) return DATA_ERRORS[e.code]!();
    e = e.cause as typeof e;
  }
  return null;
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

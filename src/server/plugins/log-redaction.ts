import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

const REDACTED = '[redacted]';
/** Query parameters that carry a secret: sign-in codes, signing and reset tokens, keys, signatures. */
const SECRET_PARAM = /token|code|key|secret|signature|password|sid|auth/i;
/** Path segments that are themselves a secret: the e-mailed signing link `/api/hellosign/signing/<token>`. */
const SECRET_PATH = /(\/signing\/)[^/?#]+/g;

/**
 * Path segments that are an e-mail address (`/api/user/byEmail/<email>`, `/api/classes/attendance/byEmail/…`,
 * `/api/zendesk/getUserByEmail/…`): whoever reads the log must not learn who is enrolled (issue 38).
 */
const PERSONAL_PATH = /(\/(?:byEmail|getUserByEmail)\/)[^/?#]+/gi;
/** Any other segment or query value holding an e-mail address, raw or percent-encoded. */
const HAS_EMAIL = /@|%40/i;
/** Query parameters that name a person's contact. */
const PERSONAL_PARAM = /email|phone|^to$/i;

/** A request URL fit for a log: secret and personal path segments and query values replaced. */
function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q))
    .replace(SECRET_PATH, `$1${REDACTED}`)
    .replace(PERSONAL_PATH, `$1${REDACTED}`)
    .split('/')
    .map((segment) => (HAS_EMAIL.test(segment) ? REDACTED : segment))
    .join('/');
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent; its value is still judged by the raw name.
      }
      const secret =
        SECRET_PARAM.test(name) || PERSONAL_PARAM.test(name) || HAS_EMAIL.test(pair.slice(eq + 1));
      return secret ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  severity?: unknown;
  routine?: unknown;
  message?: unknown;
  cause?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The PostgreSQL error in a chain (drizzle wraps the driver's), or null when the error is not one. */
function databaseError(err: unknown): DatabaseErrorFields | null {
  let e = err as DatabaseErrorFields | undefined;
  let wrapped = false;
  for (let i = 0; e && i < 5; i++) {
    if (typeof e.code === 'string' && SQLSTATE.test(e.code) && ('severity' in e || 'routine' in e)) return e;
    if (typeof e.message === 'string' && e.message.startsWith('Failed query')) wrapped = true;
    e = e.cause as DatabaseErrorFields | undefined;
  }
  return wrapped ? {} : null;
}

/**
 * Errors in logs: a database error keeps its SQLSTATE code, constraint, table and column, never its message,
 * detail or the query's parameters (they hold e-mails, ticket text, codes); other errors as pino logs them.
 */
function serializeError(err: Error): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  const db = databaseError(err);
  if (!db) return stdSerializers.err(err) as unknown as { type: string; message: string; stack: string };
  const pick = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    type: err.constructor?.name ?? 'Error',
    message: `database error${pick(db.code) ? ` ${pick(db.code)}` : ''}`,
    code: pick(db.code),
    constraint: pick(db.constraint),
    table: pick(db.table),
    column: pick(db.column),
    routine: pick(db.routine),
    // The frames only: the stack's first lines repeat the message, which holds the parameters.
    stack: (err.stack ?? '')
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
}

export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  err: serializeError,
};

import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ErrorBody } from '@shared/errors.js';
import { t } from '@shared/i18n.js';

const RETRY_AFTER_SECONDS = 2;

function busy(reply: FastifyReply) {
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .send({ code: 'UNAVAILABLE', message: t('errors.busy') } satisfies ErrorBody);
}

/**
 * Sheds load instead of failing under it: past `maxInFlight` requests at once, or when the event loop
 * lags, a request gets 503 with Retry-After at once rather than waiting in a queue until it times out.
 * `/healthz` is never shed for the request count, so a load balancer can tell "busy" from "dead". The
 * error handler gives under-pressure's own 503 the same body.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  opts: { maxInFlight: number; maxEventLoopDelayMs: number },
): Promise<void> {
  let inFlight = 0;
  // One listener shared by every answer: 'close' comes exactly once for each, sent or cut off.
  const release = () => {
    inFlight--;
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url === '/healthz') return done();
    if (inFlight >= opts.maxInFlight) return void busy(reply);
    inFlight++;
    reply.raw.on('close', release);
    done();
  });
  // Off by default: embedded PGlite runs queries on the event loop, so a long migration or seed would
  // read as overload. Turn it on for PostgreSQL instances behind a load balancer.
  if (opts.maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    retryAfter: RETRY_AFTER_SECONDS,
  });
}

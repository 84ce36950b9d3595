import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY, UUID, type Endpoint } from '@shared/contracts/endpoint.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Db } from '../db/client.js';
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  saveIdempotentAnswer,
  sweepIdempotencyKeys,
} from './platform.repo.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The valid `Idempotency-Key` (lower-cased for a uuid key) of an `own` endpoint, whose handler keeps its
     * record under it; always undefined elsewhere, so a `replay` handler cannot add a second mechanism.
     */
    idempotencyKey: string | undefined;
  }
}

export interface IdempotencyOptions {
  db: Db;
  /** Who is asking: the signed-in person's id, or null (anonymous requests are never replayed). */
  scopeOf(request: FastifyRequest): Promise<string | null>;
  /** How long a first request may run before a retry with its key may run it again (after a crash). */
  staleMs?: number;
  /** How long answers are kept. */
  keepMs?: number;
  /** How long a retry waits for the first request's answer before it answers 409. */
  waitMs?: number;
}

const MAX_STORED = 64 * 1024;
type Claimed = { scope: string; key: string; route: string };
const claims = new WeakMap<FastifyRequest, Claimed>();

/**
 * The only reader of the `Idempotency-Key` header, applying each endpoint's one mechanism (see
 * `Idempotency`). An `own` write gets the key as `request.idempotencyKey`. A `replay` write of a signed-in
 * person honours the key: the first request runs and its
 * answer is kept per person, key and route; a retry with the same key and body gets that answer again
 * (`idempotent-replayed: true`) instead of a second record; one arriving while the first still runs waits for
 * that answer (409 only if it takes longer than `waitMs`); the same key
 * with a different body gets 422. Answers that set cookies, stream, or failed with 5xx are not kept.
 * Known gap: a crash after the route's commit but before its answer is kept lets a retry after `staleMs`
 * run again; writes that must be exact are `own`.
 */
export function registerIdempotency(app: FastifyInstance, opts: IdempotencyOptions): void {
  const staleMs = opts.staleMs ?? 60_000;
  const keepMs = opts.keepMs ?? 24 * 60 * 60 * 1000;
  const waitMs = opts.waitMs ?? 10_000;
  let sinceSweep = 0;

  /** Validates the header by the endpoint's rule and hands it to the handler. */
  function readKey(request: FastifyRequest, endpoint: Endpoint): string | undefined {
    const header = request.headers['idempotency-key'];
    if (header === undefined) {
      if (endpoint.requiresKey) throw new AppError('VALIDATION', t('errors.keyMissing'), 'Idempotency-Key');
      return undefined;
    }
    const format = endpoint.keyFormat === 'uuid' ? UUID : IDEMPOTENCY_KEY;
    if (typeof header !== 'string' || !format.test(header)) {
      throw new AppError('VALIDATION', t('errors.invalidInput'), 'Idempotency-Key');
    }
    return endpoint.keyFormat === 'uuid' ? header.toLowerCase() : header;
  }

  async function keyOnly(request: FastifyRequest) {
    request.idempotencyKey = readKey(request, request.routeOptions.config.endpoint!);
  }

  async function preHandler(request: FastifyRequest, reply: FastifyReply) {
    const header = readKey(request, request.routeOptions.config.endpoint!);
    if (header === undefined) return;
    const scope = await opts.scopeOf(request);
    if (!scope) return;
    const ref = { scope, key: header, route: request.routeOptions.url ?? request.url };
    const fingerprint = createHash('sha256')
      .update(request.url)
      .update('\0')
      .update(JSON.stringify(request.body ?? null))
      .digest('hex');
    // A double tap arrives while the first request still runs: wait for its answer and give the same one.
    const deadline = Date.now() + waitMs;
    let held = await claimIdempotencyKey(opts.db, { ...ref, fingerprint }, staleMs);
    while (held && held.fingerprint === fingerprint && held.status === null && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      held = await claimIdempotencyKey(opts.db, { ...ref, fingerprint }, staleMs);
    }
    if (!held) {
      claims.set(request, ref);
      if (++sinceSweep >= 200) {
        sinceSweep = 0;
        void sweepIdempotencyKeys(opts.db, keepMs).catch(() => undefined);
      }
      return;
    }
    if (held.fingerprint !== fingerprint) {
      return reply.status(422).send({ code: 'VALIDATION', message: t('errors.keyReused') });
    }
    if (held.status === null) {
      return reply.status(409).send({ code: 'CONFLICT', message: t('errors.stillWorking') });
    }
    void reply.header('idempotent-replayed', 'true');
    if (held.contentType) void reply.header('content-type', held.contentType);
    return reply.status(held.status).send(held.body ?? '');
  }

  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const ref = claims.get(request);
    if (!ref) return payload;
    claims.delete(request);
    const body =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    const keep =
      reply.statusCode < 500 &&
      reply.statusCode !== 429 &&
      body !== null &&
      body.length <= MAX_STORED &&
      !reply.hasHeader('set-cookie');
    try {
      if (keep) {
        const type = reply.getHeader('content-type');
        await saveIdempotentAnswer(opts.db, ref, {
          status: reply.statusCode,
          contentType: typeof type === 'string' ? type : null,
          body,
        });
      } else {
        await releaseIdempotencyKey(opts.db, ref);
      }
    } catch (err) {
      request.log.warn({ err }, 'could not keep the idempotent answer');
    }
    return payload;
  }

  app.decorateRequest('idempotencyKey', undefined);
  app.addHook('onRoute', (route) => {
    const rule = route.config?.endpoint?.idempotency ?? 'none';
    if (rule === 'own') route.preHandler = [...toArray(route.preHandler), keyOnly];
    if (rule !== 'replay') return;
    route.preHandler = [...toArray(route.preHandler), preHandler];
    route.onSend = [...toArray(route.onSend), onSend];
  });
}

function toArray<T>(hook: T | T[] | undefined): T[] {
  return hook === undefined ? [] : Array.isArray(hook) ? hook : [hook];
}

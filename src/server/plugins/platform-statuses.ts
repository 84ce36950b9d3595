import type { Endpoint } from '@shared/contracts/endpoint.js';
import { CROSS_SITE_EXEMPT, UNSAFE_METHODS } from './csrf.js';

/**
 * Every error status a route can answer, for its documented responses: the endpoint's own, and those the
 * platform gives before or around its handler (issue 38 item 9, guarded by tests/api/openapi-truth.test.ts).
 * - 431: any request whose headers pass Node's limit (answered before routing).
 * - 503: any request past the in-flight limit, or while the database is unreachable.
 * - 403: a write a browser says came from another site (plugins/csrf.ts), but the providers' callbacks.
 * - 414: a path parameter over the router's length limit (plugins/error-handler.ts `frameworkErrors`).
 * - 429: a route with a rate limit of its own.
 * - 400: a write that reads `Idempotency-Key` refuses a malformed (or, when required, missing) key.
 * - 409 and 422: a replayed write whose key is still running, or reused with another body.
 */
export function platformStatuses(endpoint: Endpoint, rateLimited: boolean): number[] {
  const statuses = new Set<number>([...endpoint.errors, 431, 503]);
  if (UNSAFE_METHODS.has(endpoint.method) && !CROSS_SITE_EXEMPT.includes(`/api${endpoint.path}`))
    statuses.add(403);
  if (endpoint.path.includes(':')) statuses.add(414);
  if (rateLimited) statuses.add(429);
  if (endpoint.idempotency !== 'none') statuses.add(400);
  if (endpoint.idempotency === 'replay') {
    statuses.add(409);
    statuses.add(422);
  }
  return [...statuses].sort((a, b) => a - b);
}

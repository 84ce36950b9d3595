import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ReplyOf, Schemas } from '@shared/contracts/endpoint.js';
import { errorBodySchema } from '@shared/errors.js';
import { platformStatuses } from './platform-statuses.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint object this route was registered from (its idempotency rule, errors, name). */
    endpoint?: Endpoint;
  }
}

export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The request a handler gets: the endpoint's parsed params, query and body. */
type RouteRequest<E extends Endpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
};

export interface RouteOptions {
  /** Per-route settings: rate limits, CSRF exemption. */
  config?: Omit<FastifyContextConfig, 'endpoint'>;
  bodyLimit?: number;
}

/** Who may call a route: checks the request (401 anonymous, 403 wrong role) and answers with the caller. */
type Guard<Who> = (request: FastifyRequest) => Promise<Who>;

type Handler<E extends Endpoint> = (request: RouteRequest<E>, reply: FastifyReply) => Promise<ReplyOf<E>>;
type GuardedHandler<E extends Endpoint, Who> = (
  request: RouteRequest<E>,
  who: Who,
  reply: FastifyReply,
) => ReplyOf<E> | Promise<ReplyOf<E>>;

/**
 * The route registrar of one area: `const route = routesOf(api, programSchemas)`, then
 * `route(listCompletions, handler)` registers the endpoint with its method, path, schemas (from the area's
 * table), documented error answers and idempotency rule (applied by the idempotency plugin from `config`).
 *
 * `route(endpoint, guard, handler)` is the one door for who may call it: the guard (e.g. `deps.guards.staff`)
 * runs first, before any of the handler, and the handler gets what it answered as `who`:
 * `route(e.approveStipend, deps.guards.staff, (request, who) => approve(deps, who, request.params.id))`.
 * Public routes, and routes that guard themselves in their own way, pass the handler alone.
 */
export function routesOf(app: Api, table: Readonly<Record<string, Schemas>>) {
  function route<E extends Endpoint>(endpoint: E, handler: Handler<E>, options?: RouteOptions): void;
  function route<E extends Endpoint, Who>(
    endpoint: E,
    guard: Guard<Who>,
    handler: GuardedHandler<E, Who>,
    options?: RouteOptions,
  ): void;
  function route<E extends Endpoint, Who>(
    endpoint: E,
    first: Handler<E> | Guard<Who>,
    second?: GuardedHandler<E, Who> | RouteOptions,
    third?: RouteOptions,
  ): void {
    let handler: Handler<E>;
    let options: RouteOptions;
    if (typeof second === 'function') {
      const guard = first as Guard<Who>;
      handler = async (request, reply) => second(request, await guard(request as FastifyRequest), reply);
      options = third ?? {};
    } else {
      handler = first as Handler<E>;
      options = second ?? {};
    }
    const schemas = table[endpoint.name];
    if (!schemas)
      throw new Error(`endpoint ${endpoint.name} has no entry in the ${endpoint.tag} schema table`);
    // With the statuses the platform answers around the handler (a limit of its own, 414, 431, 422…).
    const statuses = platformStatuses(endpoint, Boolean(options.config?.rateLimit));
    const errors = Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        tags: [endpoint.tag],
        operationId: endpoint.name,
        ...(schemas.params ? { params: schemas.params } : {}),
        ...(schemas.query ? { querystring: schemas.query } : {}),
        ...(schemas.body ? { body: schemas.body } : {}),
        response: { ...(schemas.response ? { [endpoint.status ?? 200]: schemas.response } : {}), ...errors },
      },
      config: { ...options.config, endpoint },
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    });
  }
  return route;
}

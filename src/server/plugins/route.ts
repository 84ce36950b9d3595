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
export type RouteRequest<E extends Endpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
};

export interface RouteOptions {
  /** Per-route settings: rate limits, CSRF exemption. */
  config?: Omit<FastifyContextConfig, 'endpoint'>;
  bodyLimit?: number;
}

/**
 * The route registrar of one area: `const route = routesOf(api, programSchemas)`, then
 * `route(listCompletions, handler)` registers the endpoint with its method, path, schemas (from the area's
 * table), documented error answers and idempotency rule (applied by the idempotency plugin from `config`).
 */
export function routesOf(app: Api, table: Readonly<Record<string, Schemas>>) {
  return function route<E extends Endpoint>(
    endpoint: E,
    handler: (request: RouteRequest<E>, reply: FastifyReply) => Promise<ReplyOf<E>>,
    options: RouteOptions = {},
  ): void {
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
  };
}

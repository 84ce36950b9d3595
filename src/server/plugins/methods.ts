import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '@shared/contracts/endpoint.js';
import type { ErrorBody } from '@shared/errors.js';
import { t } from '@shared/i18n.js';

export interface DeclaredRoute {
  method: string;
  url: string;
  /** The route's request schemas as declared (zod), for the security tests' fuzzing. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown; response?: object } | undefined;
  /** The endpoint object the route was registered from (see plugins/route.ts). */
  endpoint: Endpoint | undefined;
}

export interface RouteMethods {
  /** The methods registered for a concrete path (such as `/api/user`), empty when no route matches it. */
  allowed(path: string): string[];
  /** Every route declared, in order: the route table the security tests classify. */
  declared(): readonly DeclaredRoute[];
}

const tables = new WeakMap<FastifyInstance, RouteMethods>();

/** The route table of an app built by buildApp. */
export function routeTableOf(app: FastifyInstance): RouteMethods {
  const table = tables.get(app);
  if (!table) throw new Error('trackRouteMethods was not registered on this app');
  return table;
}

/**
 * Remembers every route as it is declared, so a known path asked with a method it does not have answers
 * 405 with `Allow` (RFC 9110 §15.5.6) instead of 404. The answer is given as the request arrives, before
 * its body is read: a method Fastify would refuse for its body first (`QUERY` without a content type, a
 * malformed JSON body) still gets 405. Register before any route.
 */
export function trackRouteMethods(app: FastifyInstance): RouteMethods {
  const routes = new Map<string, { segments: string[]; pattern: RegExp; methods: Set<string> }>();
  const declared: DeclaredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const url = route.url;
    for (const method of [route.method].flat()) {
      declared.push({
        method: method.toUpperCase(),
        url,
        schema: route.schema as DeclaredRoute['schema'],
        endpoint: route.config?.endpoint,
      });
    }
    let entry = routes.get(url);
    if (!entry) {
      entry = { segments: url.split('/'), pattern: patternOf(url), methods: new Set() };
      routes.set(url, entry);
    }
    for (const method of [route.method].flat()) entry.methods.add(method.toUpperCase());
  });
  const table: RouteMethods = {
    declared: () => declared,
    allowed(path) {
      // The path's own route: of the routes whose shape fits it, the one the router prefers (a fixed
      // segment before a parameter, a parameter before a wildcard). `/api/user/locale` is not `/api/user/:id`.
      let best: { segments: string[]; methods: Set<string> } | null = null;
      for (const entry of routes.values()) {
        if (entry.pattern.test(path) && (!best || morePrecise(entry.segments, best.segments))) best = entry;
      }
      return best ? [...best.methods].sort() : [];
    },
  };
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404) return;
    const allowed = table.allowed(request.url.split('?')[0]!);
    // The page's own paths (GET of a screen) fall through to the client's index.html.
    if (allowed.length === 0) return;
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send({ code: 'METHOD_NOT_ALLOWED', message: t('security.methodNotAllowed') } satisfies ErrorBody);
  });
  tables.set(app, table);
  return table;
}

const rank = (segment: string | undefined) =>
  segment === undefined ? -1 : segment === '*' ? 0 : segment.startsWith(':') ? 1 : 2;

/** Whether route `a` wins over route `b` for a path both fit: the first segment where they differ decides. */
function morePrecise(a: string[], b: string[]): boolean {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = rank(a[i]) - rank(b[i]);
    if (diff !== 0) return diff > 0;
  }
  return false;
}

function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

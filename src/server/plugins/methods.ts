import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '@shared/contracts/endpoint.js';

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
 * 405 with `Allow` (RFC 9110 §15.5.6) instead of 404. Register before any route.
 */
export function trackRouteMethods(app: FastifyInstance): RouteMethods {
  const routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();
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
      entry = { pattern: patternOf(url), methods: new Set() };
      routes.set(url, entry);
    }
    for (const method of [route.method].flat()) entry.methods.add(method.toUpperCase());
  });
  const table: RouteMethods = {
    declared: () => declared,
    allowed(path) {
      const methods = new Set<string>();
      for (const { pattern, methods: own } of routes.values()) {
        if (pattern.test(path)) for (const m of own) methods.add(m);
      }
      return [...methods].sort();
    },
  };
  tables.set(app, table);
  return table;
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

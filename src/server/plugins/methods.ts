import type { FastifyInstance } from 'fastify';

export interface RouteMethods {
  /** The methods registered for a concrete path (such as `/api/user`), empty when no route matches it. */
  allowed(path: string): string[];
}

/**
 * Remembers every route as it is declared, so a known path asked with a method it does not have answers
 * 405 with `Allow` (RFC 9110 §15.5.6) instead of 404. Register before any route.
 */
export function trackRouteMethods(app: FastifyInstance): RouteMethods {
  const routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  app.addHook('onRoute', (route) => {
    const url = route.url;
    let entry = routes.get(url);
    if (!entry) {
      entry = { pattern: patternOf(url), methods: new Set() };
      routes.set(url, entry);
    }
    for (const method of [route.method].flat()) entry.methods.add(method.toUpperCase());
  });
  return {
    allowed(path) {
      const methods = new Set<string>();
      for (const { pattern, methods: own } of routes.values()) {
        if (pattern.test(path)) for (const m of own) methods.add(m);
      }
      return [...methods].sort();
    },
  };
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

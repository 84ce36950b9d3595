import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@shared/contracts/endpoint.js';
import { CROSS_SITE_EXEMPT } from '@server/plugins/csrf.js';
import { usePortal } from './harness.js';
import { routesOf } from './security-routes.js';

/**
 * The OpenAPI document is true to the server (issue 38 item 9): what the server answers for every path
 * and operation, outside a route's own handler, is what the document says.
 */
type Operation = {
  operationId?: string;
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type Doc = { paths: Record<string, Record<string, Operation>> };

const portal = usePortal();
let doc: Doc;
let endpoints: Map<string, Endpoint>;

beforeAll(async () => {
  doc = (await portal.app.inject({ url: '/api/docs/json' })).json() as Doc;
  endpoints = new Map(
    routesOf(portal.app).flatMap((r) => (r.endpoint ? [[r.endpoint.name, r.endpoint] as const] : [])),
  );
}, 60_000);

/** `/api/user/{id}` → `/api/user/x`. */
const concrete = (path: string, value = 'x') => path.replace(/\{[^}]+\}/g, value);
/** The API's operations (the document also lists the service worker's version check). */
const operations = () =>
  Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );

describe('methods a path does not have', () => {
  it('answers QUERY and PROPFIND on every path with 405 and that path’s own methods in Allow', async () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      const methods = new Set(Object.keys(ops).map((m) => m.toUpperCase()));
      if (methods.has('GET')) methods.add('HEAD');
      const allow = [...methods].sort().join(', ');
      for (const [method, headers] of [
        ['QUERY', { 'content-type': 'application/json' }],
        ['QUERY', {}],
        ['PROPFIND', {}],
      ] as const) {
        const res = await portal.app.inject({
          method: method as 'GET',
          url: concrete(path),
          headers,
          ...(method === 'QUERY' && 'content-type' in headers ? { payload: '{}' } : {}),
        });
        const seen = `${res.statusCode} ${res.headers.allow ?? ''}`;
        if (seen !== `405 ${allow}` || res.json().code !== 'METHOD_NOT_ALLOWED')
          wrong.push(`${method} ${path}: ${seen}, expected 405 ${allow}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never names a sibling route’s methods', async () => {
    // /api/user/locale is PUT only; /api/user/:id (GET) only shares its shape.
    const res = await portal.app.inject({ method: 'DELETE', url: '/api/user/locale' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('PUT');
  });
});

describe('statuses every operation can answer', () => {
  it('declares 431 everywhere, and the server answers it for headers over the limit', async () => {
    const missing = operations()
      .filter(({ op }) => !op.responses['431'])
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
    await portal.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = portal.app.server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        { port, host: '127.0.0.1', path: '/api/user/session', headers: { 'x-filler': 'a'.repeat(20_000) } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(431);
  });

  it('declares 503 everywhere, and 403 on every write a browser could send from another site', async () => {
    const wrong: string[] = [];
    for (const { path, method, op } of operations()) {
      if (!op.responses['503']) wrong.push(`${method} ${path} 503`);
      if (method === 'GET' || CROSS_SITE_EXEMPT.includes(path)) continue;
      if (!op.responses['403']) wrong.push(`${method} ${path} 403`);
      const res = await portal.app.inject({
        method: method as 'POST',
        url: concrete(path),
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      if (res.statusCode !== 403) wrong.push(`${method} ${path} answered ${res.statusCode} cross-site`);
    }
    expect(wrong).toEqual([]);
  });

  it('declares 414 on every operation with a path parameter, and the server answers it there', async () => {
    const wrong: string[] = [];
    for (const { path, method, op } of operations()) {
      const hasParam = path.includes('{');
      if (hasParam !== Boolean(op.responses['414']))
        wrong.push(`${method} ${path} declares 414: ${Boolean(op.responses['414'])}`);
      if (!hasParam) continue;
      const res = await portal.app.inject({ method: method as 'GET', url: concrete(path, 'x'.repeat(300)) });
      if (res.statusCode !== 414) wrong.push(`${method} ${path} answered ${res.statusCode}, not 414`);
    }
    expect(wrong).toEqual([]);
  });

  it('declares 409 and 422 on every write that replays its Idempotency-Key', () => {
    const wrong: string[] = [];
    for (const { path, method, op } of operations()) {
      const endpoint = endpoints.get(op.operationId ?? '');
      expect(endpoint, `${method} ${path}`).toBeDefined();
      if (endpoint!.idempotency !== 'replay') continue;
      for (const status of ['409', '422'])
        if (!op.responses[status]) wrong.push(`${method} ${path} ${status}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('schemas', () => {
  it('types every latitude and longitude as a number', () => {
    const untyped: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}[${i}]`));
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (
          /latitude|longitude/i.test(key) &&
          value &&
          typeof value === 'object' &&
          !('properties' in value)
        ) {
          const schema = value as { type?: string; anyOf?: { type?: string }[] };
          const types = schema.anyOf ? schema.anyOf.map((s) => s.type) : [schema.type];
          if (!types.includes('number')) untyped.push(`${where}.${key}`);
        }
        walk(value, `${where}.${key}`);
      }
    };
    walk(doc.paths, 'paths');
    expect(untyped).toEqual([]);
  });

  it('describes the e-sign callback’s answer', async () => {
    const op = doc.paths['/api/hellosign/callback']!.post!;
    expect(op.responses['200']?.content).toHaveProperty(['text/plain']);
    const res = await portal.app.inject({
      method: 'POST',
      url: '/api/hellosign/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `json=${encodeURIComponent(JSON.stringify({ event: { event_type: 'callback_test' } }))}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const declared = op.responses['200']!.content!['text/plain'] as { schema: { enum: string[] } };
    expect(declared.schema.enum).toEqual([res.body]);
  });
});

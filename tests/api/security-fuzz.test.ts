import { beforeAll, expect, it } from 'vitest';
import { rateLimits } from '@server/db/schema/index.js';
import type { DeclaredRoute } from '@server/plugins/methods.js';
import { usePortal } from './harness.js';
import { jsonSchemaOf, pathOf, routesOf, sampleOf } from './security-routes.js';

const portal = usePortal();
let routes: DeclaredRoute[];
let student: string;

// Calls that end the session or rewrite demo data would leave the rest of the run signed out.
const SKIP = ['POST /api/logout', 'POST /api/dev/reset', 'PATCH /api/dev/user'];

const nested = (depth: number): unknown => {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

/** What a hostile or broken client puts in a field. */
const BAD_VALUES: [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'a\ud800b'],
  ['lone low surrogate', '\udfff'],
  ['huge string', 'x'.repeat(200_000)],
  ['deep nesting', nested(2_000)],
  ['number', 1e308],
  ['tiny float', 5e-324],
  ['negative', -1],
  ['boolean', true],
  ['null', null],
  ['array', ['a\u0000', { b: '\ud800' }]],
  ['object', { $ne: null, __proto__: { admin: true } }],
];

beforeAll(async () => {
  await portal.app.ready();
  routes = routesOf(portal.app).filter(
    (r) => !['GET', 'DELETE'].includes(r.method) && !SKIP.includes(`${r.method} ${r.url}`),
  );
  student = await portal.signIn('school@example.org');
}, 60_000);

it('answers every bad value in every JSON body field of every route without a 5xx', async () => {
  const failures: string[] = [];
  let sent = 0;
  for (const route of routes) {
    const schema = jsonSchemaOf(route.schema?.body);
    const base = (sampleOf(schema ?? undefined) ?? {}) as Record<string, unknown>;
    const fields = schema?.properties ? Object.keys(schema.properties) : [];
    const bodies: [string, unknown][] = [
      // The whole body replaced: a string, a deep structure, an array.
      ...BAD_VALUES.map(([what, v]) => [`body=${what}`, v] as [string, unknown]),
      ...fields.flatMap((field) =>
        BAD_VALUES.map(([what, v]) => [`${field}=${what}`, { ...base, [field]: v }] as [string, unknown]),
      ),
    ];
    // Plausible path parameters (an enum's first value, a well-formed id), so the body is what is judged.
    const params = (sampleOf(jsonSchemaOf(route.schema?.params) ?? undefined) ?? {}) as Record<
      string,
      unknown
    >;
    const url = pathOf(route.url, (name) => String(params[name] ?? 'x'));
    for (const [what, body] of bodies) {
      for (const cookie of [null, student]) {
        await portal.database.db.delete(rateLimits);
        const res = await portal.app.inject({
          method: route.method as 'POST',
          url,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          payload: JSON.stringify(body),
        });
        sent++;
        if (res.statusCode >= 500) {
          failures.push(
            `${route.method} ${route.url} ${what} ${cookie ? 'student' : 'anonymous'} → ${res.statusCode}`,
          );
        }
      }
    }
  }
  expect(sent).toBeGreaterThan(1000);
  expect(failures).toEqual([]);
}, 240_000);

it('answers bad path parameters on every route without a 5xx', async () => {
  const failures: string[] = [];
  const all = routesOf(portal.app).filter(
    (r) => r.url.includes(':') && !SKIP.includes(`${r.method} ${r.url}`),
  );
  // A NUL, the UTF-8 bytes of a lone surrogate, bytes that are no UTF-8 at all, and a dot-dot path.
  for (const value of ['a%00b', '%ED%A0%80', '%FF%FE', '..%2F..%2Fetc%2Fpasswd', '1e-400', '-0']) {
    for (const route of all) {
      await portal.database.db.delete(rateLimits);
      const res = await portal.app.inject({
        method: route.method as 'POST',
        url: pathOf(route.url, () => value, true),
        headers: { cookie: student },
        ...(['GET', 'DELETE'].includes(route.method) ? {} : { payload: {} }),
      });
      if (res.statusCode >= 500) failures.push(`${route.method} ${route.url} ${value} → ${res.statusCode}`);
    }
  }
  expect(failures).toEqual([]);
}, 60_000);

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, users } from '@server/db/schema/index.js';
import type { DeclaredRoute } from '@server/plugins/methods.js';
import { usePortal, useSignIns } from './harness.js';
import { accessOf, jsonSchemaOf, listedRoutes, pathOf, routesOf, sampleOf } from './security-routes.js';

const portal = usePortal();
const cookies = useSignIns(portal, ['school', 'training', 'coach']);
let routes: DeclaredRoute[];
let studentId: string;

// Calls that end the caller's session or rewrite demo data would spoil the callers after them.
const DISRUPTIVE = ['POST /api/logout', 'PATCH /api/user', 'POST /api/dev/reset', 'PATCH /api/dev/user'];

beforeAll(async () => {
  await portal.app.ready();
  routes = routesOf(portal.app);
  const [row] = await portal.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'school@example.org'));
  studentId = row!.id;
}, 60_000);

/** One call to a route with a plausible body, each path parameter and `student` query set to `id`. */
async function call(route: DeclaredRoute, cookie: string | null, id = 'x') {
  // Limits would answer 429 before the guard under test; each call starts with a fresh budget.
  await portal.database.db.delete(rateLimits);
  const hasBody = !['GET', 'DELETE'].includes(route.method);
  const body = hasBody ? (sampleOf(jsonSchemaOf(route.schema?.body) ?? undefined) ?? {}) : undefined;
  const query = jsonSchemaOf(route.schema?.querystring)?.properties?.student ? `?student=${id}` : '';
  return portal.app.inject({
    method: route.method as 'GET',
    url: pathOf(route.url, () => id) + query,
    headers: cookie ? { cookie } : {},
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('the route table', () => {
  it('classifies every route, and lists no route that is gone', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => !accessOf(r)).map(key)).toEqual([]);
    const declared = new Set(routes.map(key));
    expect(listedRoutes.filter((r) => !declared.has(r))).toEqual([]);
  });
});

describe('access matrix', () => {
  it('gives an anonymous caller nothing but public routes, and never a 5xx', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      const access = accessOf(route);
      if (DISRUPTIVE.includes(key(route))) continue;
      const res = await call(route, null);
      if (res.statusCode >= 500) leaks.push(`${key(route)} ${res.statusCode}`);
      if ((access === 'signedIn' || access === 'staff') && res.statusCode < 400) {
        leaks.push(`${key(route)} ${res.statusCode}`);
      }
      if (access === 'staff')
        expect({ route: key(route), status: res.statusCode }).toMatchObject({ status: 401 });
    }
    expect(leaks).toEqual([]);
  }, 60_000);

  it('refuses a student every staff route with 403 before reading it, and never answers 5xx', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      if (DISRUPTIVE.includes(key(route))) continue;
      const res = await call(route, cookies.school);
      if (res.statusCode >= 500) wrong.push(`${key(route)} ${res.statusCode}`);
      if (accessOf(route) === 'staff' && res.statusCode !== 403)
        wrong.push(`${key(route)} ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('refuses the HEAD Fastify adds beside each staff GET: 401 anonymous, 403 for a student', async () => {
    const heads = routes.filter((r) => r.method === 'GET' && accessOf(r) === 'staff');
    expect(heads.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const route of heads) {
      const head = { ...route, method: 'HEAD' };
      const anonymous = await call(head, null);
      const byStudent = await call(head, cookies.school);
      if (anonymous.statusCode !== 401 || byStudent.statusCode !== 403)
        wrong.push(`HEAD ${route.url} ${anonymous.statusCode} ${byStudent.statusCode}`);
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it("never gives one student another student's records by id", async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      if (accessOf(route) !== 'signedIn' || DISRUPTIVE.includes(key(route))) continue;
      const takesId =
        route.url.includes(':') || route.url.includes('?') || Boolean(route.schema?.querystring);
      if (!takesId) continue;
      const res = await call(route, cookies.training, studentId);
      if (res.statusCode < 300 && res.body.includes(studentId)) leaks.push(`${key(route)} ${res.statusCode}`);
      if (res.statusCode >= 500) leaks.push(`${key(route)} ${res.statusCode}`);
    }
    expect(leaks).toEqual([]);
  }, 60_000);

  it('never answers a coach with a 5xx', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      if (DISRUPTIVE.includes(key(route))) continue;
      const res = await call(route, cookies.coach, studentId);
      if (res.statusCode >= 500) wrong.push(`${key(route)} ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  }, 60_000);
});

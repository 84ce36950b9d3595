import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@shared/contracts/endpoint.js';
import type { DeclaredRoute } from '@server/plugins/methods.js';
import { HTML_FORMS } from '@shared/page-data.js';
import { usePortal } from './harness.js';
import { accessOf, routesOf } from './security-routes.js';

// Every endpoint object the contracts declare, by the module that declares it.
const modules = import.meta.glob<Record<string, unknown>>('../../src/shared/contracts/*.endpoints.ts', {
  eager: true,
});
const declared: Endpoint[] = Object.values(modules).flatMap((m) =>
  Object.values(m).filter((v): v is Endpoint => typeof v === 'object' && v !== null && 'idempotency' in v),
);
// Every area's schema table (`<area>Schemas` in `<area>.ts`): its entries, by endpoint name.
const areas = import.meta.glob<Record<string, unknown>>(
  ['../../src/shared/contracts/*.ts', '!../../src/shared/contracts/*.endpoints.ts'],
  { eager: true },
);
const tableEntries = Object.values(areas).flatMap((m) =>
  Object.entries(m).flatMap(([key, table]) => (key.endsWith('Schemas') ? Object.keys(table as object) : [])),
);

const portal = usePortal();
let routes: DeclaredRoute[];

beforeAll(async () => {
  await portal.app.ready();
  // The API's own description, the health probes and the plain HTML forms (answered with a redirect to
  // a page, decision 039) are not endpoints of the API.
  const forms = HTML_FORMS;
  routes = routesOf(portal.app).filter(
    (r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs') && !forms.includes(r.url),
  );
}, 60_000);

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('one endpoint, one object', () => {
  it('registers every route from its endpoint object, at the endpoint’s method and path', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => !r.endpoint).map(key)).toEqual([]);
    for (const r of routes) {
      expect(key(r)).toBe(`${r.endpoint!.method} /api${r.endpoint!.path}`);
    }
  });

  it('documents each endpoint’s error answers and states its idempotency rule', () => {
    for (const r of routes) {
      const response = r.schema?.response ?? {};
      for (const status of r.endpoint!.errors)
        expect(response, `${key(r)} ${status}`).toHaveProperty(String(status));
      expect(['none', 'replay', 'own']).toContain(r.endpoint!.idempotency);
      if (r.method === 'GET') expect(r.endpoint!.idempotency, key(r)).toBe('none');
    }
  });

  it('registers every declared endpoint exactly once, each under its own verb-noun name', () => {
    const names = declared.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+[A-Z][A-Za-z]*$/);
    const registered = new Set(routes.map((r) => r.endpoint?.name));
    expect(names.filter((n) => !registered.has(n))).toEqual([]);
  });

  it('keeps a schema table entry only for a declared endpoint', () => {
    // The compiler checks the other way: an endpoint's name must be an entry of its area's table.
    const names = new Set(declared.map((e) => e.name));
    expect(tableEntries.length).toBe(names.size);
    expect(tableEntries.filter((n) => !names.has(n))).toEqual([]);
  });

  it('declares as public, demo or staff exactly the endpoints the access matrix lists so', () => {
    for (const r of routes) {
      const listed = accessOf(r);
      const declared = r.endpoint!.access;
      // Under /api/admin/ (and the notes calls) staff is the path's own rule, so the object need not say it.
      const staffByPath = r.url.startsWith('/api/admin/') || r.url === '/api/notes';
      const expected =
        listed === 'public' || listed === 'demo'
          ? listed
          : listed === 'staff' && !staffByPath
            ? 'staff'
            : 'session';
      expect(declared ?? 'session', key(r)).toBe(expected);
    }
  });

  it('leaves the Idempotency-Key header to the idempotency plugin alone', () => {
    const readers = filesUnder('src/server').filter(
      (f) => !f.endsWith('plugins/idempotency.ts') && /idempotency-key['"]\]/i.test(readFileSync(f, 'utf8')),
    );
    expect(readers).toEqual([]);
  });

  it('lets no client file but the API client call fetch or XMLHttpRequest', () => {
    const callers = filesUnder('src/client').filter(
      (f) =>
        !f.endsWith('lib/api.ts') &&
        !/\.test\.tsx?$/.test(f) &&
        /\bfetch\(|XMLHttpRequest/.test(readFileSync(f, 'utf8').replace(/\.refetch\(/g, '')),
    );
    expect(callers).toEqual([]);
  });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && /\.tsx?$/.test(d.name))
    .map((d) => join(d.parentPath, d.name));
}

import { beforeAll, describe, expect, it } from 'vitest';
import { usePortal } from './harness.js';
import { accessOf, routesOf } from './security-routes.js';
import { logStatements } from './statement-log.js';

/**
 * A read asked again changes nothing in the database (issue 41): every GET of the API, as students at
 * two stages and as a coach, is asked twice and the second time sends no insert, update or delete. Reads
 * that record a progress event ("opened", "listed") write it the first time only. The one write allowed
 * is the request counter of a route with its own rate limit (it guards a paid or outside service), and
 * the audit row of a download every one of which is recorded (the funder's export, issue 40).
 */
const auditedDownloads = ['/api/admin/outcomes/export.csv'];
const values: Record<string, string> = {
  screen: 'school',
  name: 'trucking_trivia',
  quiz: 'general_knowledge_1',
  key: 'pretrip_video_1',
};
const urlOf = (path: string) => path.replace(/:([a-zA-Z]+)/g, (_, name: string) => values[name] ?? 'x');

const portal = usePortal();
beforeAll(async () => {
  await portal.app.ready();
}, 60_000);

describe('reads write nothing', () => {
  it('every GET, asked again, sends no insert, update or delete', async () => {
    const reads = routesOf(portal.app).filter(
      (r) =>
        r.method === 'GET' &&
        r.url.startsWith('/api/') &&
        accessOf(r) !== 'demo' &&
        !r.url.startsWith('/api/docs'),
    );
    expect(reads.length).toBeGreaterThan(40);
    const found: string[] = [];
    let answered = 0;
    for (const email of ['permit@example.org', 'school@example.org', 'coach@example.org']) {
      const cookie = await portal.signIn(email);
      for (const route of reads) {
        const url = urlOf(route.url);
        await portal.app.inject({ url, headers: { cookie } });
        const statements = logStatements(portal.database);
        let status: number;
        try {
          status = (await portal.app.inject({ url, headers: { cookie } })).statusCode;
        } finally {
          statements.restore();
        }
        if (status < 300) answered++;
        const writes = statements
          .writes()
          .filter((w) => !/^insert into rate_limits\b/.test(w))
          .filter((w) => !(auditedDownloads.includes(route.url) && /^insert into "audit_log"/.test(w)));
        for (const w of writes) found.push(`${email} GET ${route.url} (${status}): ${w.slice(0, 120)}`);
      }
    }
    expect(answered).toBeGreaterThan(60);
    expect(found).toEqual([]);
  }, 240_000);
});

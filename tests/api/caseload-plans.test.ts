import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseloadResponse } from '@shared/contracts/staff.js';
import { startTestPortal, type TestPortal } from './harness.js';

/**
 * The caseload at 20,000 students reads indexes only: PostgreSQL's plan of every statement a caseload
 * request sends (search, filters, every order, a page deep in the list, the capped count) has no
 * sequential scan of the students or of their kept order keys. PostgreSQL only: PGlite plans the same SQL
 * but is one small process, and its planner statistics are not what production sees.
 */
const STUDENTS = 20_000;
const watched = ['users', 'caseload_keys', 'coach_assignments'];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
const seqScansOf = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && watched.includes(node['Relation Name'] ?? '')
    ? [node['Relation Name']!]
    : []),
  ...(node.Plans ?? []).flatMap(seqScansOf),
];

const isCount = (text: string) => text.startsWith('select count(*) from (select 1');

describe.skipIf(!process.env.TEST_DATABASE_URL)('the caseload plans at 20,000 students', () => {
  let portal: TestPortal;
  let coach: string;
  let pool: pg.Pool;
  let sent: { text: string; values: unknown[] }[] = [];

  beforeAll(async () => {
    portal = await startTestPortal({ RATE_LIMIT_PER_IP: '1000', CODES_PER_ADDRESS: '100' });
    if (portal.database.kind !== 'postgres') throw new Error('PostgreSQL only');
    pool = portal.database.pool;
    coach = await portal.signIn('coach@example.org');
    // Students in every stage, a coach for most, phones and names that differ; their kept order keys as
    // the caseload computes them (remaining, blocker, last activity), so no first read recomputes them all.
    await pool.query(`
      insert into users (role, email, phone, first_name, last_name, status, created_at)
      select 'student', 'gen' || i || '@example.org', '+1312' || lpad((3000000 + i)::text, 7, '0'),
        initcap(substr(md5('first' || i), 1, 7)), initcap(substr(md5('last' || i), 1, 9)),
        (array['0_New','1_Setup','2_Training','3_Permit','4_School','5_PostProgram','95_OnHoldForSchool'])[1 + i % 7],
        now() - (i % 300) * interval '1 day'
      from generate_series(1, ${STUDENTS}) i`);
    await pool.query(`
      insert into coach_assignments (student_id, coach_id)
      select u.id, (select id from users where email = 'coach@example.org')
      from users u where u.email like 'gen%' and u.email not like 'gen%0@example.org'`);
    await pool.query(`
      update caseload_keys k set stale = false, remaining = (h % 9),
        blocked_on = (array['documents','rides','stipends','tickets','student','nothing'])[1 + h % 6],
        last_activity_at = case when h % 5 = 0 then null else now() - (h % 1000) * interval '1 hour' end
      from (select id, abs(hashtext(id::text)) as h from users where email like 'gen%') g
      where g.id = k.student_id`);
    await pool.query('analyze');
    // Every statement the portal sends from here on, with its values.
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (
      config: unknown,
      values?: unknown,
    ) => {
      const text = typeof config === 'string' ? config : (config as { text: string }).text;
      const params = (values ?? (config as { values?: unknown[] }).values ?? []) as unknown[];
      sent.push({ text, values: params });
      return values === undefined ? query(config) : query(config, values);
    };
  }, 240_000);
  afterAll(async () => {
    await portal?.close();
  });

  async function caseload(params: Record<string, string>) {
    const res = await portal.app.inject({
      method: 'GET',
      url: `/api/admin/students?${new URLSearchParams(params)}`,
      headers: { cookie: coach },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CaseloadResponse;
  }

  /**
   * The sequential scans of students in the plans of what one caseload request sends. The count of a
   * list or a filter is checked apart: it stops after CASELOAD_COUNT_CAP + 1 students whatever its plan.
   * A search's count is planned like its page: the few who match are found by index, not by reading all.
   */
  async function scansOf(params: Record<string, string>) {
    sent = [];
    const answer = await caseload(params);
    const statements = sent.filter(
      (s) => /caseload_keys|"users"/.test(s.text) && (params.q !== undefined || !isCount(s.text)),
    );
    expect(sent.filter((s) => isCount(s.text)).every((s) => / limit \$\d+\) "matching"$/.test(s.text))).toBe(
      true,
    );
    expect(statements.length).toBeGreaterThan(0);
    const scans: string[] = [];
    const client = await pool.connect();
    try {
      for (const s of statements) {
        const { rows } = await client.query(`explain (format json) ${s.text}`, s.values);
        const plan = (rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan;
        const found = seqScansOf(plan);
        scans.push(...found.map((table) => `${table} in: ${s.text.slice(0, 160)}`));
      }
    } finally {
      client.release();
    }
    return { answer, scans };
  }

  it('pages every order from its index, from the start and from deep in the list', async () => {
    for (const sort of ['nearest', 'idle', 'name']) {
      const first = await scansOf({ sort });
      expect(first.scans, sort).toEqual([]);
      expect(first.answer).toMatchObject({ total: 1000, totalIsMore: true });
      const next = await scansOf({ sort, after: first.answer.next! });
      expect(next.scans, sort).toEqual([]);
      const back = await scansOf({ sort, before: next.answer.prev! });
      expect(back.scans, sort).toEqual([]);
      expect(back.answer.students.map((s) => s.id)).toEqual(first.answer.students.map((s) => s.id));
    }
  });

  it('searches names, e-mails and phones by index', async () => {
    const {
      first_name: first,
      last_name: last,
      email,
    } = (
      await pool.query(`select first_name, last_name, email from users where email = 'gen1234@example.org'`)
    ).rows[0] as { first_name: string; last_name: string; email: string };
    // Part of a name, the whole name either way round, part of an e-mail: the trigram index, in every
    // statement of the request (the page, its count and its facts), never a walk over every student.
    for (const q of [last.slice(1, 7), `${first} ${last}`, `${last}, ${first.slice(0, 3)}`]) {
      const byName = await scansOf({ q });
      expect(byName.scans, q).toEqual([]);
      expect(
        byName.answer.students.map((s) => s.email),
        q,
      ).toContain(email);
    }
    for (const sort of ['idle', 'name']) {
      const sorted = await scansOf({ q: last.slice(0, 5), sort });
      expect(sorted.scans, sort).toEqual([]);
      expect(sorted.answer.students.map((s) => s.email)).toContain(email);
    }
    const byEmail = await scansOf({ q: 'gen4321@' });
    expect(byEmail.scans).toEqual([]);
    expect(byEmail.answer.students.map((s) => s.email)).toEqual(['gen4321@example.org']);
    const byPhone = await scansOf({ q: '(312) 300-5678' });
    expect(byPhone.scans).toEqual([]);
    expect(byPhone.answer.students.map((s) => s.email)).toEqual(['gen5678@example.org']);
  });

  it('filters by stage, blocker, coach and waiting by index', async () => {
    const cases: Record<string, string>[] = [
      { status: '3_Permit' },
      { blockedOn: 'tickets' },
      { waiting: 'true', sort: 'idle' },
      { mine: 'true', sort: 'name' },
    ];
    for (const params of cases) {
      const { scans } = await scansOf(params);
      expect(scans, JSON.stringify(params)).toEqual([]);
    }
  });
});

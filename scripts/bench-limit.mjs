// The "physical limit" the API bench measures the portal against (issue 22): Fastify and one prepared pg
// statement per request, reading the rows the portal reads and answering them as JSON. The session read:
// the session joined to its person and everything the session call shows. The checklist: the session and
// person check, and the stage's program steps, in one statement. No validation, serializer, headers or
// compression: what the machine, Fastify and the driver cost. PostgreSQL only (DATABASE_URL).
// The class notes, the completion write and the staff caseload send exactly the statements the portal sends
// (LIMIT_STATEMENTS, taken from the portal's code by scripts/bench-captured.ts), each as a named statement,
// after one session check: the captured student's or admin's id, step, key and fingerprint are replaced by
// the request's own.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

const sessionIdOf = (cookie = '') =>
  createHash('sha256')
    .update(/(?:^|;\s*)sid=([^;]+)/.exec(cookie)?.[1] ?? '')
    .digest('hex');

const live = `s.revoked_at is null and s.expires_at > now() and s.last_seen_at > now() - interval '2700 seconds'`;

const sessionRead = {
  name: 'limit_session_read',
  text: `select u.*, row_to_json(d) as documents, row_to_json(sa) as service_area, row_to_json(wb) as wb,
      row_to_json(wl) as waitlist, row_to_json(l) as school
    from sessions s
    join users u on u.id = s.user_id
    left join documents d on d.user_id = u.id
    left join service_areas sa on sa.id = u.service_area_id
    left join workforce_boards wb on wb.id = u.wb_id
    left join workforce_boards wl on wl.id = u.waitlist_wb_id
    left join locations l on l.id = u.school_id
    where s.id = $1 and ${live}`,
};

const checklist = {
  name: 'limit_checklist',
  text: `select p.name, p.url, p.type, p.step, p."order", p.section, p.subtext, p.cta, p.conditions,
      p.completes, p.recommended
    from program_steps p
    where p.screen = $2 and exists (
      select 1 from sessions s join users u on u.id = s.user_id
      where s.id = $1 and ${live} and u.role = 'student')
    order by p."order"`,
};

const captured = JSON.parse(process.env.LIMIT_STATEMENTS ?? 'null');

// The portal's session check (plugins/session.ts): the person behind a live session, and whether to touch it.
const viewer = {
  name: 'limit_viewer',
  text: `select u.id, u.role, u.status, u.email, u.first_name, u.locale,
      s.last_seen_at < now() - interval '60 seconds' as stale
    from sessions s join users u on u.id = s.user_id
    where s.id = $1 and ${live} and u.deactivated_at is null`,
};

async function viewerOf(request) {
  const { rows } = await pool.query({ ...viewer, values: [sessionIdOf(request.headers.cookie)] });
  return rows[0];
}

/** A captured value with every captured identity replaced by this request's. */
function bind(value, swap) {
  if (Array.isArray(value)) return value.map((v) => bind(v, swap));
  return typeof value === 'string' && swap.has(value) ? swap.get(value) : value;
}

/** Runs one read's captured statements in the portal's order, each named, and returns the last rows. */
async function runAll(key, swap) {
  let rows = [];
  for (const [i, sent] of captured[key].entries())
    ({ rows } = await pool.query({
      name: `limit_${key}_${i}`,
      text: sent.text,
      values: bind(sent.values, swap),
    }));
  return rows;
}

app.get('/notes/:class', async (request, reply) => {
  const who = await viewerOf(request);
  if (who?.role !== 'student') return reply.code(401).send({ message: 'Unauthorized' });
  await runAll('notes', new Map([[captured.student, who.id]]));
  return captured.notesPage;
});

app.post('/completion', async (request, reply) => {
  const who = await viewerOf(request);
  if (who?.role !== 'student') return reply.code(401).send({ message: 'Unauthorized' });
  const fingerprint = createHash('sha256')
    .update('/api/completion')
    .update('\0')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
  const swap = new Map([
    [captured.student, who.id],
    [captured.url, request.body.url],
    [captured.key, request.headers['idempotency-key']],
    [captured.fingerprint, fingerprint],
  ]);
  await runAll('completion', swap);
  return { ok: true };
});

app.get('/students', async (request, reply) => {
  const who = await viewerOf(request);
  if (!who || who.role === 'student') return reply.code(401).send({ message: 'Unauthorized' });
  return { students: await runAll('caseload', new Map([[captured.admin, who.id]])) };
});

app.get('/session', async (request, reply) => {
  const { rows } = await pool.query({ ...sessionRead, values: [sessionIdOf(request.headers.cookie)] });
  if (!rows[0]) return reply.code(401).send({ message: 'Unauthorized' });
  return rows[0];
});

app.get('/checklist/:screen', async (request, reply) => {
  const values = [sessionIdOf(request.headers.cookie), request.params.screen];
  const { rows } = await pool.query({ ...checklist, values });
  if (!rows.length) return reply.code(401).send({ message: 'Unauthorized' });
  return rows;
});

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`limit ready at http://127.0.0.1:${app.server.address().port}`);

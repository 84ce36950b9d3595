// The "physical limit" the API bench measures the portal against (issue 22): Fastify and one prepared pg
// statement per request, reading the rows the portal reads and answering them as JSON. The session read:
// the session joined to its person and everything the session call shows. The checklist: the session and
// person check, and the stage's program steps, in one statement. No validation, serializer, headers or
// compression: what the machine, Fastify and the driver cost. PostgreSQL only (DATABASE_URL).
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

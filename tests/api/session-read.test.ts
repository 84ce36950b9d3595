import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { findSessionRow, sessionRowBuilder } from '@server/features/user/user.repo.js';
import { usePortal } from './harness.js';

const portal = usePortal({ PORTAL_DEMO: '1' });

it("reads every demo person's session row exactly as drizzle maps it (on PostgreSQL it is read through pg directly)", async () => {
  const db = portal.database.db;
  // Timestamps with fractions of a millisecond, and people with and without documents, school and boards.
  await db.execute(
    sql`update users set profile_photo_upload_date = now() - interval '3 days 0.123456 seconds',
      one_page_resume_creation_date = '2026-01-02 03:04:05.9999+00' where id in (select id from users limit 5)`,
  );
  await db.execute(
    sql`insert into sessions (id, user_id, expires_at, last_seen_at)
      select 'session-read-' || id, id, now() + interval '1 day', now() - interval '30 minutes' from users`,
  );
  const found = (await db.execute(
    sql`select id from sessions where id like 'session-read-%'`,
  )) as unknown as {
    rows: { id: string }[];
  };
  const ids = found.rows.map((r) => r.id);
  expect(ids.length).toBeGreaterThan(3);
  const drizzle = sessionRowBuilder(db).prepare('session_row_compared');
  const groups = { documents: 0, school: 0, wb: 0 };
  for (const id of ids) {
    const [expected] = await drizzle.execute({ id });
    const row = await findSessionRow(db, id);
    expect(row).toEqual(expected);
    expect(JSON.stringify(row)).toBe(JSON.stringify(expected));
    if (expected?.documents) groups.documents++;
    if (expected?.school) groups.school++;
    if (expected?.wb) groups.wb++;
  }
  expect(groups.documents).toBeGreaterThan(0);
  expect(groups.documents).toBeLessThan(ids.length);
  expect(await findSessionRow(db, 'no-such-session')).toBeNull();
});

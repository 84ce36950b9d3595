// The SQL the portal sends for the reads and the write the API bench compares with the limit server, taken
// from the portal's own code: the same service and repository calls the routes make, on a drizzle handle
// whose logger records every statement's text and values. Each call runs twice and the second is kept, so
// what is cached per process (the program steps) or done once (a step completed) is not counted.
import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { caseloadQuery } from '../src/shared/contracts/staff.js';
import { hasReachedScreen, type Status } from '../src/shared/domain/program.js';
import type { Db } from '../src/server/db/client.js';
import * as schema from '../src/server/db/schema/index.js';
import { notesPageOf } from '../src/server/features/learning/class-notes.js';
import { consoleAreas } from '../src/server/console-areas.js';
import { caseload } from '../src/server/features/staff/staff.service.js';
import { claimIdempotencyKey, saveIdempotentAnswer } from '../src/server/plugins/platform.repo.js';
import type { Viewer } from '../src/server/plugins/session.js';
import { completeByEvent, completeByStudent } from '../src/server/progress/progress.service.js';

export interface Sent {
  text: string;
  values: unknown[];
}

export interface Captured {
  /** The signed-in student and admin the statements were taken for; the limit puts its viewer's id instead. */
  student: string;
  admin: string;
  /** The checklist step the completion write marks done, the key and the body's fingerprint it was sent with. */
  url: string;
  key: string;
  fingerprint: string;
  notes: Sent[];
  /** The class notes page the portal answers, which the limit answers too. */
  notesPage: unknown;
  completion: Sent[];
  caseload: Sent[];
}

export const COMPLETION_ROUTE = '/api/completion';

export async function captureStatements(
  url: string,
  who: { student: string; admin: string },
  fingerprintOf: (body: unknown) => string,
): Promise<Captured> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  let sent: Sent[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (text, values) => sent.push({ text, values }) },
  }) as unknown as Db;
  const secondOf = async (run: () => Promise<unknown>) => {
    await run();
    sent = [];
    await run();
    const kept = sent;
    sent = [];
    return kept;
  };
  try {
    const ids = await pool.query<{ id: string; email: string; status: string }>(
      'select id, email, status from users where email = any($1)',
      [[who.student, who.admin]],
    );
    const student = ids.rows.find((r) => r.email === who.student)!;
    const admin = ids.rows.find((r) => r.email === who.admin)!;
    // A step the student marks done themselves, on a screen they have reached, as the checklist offers it.
    const steps = await pool.query<{ url: string; screen: string }>(
      `select url, screen from program_steps where completes::text ~ 'click|view' order by "order"`,
    );
    const stepUrl = steps.rows.find((s) => hasReachedScreen(student.status as Status, s.screen))!.url;
    const key = randomUUID();
    const fingerprint = fingerprintOf({ url: stepUrl });
    const ref = { scope: student.id, key, route: COMPLETION_ROUTE };
    const viewer = { userId: admin.id, role: 'admin', status: null } as unknown as Viewer;
    const request = caseloadQuery.parse({});
    const { sort, ...filter } = request;
    return {
      student: student.id,
      admin: admin.id,
      url: stepUrl,
      key,
      fingerprint,
      notesPage: notesPageOf('non_driving_activities'),
      notes: await secondOf(() =>
        completeByEvent(db, student.id, { kind: 'pdfOpened', key: 'non_driving_activities' }),
      ),
      completion: await secondOf(async () => {
        await pool.query('delete from idempotency_keys where key = $1', [key]);
        await claimIdempotencyKey(db, { ...ref, fingerprint }, 60_000);
        await completeByStudent(db, { userId: student.id, status: student.status as Status }, stepUrl);
        await saveIdempotentAnswer(db, ref, {
          status: 200,
          contentType: 'application/json; charset=utf-8',
          body: '{"ok":true}',
        });
      }),
      caseload: await secondOf(() => caseload({ db, areas: consoleAreas }, viewer, filter, sort)),
    };
  } finally {
    await pool.end();
  }
}

import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { videoProgress } from '@server/db/schema/index.js';
import { usePortal, useSignIns } from './harness.js';
import { logStatements } from './statement-log.js';

const portal = usePortal();
const cookies = useSignIns(portal, ['training', 'permit', 'coach']);
beforeAll(async () => {
  // Students who have not read any class notes yet.
  for (const email of ['training@example.org', 'permit@example.org', 'grad@example.org'])
    await portal.forgetProgress(email);
});

const inject = (opts: InjectOptions) => portal.app.inject(opts);
const notes = (cookie: string | undefined, name: string) =>
  inject({ url: `/api/learning/notes/${name}`, headers: cookie ? { cookie } : {} });
const completions = async (cookie: string) =>
  ((await inject({ url: '/api/completion', headers: { cookie } })).json() as { url: string }[]).map(
    (c) => c.url,
  );
type Notes = {
  name: string;
  title: string;
  sections: { heading: string; points?: string[]; image?: { alt: string } }[];
};

describe('class notes as a page', () => {
  it('serves the notes as text and records the reading for that student only', async () => {
    const step = '/program/prepermit/non_driving_activities';
    expect(await completions(cookies.training)).not.toContain(step);
    expect(await completions(cookies.permit)).not.toContain(step);

    const res = await notes(cookies.training, 'non_driving_activities');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const body = res.json() as Notes;
    expect(body.name).toBe('non_driving_activities');
    expect(body.title).toBe('Non-Driving Activities');
    expect(body.sections.map((s) => s.heading)).toContain('Hours of service');
    expect(body.sections.flatMap((s) => s.points ?? [])).toContain(
      'Put out your three warning triangles within 10 minutes of stopping.',
    );

    expect(await completions(cookies.training)).toContain(step);
    // Another student's checklist does not move because someone else read.
    expect(await completions(cookies.permit)).not.toContain(step);
  });

  it('reading twice records the step once', async () => {
    await Promise.all([
      notes(cookies.training, 'non_driving_activities'),
      notes(cookies.training, 'non_driving_activities'),
    ]);
    const done = await completions(cookies.training);
    expect(done.filter((u) => u === '/program/prepermit/non_driving_activities')).toHaveLength(1);
  });

  it('a read of notes already recorded as opened writes nothing to the database', async () => {
    await notes(cookies.training, 'non_driving_activities');
    const statements = logStatements(portal.database);
    try {
      for (let i = 0; i < 3; i++)
        expect((await notes(cookies.training, 'non_driving_activities')).statusCode).toBe(200);
    } finally {
      statements.restore();
    }
    // The session check and whether this class counts as opened: read, never written.
    expect(statements.all().length).toBeGreaterThanOrEqual(6);
    expect(statements.writes()).toEqual([]);
  });

  it('the first read records "opened" as the progress event, one row for the class, and nothing else', async () => {
    const grad = await portal.signIn('grad@example.org');
    const step = '/program/prepermit/non_driving_activities';
    expect(await completions(grad)).not.toContain(step);
    const statements = logStatements(portal.database);
    try {
      expect((await notes(grad, 'non_driving_activities')).statusCode).toBe(200);
    } finally {
      statements.restore();
    }
    expect(statements.writes()).toHaveLength(1);
    expect(statements.writes()[0]).toMatch(/^insert into "completions"/);
    expect(await completions(grad)).toContain(step);
    // Notes no step waits for (the trivia study sheet) write nothing even the first time.
    const trivia = logStatements(portal.database);
    try {
      expect((await notes(grad, 'trucking_trivia')).statusCode).toBe(200);
    } finally {
      trivia.restore();
    }
    expect(trivia.writes()).toEqual([]);
  });

  it('opens the pre-trip slides and parts guide only after both pre-trip videos, as the PDFs', async () => {
    const grad = await portal.signIn('grad@example.org');
    const locked = await notes(grad, 'pretrip_slides');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(
      'Watch both pre-trip videos to open the slides and the parts-of-the-truck guide.',
    );
    expect(await completions(grad)).not.toContain('/program/school/pretrip_pdf_1');

    const { uuid } = (await inject({ url: '/api/user/session', headers: { cookie: grad } })).json() as {
      uuid: string;
    };
    for (const videoKey of ['pretrip_video_1', 'pretrip_video_2'])
      await portal.database.db
        .insert(videoProgress)
        .values({ userId: uuid, videoKey, position: 12, furthest: 12, completed: true });

    const parts = await notes(grad, 'pretrip_parts');
    expect(parts.statusCode).toBe(200);
    const image = (parts.json() as Notes).sections.find((s) => s.image)?.image;
    expect(image?.alt).toMatch(/steer axle/i);
    expect(await completions(grad)).toContain('/program/school/pretrip_pdf_2');
    expect(await completions(grad)).not.toContain('/program/school/pretrip_pdf_1');
    // Still locked for a student who has not watched them.
    expect((await notes(cookies.permit, 'pretrip_parts')).statusCode).toBe(403);
  });

  it('is for signed-in students: anonymous 401, a coach 403, an unknown name 400', async () => {
    expect((await notes(undefined, 'trucking_trivia')).statusCode).toBe(401);
    expect((await notes(cookies.coach, 'trucking_trivia')).statusCode).toBe(403);
    expect((await notes(cookies.training, 'passwords')).statusCode).toBe(400);
    expect((await notes(cookies.training, '..%2F..%2Fpackage')).statusCode).toBe(400);
    expect((await notes(cookies.permit, 'trucking_trivia')).statusCode).toBe(200);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildChecklist, type SourceStep } from '@shared/domain/checklist.js';
import { documents, users } from '@server/db/schema/index.js';
import { usePortal, ROOMY_LIMITS, useSignIns } from './harness.js';

/**
 * Steps tick exactly when their thing is done (issue: every graduate stopped at the profile photo step, a
 * school step ticked with no school, how-to buttons and the enrollment class left their steps open).
 */

const portal = usePortal(ROOMY_LIMITS);
const cookies = useSignIns(portal, ['grad', 'school', 'permit', 'coach']);

const inject = (opts: InjectOptions) => portal.app.inject(opts);
const db = () => portal.database.db;
const completions = async (cookie: string) =>
  ((await inject({ url: '/api/completion', headers: { cookie } })).json() as { url: string }[]).map(
    (c) => c.url,
  );
const complete = (cookie: string, url: string) =>
  inject({ method: 'POST', url: '/api/completion', headers: { cookie }, payload: { url } });

function multipart(folder: string, data: Buffer) {
  const boundary = `----portal${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\n${folder}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
const upload = async (cookie: string, folder: string) => {
  const data = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#8a7a6a' } })
    .jpeg()
    .toBuffer();
  const body = multipart(folder, data);
  return inject({
    method: 'POST',
    url: '/api/spaces',
    headers: { cookie, 'content-type': body.contentType, 'idempotency-key': randomUUID() },
    payload: body.payload,
  });
};

describe('the profile photo step', () => {
  const step = '/postprogram/career_services/profile_photo';

  it('is done when the graduate keeps a profile photo, not by asking', async () => {
    expect(await completions(cookies.grad)).not.toContain(step);
    expect((await complete(cookies.grad, step)).statusCode).toBe(403);
    const res = await upload(cookies.grad, 'profilePhoto');
    expect(res.statusCode).toBe(200);
    expect(await completions(cookies.grad)).toContain(step);
    const session = (await inject({ url: '/api/user/session', headers: { cookie: cookies.grad } })).json();
    expect(session.profilePhotoPath).toBe(res.json().path);
  });
});

describe('the IRS form', () => {
  it('can be sent as a photo and approved like any document', async () => {
    const id = await portal.idOf('school@example.org');
    await db().update(documents).set({ irsFormStatus: 'incomplete' }).where(eq(documents.userId, id));
    const res = await upload(cookies.school, '8821');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('pending');
    const session = (await inject({ url: '/api/user/session', headers: { cookie: cookies.school } })).json();
    expect(session.documents.irsFormStatus).toBe('pending');
    const queue = (
      await inject({ url: `/api/admin/documents?student=${id}`, headers: { cookie: cookies.coach } })
    ).json() as { id: string; folder: string }[];
    const item = queue.find((q) => q.folder === '8821');
    expect(item).toBeDefined();
    const approved = await inject({
      method: 'POST',
      url: `/api/admin/documents/${item!.id}/approve`,
      headers: { cookie: cookies.coach },
    });
    expect(approved.statusCode).toBe(200);
    const after = (await inject({ url: '/api/user/session', headers: { cookie: cookies.school } })).json();
    expect(after.documents.irsFormStatus).toBe('complete');
  });
});

describe('Meet your trucking school', () => {
  const step = '/program/school/your_school';

  it('is never done without a school, and is done once the student opens their school', async () => {
    const id = await portal.idOf('school@example.org');
    const [row] = await db().select({ schoolId: users.schoolId }).from(users).where(eq(users.id, id));
    const schoolId = row!.schoolId;
    expect(schoolId).not.toBeNull();
    await db().update(users).set({ schoolId: null }).where(eq(users.id, id));
    expect((await complete(cookies.school, step)).statusCode).toBe(403);
    const none = await inject({
      method: 'POST',
      url: '/api/school/met',
      headers: { cookie: cookies.school },
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(
      'Your Success Coach has not assigned your school yet. They will tell you as soon as it is set.',
    );
    expect(await completions(cookies.school)).not.toContain(step);

    await db().update(users).set({ schoolId }).where(eq(users.id, id));
    const met = await inject({ method: 'POST', url: '/api/school/met', headers: { cookie: cookies.school } });
    expect(met.statusCode).toBe(200);
    expect(await completions(cookies.school)).toContain(step);
  });

  it('is refused to staff, to anonymous callers and to a student of an earlier stage', async () => {
    expect((await inject({ method: 'POST', url: '/api/school/met' })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'POST', url: '/api/school/met', headers: { cookie: cookies.coach } }))
        .statusCode,
    ).toBe(403);
    const early = await inject({
      method: 'POST',
      url: '/api/school/met',
      headers: { cookie: cookies.permit },
    });
    expect(early.statusCode).toBe(403);
    expect(await completions(cookies.permit)).not.toContain(step);
  });
});

describe("the how-to's Find a DOT clinic button", () => {
  it('completes the clinic step when the clinics near the student are shown', async () => {
    const step = '/program/permit/find_dot_clinic';
    expect(await completions(cookies.permit)).not.toContain(step);
    const res = await inject({
      method: 'POST',
      url: '/api/locations/byType',
      headers: { cookie: cookies.permit },
      payload: { type: 'dotClinic' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().locations.length).toBeGreaterThan(0);
    expect(await completions(cookies.permit)).toContain(step);
    expect(await completions(cookies.permit)).not.toContain('/program/permit/find_dmv');
  });
});

describe('the enrollment class', () => {
  it('is done when its video is watched, without the back button', async () => {
    const step = '/program/school/enrollment';
    expect(await completions(cookies.school)).not.toContain(step);
    let completed = false;
    for (let i = 0; i < 12 && !completed; i++) {
      const res = await inject({
        method: 'POST',
        url: '/api/videos/onboarding/progress',
        headers: { cookie: cookies.school },
        payload: { position: 15, furthest: 15 },
      });
      expect(res.statusCode).toBe(200);
      completed = res.json().completed as boolean;
      if (!completed) await new Promise((r) => setTimeout(r, 1100));
    }
    expect(completed).toBe(true);
    expect(await completions(cookies.school)).toContain(step);
  });
});

describe("the coach's view of a graduate's checklist", () => {
  it("is the graduate's own post-program checklist, item for item", async () => {
    const careers = (
      await inject({ url: '/api/careerServices', headers: { cookie: cookies.grad } })
    ).json() as {
      steps: SourceStep[];
    };
    const session = (await inject({ url: '/api/user/session', headers: { cookie: cookies.grad } })).json();
    const done = new Set(await completions(cookies.grad));
    const own = buildChecklist(
      careers.steps,
      {
        waitlistBoard: session.waitlistWFB?.slug ?? null,
        hasFundingRecord: Boolean(session.userWfb?.workforceFundingStatus),
        wfp: session.wfp,
        uberAccessEnabled: session.uberAccessEnabled,
        stipendSp: session.stipendSp,
      },
      done,
    ).map((i) => ({ text: i.text, status: i.status }));
    expect(own.length).toBeGreaterThan(5);
    const detail = (
      await inject({ url: `/api/admin/students/${session.uuid}`, headers: { cookie: cookies.coach } })
    ).json() as { studentChecklist: { text: string; status: string }[] };
    expect(detail.studentChecklist.map((i) => ({ text: i.text, status: i.status }))).toEqual(own);
  });
});

describe('the professional e-mail step (spec 001 §2: semi-professional or professional)', () => {
  const step = '/postprogram/career_services/professional_email';
  const rate = (email: string) =>
    inject({
      method: 'POST',
      url: '/api/open-ai/analyze-email-professionality',
      headers: { cookie: cookies.grad },
      payload: { email },
    });

  it('cannot be marked done by asking', async () => {
    const res = await complete(cookies.grad, step);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This step is done when you finish it on its own screen.');
  });

  it('ticks for a semi-professional own address, not for someone else’s, and opens again when unprofessional', async () => {
    const id = await portal.idOf('grad@example.org');
    const semi = 'andre.williams1987@gmail.com';
    await db().update(users).set({ email: semi, emailRating: null }).where(eq(users.id, id));
    const other = await rate('andre.williams@gmail.com');
    expect(other.statusCode).toBe(200);
    expect(await completions(cookies.grad)).not.toContain(step);
    const res = await rate(semi);
    expect(res.statusCode).toBe(200);
    expect(res.json().rating).toBe('semi-professional');
    expect(await completions(cookies.grad)).toContain(step);

    const bad = 'bigboss420@gmail.com';
    await db().update(users).set({ email: bad }).where(eq(users.id, id));
    expect((await rate(bad)).json().rating).toBe('unprofessional');
    expect(await completions(cookies.grad)).not.toContain(step);
    await db().update(users).set({ email: 'grad@example.org' }).where(eq(users.id, id));
  });
});

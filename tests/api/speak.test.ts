import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, completions, speakAttempts, uploads, users } from '@server/db/schema/index.js';
import { webmRecording } from './hostile-files.js';
import { startTestPortal, type TestPortal } from './harness.js';

/** Speak your worth: recordings in speakYourWorthAudios, GET /api/spaces/audio, practice answers. */

const STEP = '/postprogram/career_services/speak_your_worth';
let portal: TestPortal;
let filesDir: string;
let grad: string;
let school: string;
let coach: string;
let gradId: string;

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'portal-speak-test-'));
  portal = await startTestPortal(
    { RATE_LIMIT_PER_IP: '1000', CODES_PER_ADDRESS: '100' },
    { filesDir: join(filesDir, 'files') },
  );
  [grad, school, coach] = await Promise.all([
    portal.signIn('grad@example.org'),
    portal.signIn('school@example.org'),
    portal.signIn('coach@example.org'),
  ]);
  const db = portal.database.db;
  gradId = await portal.idOf('grad@example.org');
  await db.delete(completions).where(and(eq(completions.userId, gradId), eq(completions.url, STEP)));
}, 60_000);
afterAll(async () => {
  await portal.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const db = () => portal.database.db;

/** A WebM recording laid out as a phone's recorder writes one, `bytes` long (its sound is random bytes). */
const webm = webmRecording;

/** A real WAV header: 8 kHz, mono, 16-bit, `seconds` long. */
function wav(seconds: number): Buffer {
  const rate = 8000 * 2;
  const dataSize = Math.round(seconds * rate);
  const head = Buffer.alloc(44);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(36 + dataSize, 4);
  head.write('WAVE', 8, 'latin1');
  head.write('fmt ', 12, 'latin1');
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(8000, 24);
  head.writeUInt32LE(rate, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36, 'latin1');
  head.writeUInt32LE(dataSize, 40);
  return Buffer.concat([head, Buffer.alloc(dataSize)]);
}

function multipart(fields: Record<string, string>, file: { type: string; data: Buffer }) {
  const boundary = `----portal${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="answer"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function uploadAudio(
  cookie: string | null,
  data: Buffer,
  opts: { type?: string; durationMs?: number | null; key?: string } = {},
) {
  const fields: Record<string, string> = { folder: 'speakYourWorthAudios' };
  if (opts.durationMs !== null) fields.durationMs = String(opts.durationMs ?? 12_000);
  const body = multipart(fields, { type: opts.type ?? 'audio/webm;codecs=opus', data });
  return portal.app.inject({
    method: 'POST',
    url: '/api/spaces',
    headers: {
      'content-type': body.contentType,
      ...(cookie ? { cookie } : {}),
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
    },
    payload: body.payload,
  });
}

const attempt = (cookie: string | null, payload: object, key?: string) =>
  portal.app.inject({
    method: 'POST',
    url: '/api/speakYourWorth/attempts',
    headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const listen = (cookie: string | null, path: string) =>
  portal.app.inject({
    url: `/api/spaces/audio?path=${encodeURIComponent(path)}`,
    headers: cookie ? { cookie } : {},
  });
const audioRows = () => db().select().from(uploads).where(eq(uploads.folder, 'speakYourWorthAudios'));
const stepDone = async () =>
  (
    await db()
      .select()
      .from(completions)
      .where(and(eq(completions.userId, gradId), eq(completions.url, STEP)))
  ).length === 1;

describe('recording upload (POST /api/spaces, folder speakYourWorthAudios)', () => {
  it('keeps a graduate’s recording encrypted, with its length, and plays it back to them', async () => {
    const audio = webm(48_000);
    const res = await uploadAudio(grad, audio, { durationMs: 12_000 });
    expect(res.statusCode).toBe(200);
    const { path } = res.json() as { path: string };
    expect(path).toMatch(/^speakYourWorthAudios\/[0-9a-f-]{36}$/);
    const [row] = (await audioRows()).filter((r) => path.endsWith(r.id));
    expect(row).toMatchObject({ contentType: 'audio/webm', durationMs: 12_000, byteSize: audio.length });
    const raw = readFileSync(join(filesDir, 'files', row!.objectKey));
    expect(raw.includes(audio.subarray(0, 64))).toBe(false);

    const played = await listen(grad, path);
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/webm');
    expect(played.headers['cache-control']).toBe('private, no-store');
    expect(played.headers['x-content-type-options']).toBe('nosniff');
    expect(played.rawPayload.equals(audio)).toBe(true);
  });

  it('measures a WAV file’s length from its own header, whatever the phone says', async () => {
    const res = await uploadAudio(grad, wav(3), { type: 'audio/wav', durationMs: 90_000 });
    expect(res.statusCode).toBe(200);
    const [row] = (await audioRows()).filter((r) => (res.json() as { path: string }).path.endsWith(r.id));
    expect(row!.durationMs).toBe(3000);
  });

  it('refuses what is not a recording, is too big, too long or not believable for its size', async () => {
    const before = (await audioRows()).length;
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const notAudio = await uploadAudio(grad, Buffer.concat([png, randomBytes(4000)]), { type: 'image/png' });
    expect(notAudio.statusCode).toBe(415);
    expect(notAudio.json().message).toBe(
      'File type "image/png" is not supported. Please use: audio/webm, audio/ogg, audio/mp4, audio/wav.',
    );
    const disguised = await uploadAudio(grad, randomBytes(20_000), { type: 'audio/webm' });
    expect(disguised.statusCode).toBe(415);

    const big = await uploadAudio(grad, webm(6 * 1024 * 1024), { durationMs: 119_000 });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/exceeds the maximum allowed size of 5 MB/);

    const long = await uploadAudio(grad, webm(400_000), { durationMs: 200_000 });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/longer than 2 minutes/);
    const longWav = await uploadAudio(grad, wav(130), { type: 'audio/wav', durationMs: 60_000 });
    expect(longWav.statusCode).toBe(400);

    const thin = await uploadAudio(grad, webm(3000), { durationMs: 110_000 });
    expect(thin.statusCode).toBe(400);
    expect(thin.json().message).toMatch(/does not match/);
    const noLength = await uploadAudio(grad, webm(30_000), { durationMs: null });
    expect(noLength.statusCode).toBe(400);
    const short = await uploadAudio(grad, webm(3000), { durationMs: 500 });
    expect(short.statusCode).toBe(400);
    expect((await audioRows()).length).toBe(before);
  });

  it('refuses anonymous callers, staff and students before post-program', async () => {
    const before = (await audioRows()).length;
    expect((await uploadAudio(null, webm(40_000))).statusCode).toBe(401);
    expect((await uploadAudio(coach, webm(40_000))).statusCode).toBe(403);
    const early = await uploadAudio(school, webm(40_000));
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toMatch(/for graduates/);
    expect((await audioRows()).length).toBe(before);
  });

  it('a retried upload with the same key keeps one recording', async () => {
    const key = randomUUID();
    const audio = webm(40_000);
    const [a, b] = [await uploadAudio(grad, audio, { key }), await uploadAudio(grad, audio, { key })];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().path).toBe(b.json().path);
    expect((await audioRows()).filter((r) => r.idempotencyKey === key)).toHaveLength(1);
  });
});

describe('GET /api/spaces/audio', () => {
  let path: string;
  beforeAll(async () => {
    path = (await uploadAudio(grad, webm(40_000))).json().path as string;
  });

  it('refuses anonymous callers and other students', async () => {
    expect((await listen(null, path)).statusCode).toBe(401);
    expect((await listen(school, path)).statusCode).toBe(403);
  });

  it('lets a coach listen to review practice, and audits it', async () => {
    const res = await listen(coach, path);
    expect(res.statusCode).toBe(200);
    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'recordings.listen'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ subjectUserId: gradId });
    // The coach finds it on the student's timeline, with the path to play.
    const timeline = await portal.app.inject({
      url: `/api/admin/students/${gradId}/timeline`,
      headers: { cookie: coach },
    });
    expect(timeline.statusCode).toBe(200);
    const entries2 = (timeline.json() as { entries: { audioPath?: string; title: string }[] }).entries;
    expect(entries2.find((e) => e.audioPath === path)?.title).toBe(
      'Recorded a Speak Your Worth practice answer',
    );
    // The file-object read of the same recording is the same door, audited the same way.
    const asObject = await portal.app.inject({
      url: `/api/spaces?path=${encodeURIComponent(path)}`,
      headers: { cookie: coach },
    });
    expect(asObject.statusCode).toBe(200);
    expect(asObject.json().contentType).toBe('audio/webm');
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'recordings.listen'))).toHaveLength(
      2,
    );
    expect(
      (
        await portal.app.inject({
          url: `/api/spaces?path=${encodeURIComponent(path)}`,
          headers: { cookie: school },
        })
      ).statusCode,
    ).toBe(403);
    // The owner's own listening is not a staff action.
    await listen(grad, path);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'recordings.listen'))).toHaveLength(
      2,
    );
  });

  it('answers 404 for anything but a recording', async () => {
    expect((await listen(grad, 'speakYourWorthAudios/not-an-id')).statusCode).toBe(404);
    expect((await listen(grad, `speakYourWorthAudios/${randomUUID()}`)).statusCode).toBe(404);
    const [photo] = await db().select().from(uploads).where(eq(uploads.folder, 'cdlAPermit')).limit(1);
    if (photo) expect((await listen(grad, `cdlAPermit/${photo.id}`)).statusCode).toBe(404);
    expect((await listen(grad, '')).statusCode).toBe(400);
  });
});

describe('practice answers (POST /api/speakYourWorth/attempts)', () => {
  const strong =
    'Um, I am looking for 55 cents a mile, because I passed my road test the first time and I am never late. How many miles a week do your new drivers get?';

  it('gives feedback from typed words, keeps the answer, and completes the step once', async () => {
    expect(await stepDone()).toBe(false);
    const path = (await uploadAudio(grad, webm(60_000), { durationMs: 25_000 })).json().path as string;
    const key = randomUUID();
    const first = await attempt(grad, { path, questionId: 'payLookingFor', words: strong }, key);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.feedback).toMatchObject({
      basis: 'typed',
      seconds: 25,
      length: 'good',
      fillers: { count: 1, words: [['um', 1]] },
      points: { number: true, reason: true, questionBack: true },
      summary: 'Strong answer! You made all 3 parts.',
    });
    expect(body.words).toBe(strong);
    expect(await stepDone()).toBe(true);

    // The same key again, then the same recording with another key: still one answer.
    const again = await attempt(grad, { path, questionId: 'payLookingFor', words: strong }, key);
    const other = await attempt(grad, { path, questionId: 'whyMore' }, randomUUID());
    expect(again.json().id).toBe(body.id);
    expect(other.json().id).toBe(body.id);
    expect(
      await db()
        .select()
        .from(speakAttempts)
        .where(eq(speakAttempts.uploadId, path.split('/')[1]!)),
    ).toHaveLength(1);
  });

  it('is honest without words: length feedback and the student’s own ticks, fillers not judged', async () => {
    const path = (await uploadAudio(grad, webm(20_000), { durationMs: 8_000 })).json().path as string;
    const res = await attempt(grad, {
      path,
      questionId: 'whyMore',
      selfCheck: { number: false, reason: true, questionBack: false },
    });
    expect(res.statusCode).toBe(200);
    const { feedback, words } = res.json();
    expect(words).toBeNull();
    expect(feedback).toMatchObject({
      basis: 'selfCheck',
      length: 'short',
      fillers: null,
      wordsPerMinute: null,
      points: { number: false, reason: true, questionBack: false },
      summary: 'Good start. You made 1 of 3 parts.',
    });
    expect(feedback.tips.at(-1)).toMatch(/Type what you said/);

    // The words typed afterwards remake the feedback.
    const id = res.json().id as string;
    const patch = (cookie: string | null, payload: object) =>
      portal.app.inject({
        method: 'PATCH',
        url: `/api/speakYourWorth/attempts/${id}`,
        headers: cookie ? { cookie } : {},
        payload,
      });
    expect((await patch(null, { words: 'hi' })).statusCode).toBe(401);
    expect((await patch(school, { words: 'hi' })).statusCode).toBe(403);
    expect((await patch(coach, { words: 'hi' })).statusCode).toBe(403);
    expect((await patch(grad, { words: '   ' })).statusCode).toBe(400);
    const typed = await patch(grad, { words: 'Uh, you know, I want like, uh, sixty cents a mile.' });
    expect(typed.statusCode).toBe(200);
    expect(typed.json().feedback).toMatchObject({
      basis: 'typed',
      fillers: { count: 4 },
      points: { number: true, reason: false, questionBack: false },
    });

    const list = await portal.app.inject({ url: '/api/speakYourWorth', headers: { cookie: grad } });
    expect(list.statusCode).toBe(200);
    expect(list.json().canTranscribe).toBe(false);
    expect(list.json().attempts[0]).toMatchObject({ id, questionId: 'whyMore', seconds: 8, audioPath: path });
  });

  it('refuses someone else’s recording, bad input, anonymous callers, staff and earlier students', async () => {
    const path = (await uploadAudio(grad, webm(40_000))).json().path as string;
    expect((await attempt(null, { path, questionId: 'payLookingFor' })).statusCode).toBe(401);
    expect((await attempt(coach, { path, questionId: 'payLookingFor' })).statusCode).toBe(403);
    expect((await attempt(school, { path, questionId: 'payLookingFor' })).statusCode).toBe(403);
    expect((await attempt(grad, { path, questionId: 'favoriteColor' })).statusCode).toBe(400);
    expect(
      (await attempt(grad, { path, questionId: 'payLookingFor', words: 'x'.repeat(1501) })).statusCode,
    ).toBe(400);
    expect(
      (await attempt(grad, { path: `speakYourWorthAudios/${randomUUID()}`, questionId: 'whyMore' }))
        .statusCode,
    ).toBe(404);
    // Another graduate's recording is not found for this one.
    await db()
      .update(uploads)
      .set({ userId: (await db().select().from(users).where(eq(users.email, 'school@example.org')))[0]!.id })
      .where(eq(uploads.id, path.split('/')[1]!));
    expect((await attempt(grad, { path, questionId: 'whyMore' })).statusCode).toBe(404);
    expect((await portal.app.inject({ url: '/api/speakYourWorth' })).statusCode).toBe(401);
    expect(
      (await portal.app.inject({ url: '/api/speakYourWorth', headers: { cookie: school } })).statusCode,
    ).toBe(403);
  });
});

describe('deleting an answer (DELETE /api/speakYourWorth/attempts/:id)', () => {
  it('removes the answer, its recording and the stored file for the owner only; the step stays done', async () => {
    const path = (await uploadAudio(grad, webm(40_000))).json().path as string;
    const id = (await attempt(grad, { path, questionId: 'lowOffer' })).json().id as string;
    const uploadId = path.split('/')[1]!;
    const [row] = await db().select().from(uploads).where(eq(uploads.id, uploadId));
    const del = (cookie: string | null) =>
      portal.app.inject({
        method: 'DELETE',
        url: `/api/speakYourWorth/attempts/${id}`,
        headers: cookie ? { cookie } : {},
      });
    expect((await del(null)).statusCode).toBe(401);
    expect((await del(school)).statusCode).toBe(403);
    expect((await del(coach)).statusCode).toBe(403);
    expect((await listen(grad, path)).statusCode).toBe(200);

    expect((await del(grad)).statusCode).toBe(200);
    expect(await db().select().from(speakAttempts).where(eq(speakAttempts.id, id))).toHaveLength(0);
    expect(await db().select().from(uploads).where(eq(uploads.id, uploadId))).toHaveLength(0);
    expect(await portal.ports.storage.has(row!.objectKey)).toBe(false);
    expect((await listen(grad, path)).statusCode).toBe(404);
    expect((await del(grad)).statusCode).toBe(404);
    expect(await stepDone()).toBe(true);
  });
});

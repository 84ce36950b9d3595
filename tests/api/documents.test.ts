import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, completions, devEvents, documents, tickets, uploads } from '@server/db/schema/index.js';
import { startTestPortal, type TestPortal } from './harness.js';

let portal: TestPortal;
let filesDir: string;
let school: string;
let training: string;
let permit: string;
let coach: string;

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'portal-docs-test-'));
  portal = await startTestPortal(
    { RATE_LIMIT_PER_IP: '1000', CODES_PER_ADDRESS: '100' },
    { filesDir: join(filesDir, 'files') },
  );
  [school, training, permit, coach] = await Promise.all([
    portal.signIn('school@example.org'),
    portal.signIn('training@example.org'),
    portal.signIn('permit@example.org'),
    portal.signIn('coach@example.org'),
  ]);
});
afterAll(async () => {
  await portal.close();
  rmSync(filesDir, { recursive: true, force: true });
});

/** Fresh demo data (sessions go with it), then everyone signs in again. */
async function resetAndSignIn() {
  await portal.app.inject({ method: 'POST', url: '/api/dev/reset' });
  [school, training, permit, coach] = await Promise.all([
    portal.signIn('school@example.org'),
    portal.signIn('training@example.org'),
    portal.signIn('permit@example.org'),
    portal.signIn('coach@example.org'),
  ]);
}

const db = () => portal.database.db;
const docsOf = async (email: string) =>
  (
    await db()
      .select()
      .from(documents)
      .where(eq(documents.userId, await portal.idOf(email)))
  )[0]!;

async function photo(opts: { width?: number; height?: number; format?: 'jpeg' | 'png' } = {}) {
  const image = sharp({
    create: { width: opts.width ?? 900, height: opts.height ?? 600, channels: 3, background: '#7a8a9a' },
  });
  return opts.format === 'png'
    ? image.png().toBuffer()
    : image
        .jpeg()
        .withExif({ IFD0: { Copyright: 'HOME-ADDRESS-SECRET', Make: 'PhoneCo' } })
        .toBuffer();
}

function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = `----portal${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  cookie: string | null,
  folder: string,
  data: Buffer,
  opts: { name?: string; type?: string; key?: string } = {},
) {
  const body = multipart(
    { folder },
    { name: opts.name ?? 'photo.jpg', type: opts.type ?? 'image/jpeg', data },
  );
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

/** A PNG whose header claims a huge size, with almost no pixel data: refused before decoding. */
function hugePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const storedFiles = () => {
  try {
    return readdirSync(join(filesDir, 'files'));
  } catch {
    return [];
  }
};

describe('POST /api/spaces', () => {
  beforeEach(resetAndSignIn);

  it('stores a re-encoded, encrypted photo and moves the document to pending with one ticket', async () => {
    const before = storedFiles().length;
    const res = await upload(school, 'cdlALicense', await photo());
    expect(res.statusCode).toBe(200);
    const body = res.json() as { eTag: string; path: string; status: string };
    expect(body.status).toBe('pending');
    expect(body.eTag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await docsOf('school@example.org')).cdlaStatus).toBe('pending');

    const files = storedFiles();
    expect(files.length).toBe(before + 1);
    const [row] = await db()
      .select()
      .from(uploads)
      .where(eq(uploads.userId, await portal.idOf('school@example.org')));
    const raw = readFileSync(join(filesDir, 'files', row!.objectKey));
    expect(raw.includes(Buffer.from('HOME-ADDRESS-SECRET'))).toBe(false);
    await expect(sharp(raw).metadata()).rejects.toThrow();

    const read = await portal.app.inject({
      url: `/api/spaces?path=${encodeURIComponent(body.path)}`,
      headers: { cookie: school },
    });
    expect(read.statusCode).toBe(200);
    const file = read.json() as { content: string; contentType: string };
    expect(file.contentType).toBe('image/jpeg');
    const image = Buffer.from(file.content, 'base64');
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(image.includes(Buffer.from('HOME-ADDRESS-SECRET'))).toBe(false);

    const ticketRows = await db()
      .select()
      .from(tickets)
      .where(eq(tickets.userId, await portal.idOf('school@example.org')));
    expect(ticketRows.map((t) => t.subject)).toEqual(['Document uploaded: CDL-A']);
    const done = await db()
      .select()
      .from(completions)
      .where(eq(completions.userId, await portal.idOf('school@example.org')));
    expect(done.map((c) => c.url)).toContain('/program/documents/upload/cdlALicense');
  });

  it('sends the gotLicense badge for a CDL-A and startedSchool for a driver licence', async () => {
    const school = await portal.signIn('school@example.org');
    const setup = await portal.signIn('setup@example.org');
    expect((await upload(school, 'cdlALicense', await photo())).statusCode).toBe(200);
    expect((await upload(setup, 'driversLicense', await photo())).statusCode).toBe(200);
    const events = async () => (await db().select().from(devEvents)).map((e) => JSON.stringify(e.payload));
    const both = (list: string[]) =>
      list.some((e) => e.includes('gotLicense')) && list.some((e) => e.includes('startedSchool'));
    for (let i = 0; i < 50 && !both(await events()); i++) await new Promise((r) => setTimeout(r, 100));
    expect(both(await events())).toBe(true);
  });

  it('marks identity documents pending and the hub step done once all four are in', async () => {
    // training@ as before their last identity photo: three in, proof of residence still to send.
    const id = await portal.idOf('training@example.org');
    await db()
      .update(documents)
      .set({ proofOfResidenceStatus: 'incomplete', idDocsStatus: null })
      .where(eq(documents.userId, id));
    await db().delete(completions).where(eq(completions.userId, id));
    const res = await upload(training, 'proofOfResidence', await photo({ format: 'png' }), {
      name: 'bill.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(200);
    const docs = await docsOf('training@example.org');
    expect(docs.proofOfResidenceStatus).toBe('pending');
    expect(docs.idDocsStatus).toBe('pending');
    const done = await db()
      .select()
      .from(completions)
      .where(eq(completions.userId, await portal.idOf('training@example.org')));
    expect(done.map((c) => c.url)).toContain('/program/documents/upload');
  });

  it('answers a retried upload with the first result and keeps one record', async () => {
    await portal.forgetProgress('school@example.org');
    const key = randomUUID();
    const image = await photo();
    const [a, b] = await Promise.all([
      upload(school, 'cdlALicense', image, { key }),
      upload(school, 'cdlALicense', image, { key }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    const rows = await db()
      .select()
      .from(uploads)
      .where(eq(uploads.userId, await portal.idOf('school@example.org')));
    expect(rows).toHaveLength(1);
    expect(storedFiles().filter((f) => f === rows[0]!.objectKey)).toHaveLength(1);
  });

  it('refuses a second photo of a document that is pending, without a Success Coach', async () => {
    expect((await upload(school, 'cdlALicense', await photo())).statusCode).toBe(200);
    const again = await upload(school, 'cdlALicense', await photo());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/without a Success Coach/);
  });

  describe('bad input answers 4xx and stores nothing', () => {
    let rowsBefore = 0;
    let filesBefore = 0;
    beforeEach(async () => {
      rowsBefore = (await db().select().from(uploads)).length;
      filesBefore = storedFiles().length;
    });
    async function expectNothingStored(res: { statusCode: number }, status: number) {
      expect(res.statusCode).toBe(status);
      expect(await db().select().from(uploads)).toHaveLength(rowsBefore);
      expect(storedFiles()).toHaveLength(filesBefore);
      expect((await docsOf('school@example.org')).cdlaStatus).toBe('incomplete');
    }

    it('a GIF named .png', async () => {
      const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .gif()
        .toBuffer();
      const res = await upload(school, 'cdlALicense', gif, { name: 'x.png', type: 'image/png' });
      await expectNothingStored(res, 415);
      expect(res.json().message).toBe(
        'File type "image/gif" is not supported. Please use: image/png, image/jpeg.',
      );
    });

    it('a PDF named .png', async () => {
      const res = await upload(school, 'cdlALicense', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), {
        name: 'x.png',
        type: 'image/png',
      });
      await expectNothingStored(res, 415);
      expect(res.json().message).toContain('"application/pdf"');
    });

    it('an HTML file named .png', async () => {
      const res = await upload(school, 'cdlALicense', Buffer.from('<html><script>alert(1)</script></html>'), {
        name: 'x.png',
        type: 'image/png',
      });
      await expectNothingStored(res, 415);
      expect(res.json().message).toContain('"text/html"');
    });

    it('10 MB + 1 byte', async () => {
      const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
      big.set([0xff, 0xd8, 0xff, 0xe0]);
      const res = await upload(school, 'cdlALicense', big);
      await expectNothingStored(res, 413);
      expect(res.json().message).toMatch(
        /^File size \(10(\.\d+)? MB\) exceeds the maximum allowed size of 10 MB\.$/,
      );
    });

    it('an image of 20,000 × 20,000 pixels', async () => {
      const res = await upload(school, 'cdlALicense', hugePng(20_000, 20_000), { type: 'image/png' });
      await expectNothingStored(res, 400);
      expect(res.json().message).toMatch(/too large to process/);
    });

    it('a truncated upload', async () => {
      const body = multipart(
        { folder: 'cdlALicense' },
        { name: 'a.jpg', type: 'image/jpeg', data: await photo() },
      );
      const cut = body.payload.subarray(0, body.payload.length - 200);
      const res = await portal.app.inject({
        method: 'POST',
        url: '/api/spaces',
        headers: { 'content-type': body.contentType, cookie: school },
        payload: cut,
      });
      await expectNothingStored(res, 400);
    });

    it('a truncated JPEG inside a whole request', async () => {
      const image = await photo();
      const res = await upload(school, 'cdlALicense', image.subarray(0, Math.floor(image.length / 2)));
      await expectNothingStored(res, 400);
    });

    it('one message for a folder no area takes, whatever the file, the folder and the sender', async () => {
      const grad = await portal.signIn('grad@example.org');
      const senders = [school, training, permit, grad];
      const files = [
        { name: 'a.jpg', type: 'image/jpeg', data: await photo() },
        {
          name: 'a.pdf',
          type: 'application/pdf',
          data: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'),
        },
        {
          name: 'a.webm',
          type: 'audio/webm',
          data: Buffer.concat([Buffer.from('1a45dfa3', 'hex'), Buffer.alloc(4000, 1)]),
        },
      ];
      // No folder, an empty one, a path, spec folders no area takes uploads into, a near miss, an object key.
      const folders = [undefined, '', '../../etc', 'resume', 'employerIcons', 'ProfilePhoto', '__proto__'];
      let sent = 0;
      for (const folder of folders) {
        for (const file of files) {
          const body = multipart(folder === undefined ? {} : { folder }, file);
          const res = await portal.app.inject({
            method: 'POST',
            url: '/api/spaces',
            headers: {
              'content-type': body.contentType,
              cookie: senders[sent++ % senders.length]!,
              'idempotency-key': randomUUID(),
            },
            payload: body.payload,
          });
          await expectNothingStored(res, 400);
          expect(res.json(), `${folder} ${file.type}`).toEqual({
            code: 'VALIDATION',
            message: 'We do not know where to put this upload.',
            field: 'folder',
          });
        }
      }
    });

    it('no file at all', async () => {
      const body = multipart({ folder: 'cdlALicense' });
      const res = await portal.app.inject({
        method: 'POST',
        url: '/api/spaces',
        headers: { 'content-type': body.contentType, cookie: school },
        payload: body.payload,
      });
      await expectNothingStored(res, 400);
    });

    it('an anonymous caller and a coach', async () => {
      await expectNothingStored(await upload(null, 'cdlALicense', await photo()), 401);
      await expectNothingStored(await upload(coach, 'cdlALicense', await photo()), 403);
    });
  });

  it('serves a file only to its owner and staff', async () => {
    const { path } = (await upload(school, 'cdlALicense', await photo())).json() as { path: string };
    const read = (cookie?: string) =>
      portal.app.inject({
        url: `/api/spaces?path=${encodeURIComponent(path)}`,
        headers: cookie ? { cookie } : {},
      });
    expect((await read(school)).statusCode).toBe(200);
    expect((await read(coach)).statusCode).toBe(200);
    expect((await read(permit)).statusCode).toBe(403);
    expect((await read()).statusCode).toBe(401);
    const other = await portal.app.inject({
      url: `/api/spaces?path=cdlALicense/${randomUUID()}`,
      headers: { cookie: school },
    });
    expect(other.statusCode).toBe(404);
    const wrongBucket = await portal.app.inject({
      url: `/api/spaces?path=${encodeURIComponent(path)}&bucket=public`,
      headers: { cookie: school },
    });
    expect(wrongBucket.statusCode).toBe(404);
  });
});

describe('PATCH /api/documents and /api/document', () => {
  beforeEach(resetAndSignIn);
  const patch = (cookie: string | null, url: string, payload: object) =>
    portal.app.inject({ method: 'PATCH', url, headers: cookie ? { cookie } : {}, payload });

  it('never lets a student set complete, touch another student, or go pending without a photo', async () => {
    const me = await portal.idOf('school@example.org');
    const complete = await patch(school, '/api/documents', { userFK: me, cdlaStatus: 'complete' });
    expect(complete.statusCode).toBe(403);
    expect(complete.json().message).toBe('Only a Success Coach can approve a document.');
    const noPhoto = await patch(school, '/api/documents', { userFK: me, cdlaStatus: 'pending' });
    expect(noPhoto.statusCode).toBe(409);
    const other = await patch(permit, '/api/documents', { userFK: me, cdlaStatus: 'pending' });
    expect(other.statusCode).toBe(403);
    expect((await patch(null, '/api/documents', { userFK: me, cdlaStatus: 'pending' })).statusCode).toBe(401);
    expect((await docsOf('school@example.org')).cdlaStatus).toBe('incomplete');

    expect((await upload(school, 'cdlALicense', await photo())).statusCode).toBe(200);
    expect((await patch(school, '/api/documents', { userFK: me, cdlaStatus: 'pending' })).statusCode).toBe(
      200,
    );
    const back = await patch(school, '/api/documents', { userFK: me, cdlaStatus: 'incomplete' });
    expect(back.statusCode).toBe(403);
  });

  it('records the work-board consent for the student only', async () => {
    const me = await portal.idOf('school@example.org');
    expect(
      (await patch(permit, '/api/document', { userFK: me, wbReverseReferralOptIn: true })).statusCode,
    ).toBe(403);
    expect(
      (await patch(null, '/api/document', { userFK: me, wbReverseReferralOptIn: true })).statusCode,
    ).toBe(401);
    const ok = await patch(school, '/api/document', { userFK: me, wbReverseReferralOptIn: true });
    expect(ok.statusCode).toBe(200);
    expect((await docsOf('school@example.org')).wbReverseReferralOptIn).toBe(true);
    const session = await portal.app.inject({ url: '/api/user/session', headers: { cookie: school } });
    expect(session.json().documents.wbReverseReferralOptIn).toBe(true);
  });
});

describe('coach review', () => {
  beforeEach(resetAndSignIn);
  const queue = (cookie: string | null) =>
    portal.app.inject({ url: '/api/admin/documents', headers: cookie ? { cookie } : {} });

  it('shows every seeded pending document with a sample photo, so nothing pending is unreviewable', async () => {
    const list = (await queue(coach)).json() as { folder: string; student: { email: string } }[];
    expect(list.map((i) => `${i.student.email} ${i.folder}`)).toContain('setup@example.org birthCertificate');
    expect(list.map((i) => `${i.student.email} ${i.folder}`)).toContain(
      'training@example.org socialSecurityCard',
    );
  });

  it('lists pending photos to staff only', async () => {
    await upload(school, 'cdlALicense', await photo());
    expect((await queue(null)).statusCode).toBe(401);
    expect((await queue(school)).statusCode).toBe(403);
    const list = (await queue(coach)).json() as { folder: string; student: { email: string } }[];
    expect(list.filter((i) => i.student.email === 'school@example.org').map((i) => i.folder)).toEqual([
      'cdlALicense',
    ]);
    const mine = await portal.app.inject({
      url: `/api/admin/documents?student=${await portal.idOf('school@example.org')}`,
      headers: { cookie: coach },
    });
    expect((mine.json() as unknown[]).length).toBe(1);
  });

  it('approves: the document is complete, audited, and cannot be decided twice', async () => {
    const { path } = (await upload(school, 'cdlALicense', await photo())).json() as { path: string };
    const id = path.split('/')[1]!;
    expect(
      (
        await portal.app.inject({
          method: 'POST',
          url: `/api/admin/documents/${id}/approve`,
          headers: { cookie: school },
        })
      ).statusCode,
    ).toBe(403);
    const ok = await portal.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${id}/approve`,
      headers: { cookie: coach },
    });
    expect(ok.statusCode).toBe(200);
    expect((await docsOf('school@example.org')).cdlaStatus).toBe('complete');
    const twice = await portal.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${id}/reject`,
      headers: { cookie: coach },
      payload: { reason: 'blurry' },
    });
    expect(twice.statusCode).toBe(409);
    const audit = await db().select().from(auditLog);
    expect(audit.map((a) => a.action)).toEqual(['documents.approve']);
    expect(audit[0]!.actorId).toBe(await portal.idOf('coach@example.org'));
  });

  it('rejects with a reason the student reads, and the student can upload again', async () => {
    const { path } = (await upload(school, 'cdlALicense', await photo())).json() as { path: string };
    const id = path.split('/')[1]!;
    const empty = await portal.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${id}/reject`,
      headers: { cookie: coach },
      payload: { reason: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    const res = await portal.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${id}/reject`,
      headers: { cookie: coach },
      payload: { reason: 'Part of the document is cut off.' },
    });
    expect(res.statusCode).toBe(200);
    expect((await docsOf('school@example.org')).cdlaStatus).toBe('incomplete');
    const state = await portal.app.inject({
      url: '/api/documents/folder/cdlALicense',
      headers: { cookie: school },
    });
    expect(state.json()).toMatchObject({
      status: 'incomplete',
      rejection: { reason: 'Part of the document is cut off.' },
    });
    const done = await db()
      .select()
      .from(completions)
      .where(eq(completions.userId, await portal.idOf('school@example.org')));
    expect(done.map((c) => c.url)).not.toContain('/program/documents/upload/cdlALicense');
    expect((await upload(school, 'cdlALicense', await photo())).statusCode).toBe(200);
    const [entry] = await db().select().from(auditLog);
    expect(entry).toMatchObject({
      action: 'documents.reject',
      detail: { reason: 'Part of the document is cut off.' },
    });
  });
});

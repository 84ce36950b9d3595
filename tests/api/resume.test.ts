import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completions, resumes, uploads } from '@server/db/schema/index.js';
import { extractPdfText } from '@server/pdf/pdf-text.js';
import { linkedInLikePdf } from '../e2e/linkedin-pdf.js';
import { startTestPortal, type TestPortal } from './harness.js';

let portal: TestPortal;
let filesDir: string;
beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'portal-resume-test-'));
  portal = await startTestPortal(
    { RATE_LIMIT_PER_IP: '1000', CODES_PER_ADDRESS: '100' },
    { filesDir: join(filesDir, 'files') },
  );
});
afterAll(async () => {
  await portal.close();
  rmSync(filesDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await portal.app.inject({ method: 'POST', url: '/api/dev/reset' });
});

const STEP = '/postprogram/career_services/resume';
const db = () => portal.database.db;
const stepDone = async (email: string) =>
  (
    await db()
      .select()
      .from(completions)
      .where(eq(completions.userId, (await portal.userOf(email)).id))
  ).some((c) => c.url === STEP);
const resumePdfs = async (email: string) =>
  db()
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, (await portal.userOf(email)).id), eq(uploads.folder, 'resume')));

function multipart(folder: string, file: { name: string; type: string; data: Uint8Array }) {
  const boundary = `----portal${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\n${folder}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    Buffer.from(file.data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const uploadPdf = (
  cookie: string | null,
  data: Uint8Array,
  opts: { folder?: string; type?: string } = {},
) => {
  const body = multipart(opts.folder ?? 'linkedinPdf', {
    name: 'Profile.pdf',
    type: opts.type ?? 'application/pdf',
    data,
  });
  return portal.app.inject({
    method: 'POST',
    url: '/api/spaces',
    headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
};

const post = (cookie: string | null, url: string, payload: object, key?: string) =>
  portal.app.inject({
    method: 'POST',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const ANALYZE = '/api/open-ai/analyze-linkedin-pdf';
const GENERATE = '/api/open-ai/generate-one-page-resume';
const EXPORT = '/api/google/create-doc-from-html-export-pdf';

const facts = {
  licenceClass: 'CDL-A',
  endorsements: ['Tankers (N)'],
  school: 'Midwest Truck Driving School',
  graduated: 'Oct 2026',
  jobs: [
    { title: 'Kitchen lead', employer: 'State correctional facility', start: '2018', end: '2021' },
    { title: 'Warehouse associate', employer: 'Acme Foods', start: 'Jan 2022', end: 'Present' },
  ],
};

describe('the LinkedIn PDF', () => {
  it('is uploaded to its folder as a PDF only, and read into the facts of its owner only', async () => {
    const grad = await portal.signIn('grad@example.org');
    const pdf = await linkedInLikePdf({ kitchenAtPrison: true });

    // A photo is not a LinkedIn PDF, and a PDF goes nowhere else.
    const notPdf = await uploadPdf(grad, Buffer.from('GIF89a not a pdf at all'), { type: 'application/pdf' });
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json().message).toMatch(/application\/pdf/);
    expect((await uploadPdf(grad, pdf, { folder: 'profilePhoto' })).statusCode).toBe(415);
    const broken = await uploadPdf(grad, Buffer.from('%PDF-1.7\nthis is not really a pdf'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/could not read that PDF/);
    const big = await uploadPdf(
      grad,
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * 1024 * 1024, 32)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/maximum allowed size of 5 MB/);

    // A PDF that is not a LinkedIn profile is stored but gives nothing: said plainly.
    const letter = await PDFDocument.create();
    letter.addPage().drawText('Dear landlord, the rent is paid.', { x: 50, y: 700, size: 12 });
    const otherPdf = await uploadPdf(grad, await letter.save());
    expect(otherPdf.statusCode).toBe(200);
    const nothing = await post(grad, ANALYZE, { path: otherPdf.json().path });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toMatch(/Is it your LinkedIn profile/);

    const up = await uploadPdf(grad, pdf);
    expect(up.statusCode).toBe(200);
    const { path } = up.json() as { path: string };
    expect(path).toMatch(/^linkedinPdf\//);
    // The newest PDF replaces the earlier one, row and file.
    const kept = await db()
      .select()
      .from(uploads)
      .where(
        and(
          eq(uploads.userId, (await portal.userOf('grad@example.org')).id),
          eq(uploads.folder, 'linkedinPdf'),
        ),
      );
    expect(kept.map((u) => `linkedinPdf/${u.id}`)).toEqual([path]);
    expect((await post(grad, ANALYZE, { path: otherPdf.json().path })).statusCode).toBe(404);

    // Someone else's PDF is not found; a coach and an anonymous caller get nothing.
    const other = await portal.signIn('school@example.org');
    expect((await post(other, ANALYZE, { path })).statusCode).toBe(403);
    expect((await post(await portal.signIn('coach@example.org'), ANALYZE, { path })).statusCode).toBe(403);
    expect((await post(null, ANALYZE, { path })).statusCode).toBe(401);
    expect((await post(grad, ANALYZE, { path: `linkedinPdf/${randomUUID()}` })).statusCode).toBe(404);
    expect((await post(grad, ANALYZE, { path: 'resume/../../etc' })).statusCode).toBe(400);

    const read = await post(grad, ANALYZE, { path });
    expect(read.statusCode).toBe(200);
    const view = read.json();
    expect(view.source).toBe('linkedin');
    expect(view.facts.jobs.map((j: { title: string; employer: string }) => [j.title, j.employer])).toEqual([
      ['Shift Lead', 'Acme Foods'],
      ['Warehouse Associate', 'Acme Foods'],
      ['Kitchen lead', 'State correctional facility'],
    ]);
    expect(view.facts.jobs[2].incarcerated).toBe(true);
    expect(view.facts.skills).toContain('Forklift Operation');
    expect(view.facts.schools[0].name).toBe('Lincoln High School');
    expect(view.facts.licenceClass).toBe('CDL-A');
    expect(view.owner.fullName).toBe('Andre Williams');
  });

  it('is refused to students before career services', async () => {
    const school = await portal.signIn('school@example.org');
    expect((await uploadPdf(school, await linkedInLikePdf())).statusCode).toBe(403);
  });
});

describe('writing the resume', () => {
  it('is for the graduate only, from valid facts, and explains its choices', async () => {
    expect((await post(null, GENERATE, { facts })).statusCode).toBe(401);
    expect((await post(await portal.signIn('coach@example.org'), GENERATE, { facts })).statusCode).toBe(403);
    expect((await post(await portal.signIn('school@example.org'), GENERATE, { facts })).statusCode).toBe(403);
    const grad = await portal.signIn('grad@example.org');
    const bad = await post(grad, GENERATE, { facts: { ...facts, jobs: [{ title: '', employer: 'X' }] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/job title/);

    const res = await post(grad, GENERATE, { facts });
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view.resume.licenceClass).toBe('CDL-A');
    expect(view.resume.experience.map((e: { employer: string }) => e.employer)).toEqual([
      'Acme Foods',
      'State of Illinois, Food Service Program',
    ]);
    expect(view.why.join(' ')).toMatch(/while incarcerated/);
    expect(view.fit).toMatchObject({ shrunk: false, leftOut: [] });
    // Writing is not making the PDF: the step waits for the PDF.
    expect(await stepDone('grad@example.org')).toBe(false);
  });

  it('keeps the edits, and says when the text had to shrink or lose lines to fit one page', async () => {
    const grad = await portal.signIn('grad@example.org');
    const put = (resume: object) =>
      portal.app.inject({
        method: 'PUT',
        url: '/api/resume',
        headers: { cookie: grad },
        payload: { resume },
      });
    const { resume } = (await post(grad, GENERATE, { facts })).json();
    expect((await put({ ...resume, headline: 'CDL-A Driver, ready now' })).json().resume.headline).toBe(
      'CDL-A Driver, ready now',
    );
    const long =
      'Loaded and unloaded trucks safely and on time, every shift, in all kinds of weather and traffic';
    const crowded = {
      ...resume,
      summary: `${'Hard-working new driver who is ready to learn. '.repeat(9)}`.trim().slice(0, 500),
      experience: Array.from({ length: 6 }, (_, i) => ({
        title: `Job ${i + 1}`,
        employer: 'Acme Foods',
        place: 'Chicago, IL',
        dates: `${2010 + i} – ${2011 + i}`,
        bullets: Array(5).fill(long),
      })),
      skills: Array.from({ length: 15 }, (_, i) => `Skill number ${i + 1}`),
    };
    const fit = (await put(crowded)).json().fit;
    expect(fit.shrunk).toBe(true);
    expect(fit.fontSize).toBe(9);
    expect(fit.leftOut.length).toBeGreaterThan(0);
    expect((await put({ ...resume, experience: [{ title: '', employer: 'x' }] })).statusCode).toBe(400);
    const other = await portal.signIn('school@example.org');
    expect(
      (
        await portal.app.inject({
          method: 'PUT',
          url: '/api/resume',
          headers: { cookie: other },
          payload: { resume },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the one-page PDF', () => {
  it('is refused before a resume is written, and to anyone but its owner', async () => {
    const grad = await portal.signIn('grad@example.org');
    expect((await post(grad, EXPORT, {})).statusCode).toBe(409);
    expect((await post(null, EXPORT, {})).statusCode).toBe(401);
    expect((await post(await portal.signIn('coach@example.org'), EXPORT, {})).statusCode).toBe(403);
    expect((await post(await portal.signIn('school@example.org'), EXPORT, {})).statusCode).toBe(403);
  });

  it('is one page with the name and licence, kept in the resume folder, and completes the step once', async () => {
    const grad = await portal.signIn('grad@example.org');
    await post(grad, GENERATE, { facts });
    const key = randomUUID();
    const res = await post(grad, EXPORT, {}, key);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const bytes = res.rawPayload;
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const text = (await extractPdfText(bytes)).lines.map((l) => l.text).join('\n');
    expect(text).toContain('Andre Williams');
    expect(text).toContain('CDL-A');
    expect(text).toContain('State of Illinois, Food Service Program');
    expect(text).not.toMatch(/correctional/i);

    const stored = await resumePdfs('grad@example.org');
    expect(stored).toHaveLength(1);
    expect((await portal.userOf('grad@example.org')).onePageResumeCreationDate).not.toBeNull();
    expect(await stepDone('grad@example.org')).toBe(true);
    // Encrypted at rest: the file on disk is not the PDF, and reads back as it.
    const raw = readFileSync(join(filesDir, 'files', stored[0]!.objectKey));
    expect(raw.includes(Buffer.from('%PDF'))).toBe(false);
    expect(raw.includes(Buffer.from('Williams'))).toBe(false);
    const decrypted = await portal.ports.storage.get(stored[0]!.objectKey);
    expect(Buffer.from(decrypted!).equals(Buffer.from(bytes))).toBe(true);

    // A retry with the key, a double tap without one, and a new key for the same resume: one PDF.
    const again = await post(grad, EXPORT, {}, key);
    expect(Buffer.from(again.rawPayload).equals(Buffer.from(bytes))).toBe(true);
    const [a, b] = await Promise.all([post(grad, EXPORT, {}), post(grad, EXPORT, {}, randomUUID())]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await resumePdfs('grad@example.org')).toHaveLength(1);

    // The owner (and a coach) read it back from the documents store; another student cannot.
    const path = (await portal.app.inject({ url: '/api/resume', headers: { cookie: grad } })).json().pdf.path;
    const back = await portal.app.inject({
      url: `/api/spaces?path=${path}&bucket=private`,
      headers: { cookie: grad },
    });
    expect(back.json().contentType).toBe('application/pdf');
    const coach = await portal.signIn('coach@example.org');
    const coachRead = await portal.app.inject({
      url: `/api/spaces?path=${path}&bucket=private`,
      headers: { cookie: coach },
    });
    expect(coachRead.statusCode).toBe(200);
    // The coach's student page names the newest resume PDF to open.
    const studentPage = await portal.app.inject({
      url: `/api/admin/students/${(await portal.userOf('grad@example.org')).id}`,
      headers: { cookie: coach },
    });
    expect(studentPage.json().resumePath).toBe(path);
    const otherRead = await portal.app.inject({
      url: `/api/spaces?path=${path}&bucket=private`,
      headers: { cookie: await portal.signIn('school@example.org') },
    });
    expect(otherRead.statusCode).toBe(403);

    // An edited resume makes a new PDF; the creation date stays the first one's.
    const first = (await portal.userOf('grad@example.org')).onePageResumeCreationDate;
    const view = (await portal.app.inject({ url: '/api/resume', headers: { cookie: grad } })).json();
    await portal.app.inject({
      method: 'PUT',
      url: '/api/resume',
      headers: { cookie: grad },
      payload: { resume: { ...view.resume, summary: 'Ready to drive.' } },
    });
    expect((await post(grad, EXPORT, {}, randomUUID())).statusCode).toBe(200);
    expect(await resumePdfs('grad@example.org')).toHaveLength(2);
    expect((await portal.userOf('grad@example.org')).onePageResumeCreationDate).toEqual(first);
    expect(await db().select().from(resumes)).toHaveLength(1);
  });
});

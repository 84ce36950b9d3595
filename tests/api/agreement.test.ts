import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { agreements, completions, devEvents, documents, tickets } from '@server/db/schema/index.js';
import { usePortal, ROOMY_LIMITS, useFreshDemo } from './harness.js';

const portal = usePortal(ROOMY_LIMITS);
const cookies = useFreshDemo(portal, ['school']);

const db = () => portal.database.db;
// The school student's agreements (the demo graduate signed theirs long ago).
const schoolAgreements = async () =>
  db()
    .select()
    .from(agreements)
    .where(eq(agreements.userId, await schoolId()));
const schoolId = () => portal.idOf('school@example.org');
const status = async () =>
  (
    await db()
      .select()
      .from(documents)
      .where(eq(documents.userId, await schoolId()))
  )[0]!.fwAgreementStatus;
const sentLinks = async () =>
  (await portal.messagesTo('school@example.org')).filter((m) => /\/sign\//.test(m.text)).length;
const request = (cookie: string | null) =>
  portal.app.inject({
    method: 'POST',
    url: '/api/hellosign/sendSignatureRequest',
    headers: cookie ? { cookie } : {},
  });

/** The link of the newest agreement e-mail, waiting for one newer than the `before` links already sent. */
async function linkToken(before: number): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const links = (await portal.messagesTo('school@example.org')).filter((m) => /\/sign\//.test(m.text));
    const mail = links.length > before ? links[0] : undefined;
    if (mail) return /\/sign\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no signing link');
}

describe('the agreement', () => {
  it('is e-mailed once: pending, contract step done, one ticket to the success group', async () => {
    // Start from incomplete whatever the demo data says.
    await db()
      .update(documents)
      .set({ fwAgreementStatus: 'incomplete' })
      .where(eq(documents.userId, await schoolId()));
    const [a, b] = await Promise.all([request(cookies.school), request(cookies.school)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await status()).toBe('pending');
    const done = await db()
      .select()
      .from(completions)
      .where(eq(completions.userId, await schoolId()));
    expect(done.map((c) => c.url)).toContain('/program/school/contract');
    const rows = await db().select().from(tickets);
    expect(rows.map((r) => [r.subject, r.groupId])).toEqual([['Freeway Agreement Requested', 'Success']]);
    expect(await schoolAgreements()).toHaveLength(1);
    expect((await request(null)).statusCode).toBe(401);
    // Signing on the portal, a provider's callback is acknowledged and changes nothing.
    const callback = await portal.app.inject({
      method: 'POST',
      url: '/api/hellosign/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `json=${encodeURIComponent(JSON.stringify({ event: { event_type: 'signature_request_all_signed' } }))}`,
    });
    expect([callback.statusCode, callback.body]).toEqual([200, 'Hello API Event Received']);
    expect(await status()).toBe('pending');
  });

  it('is signed once through the link, with a PDF that carries the certificate, for its student only', async () => {
    await db()
      .update(documents)
      .set({ fwAgreementStatus: 'incomplete' })
      .where(eq(documents.userId, await schoolId()));
    const before = await sentLinks();
    await request(cookies.school);
    const token = await linkToken(before);
    // Signing on the portal, the send still goes through the e-signature port, which keeps its request id.
    expect(portal.ports.esign.mode).toBe('portal');
    const [sent] = await schoolAgreements();
    for (let i = 0; i < 50 && !(await schoolAgreements())[0]!.externalId; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await schoolAgreements())[0]!.externalId).toBe(`local-${sent!.id}`);
    const recorded = (await db().select().from(devEvents)).filter((e) => e.port === 'esign.send');
    expect(recorded.map((e) => e.payload)).toEqual([
      expect.objectContaining({ signerEmail: 'school@example.org', title: 'Freeway Program Agreement' }),
    ]);
    const view = await portal.app.inject({ url: `/api/hellosign/signing/${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json().title).toBe('Freeway Program Agreement');
    expect(view.json().readingCopy).toBeNull(); // an English reader: no Spanish copy

    const sign = (payload: object, headers: Record<string, string> = {}) =>
      portal.app.inject({ method: 'POST', url: `/api/hellosign/signing/${token}`, payload, headers });
    expect((await sign({ legalName: 'Marcus Johnson', consent: false, typed: true })).statusCode).toBe(400);
    const badName = await sign({ legalName: 'M', consent: true, typed: true });
    expect(badName.json().message).toBe('Type your legal first and last name.');
    expect((await sign({ legalName: 'Marcus Johnson', consent: true })).statusCode).toBe(400);
    const png = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#ffffff00' } })
      .png()
      .toBuffer();
    const ok = await sign(
      {
        legalName: 'Marcus Johnson',
        consent: true,
        signature: `data:image/png;base64,${png.toString('base64')}`,
      },
      { 'user-agent': 'TestPhone/1.0' },
    );
    expect(ok.statusCode).toBe(200);
    expect(await status()).toBe('complete');
    expect((await sign({ legalName: 'Marcus Johnson', consent: true, typed: true })).statusCode).toBe(404);
    expect((await portal.app.inject({ url: `/api/hellosign/signing/${token}` })).statusCode).toBe(404);

    const pdf = await portal.app.inject({
      url: '/api/agreement/signed',
      headers: { cookie: cookies.school },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    const [row] = await schoolAgreements();
    expect(row!.evidence).toMatchObject({
      signer: 'Marcus Johnson',
      userAgent: 'TestPhone/1.0',
      method: 'drawn',
    });
    expect(row!.documentSha256).toMatch(/^[0-9a-f]{64}$/);

    const other = await portal.signIn('permit@example.org');
    expect(
      (await portal.app.inject({ url: '/api/agreement/signed', headers: { cookie: other } })).statusCode,
    ).toBe(404);
    expect((await portal.app.inject({ url: '/api/agreement/signed' })).statusCode).toBe(401);
    const coach = await portal.signIn('coach@example.org');
    const staffCopy = await portal.app.inject({
      url: `/api/agreement/signed?student=${await schoolId()}`,
      headers: { cookie: coach },
    });
    expect(staffCopy.statusCode).toBe(200);
  });

  it('refuses unknown and expired links', async () => {
    expect((await portal.app.inject({ url: `/api/hellosign/signing/${'x'.repeat(43)}` })).statusCode).toBe(
      404,
    );
    await db()
      .update(documents)
      .set({ fwAgreementStatus: 'incomplete' })
      .where(eq(documents.userId, await schoolId()));
    const before = await sentLinks();
    await request(cookies.school);
    const token = await linkToken(before);
    await db()
      .update(agreements)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await portal.app.inject({ url: `/api/hellosign/signing/${token}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/does not work any more/);
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agreements, auditLog, documents } from '@server/db/schema/index.js';
import { sendForSigning } from '@server/features/agreement/send-for-signing.js';
import { credentials, hellosignEventHash, startFakeVendors, type FakeVendors } from './fake-vendors.js';
import { startTestPortal, type TestPortal } from './harness.js';

let fake: FakeVendors;
let portal: TestPortal;
let filesDir: string;
let school: string;

beforeAll(async () => {
  fake = await startFakeVendors();
  filesDir = mkdtempSync(join(tmpdir(), 'agreement-hosted-'));
  portal = await startTestPortal(
    {
      RATE_LIMIT_PER_IP: '1000',
      CODES_PER_ADDRESS: '100',
      JOB_RETRY_DELAY_SECONDS: '1',
      HELLOSIGN_API_KEY: credentials.hellosign.key,
      HELLOSIGN_API_URL: `${fake.url}/hellosign`,
      HELLOSIGN_TEST_MODE: '1',
    },
    { filesDir },
  );
});
afterAll(async () => {
  await portal.close();
  await fake.close();
  rmSync(filesDir, { recursive: true, force: true });
});
beforeEach(async () => {
  fake.down.clear();
  await portal.app.inject({ method: 'POST', url: '/api/dev/reset' });
  school = await portal.signIn('school@example.org');
  await db()
    .update(documents)
    .set({ fwAgreementStatus: 'incomplete' })
    .where(eq(documents.userId, await schoolId()));
});

const db = () => portal.database.db;
const schoolId = () => portal.idOf('school@example.org');
const status = async () =>
  (
    await db()
      .select()
      .from(documents)
      .where(eq(documents.userId, await schoolId()))
  )[0]!.fwAgreementStatus;
const agreementOf = async () =>
  (
    await db()
      .select()
      .from(agreements)
      .where(eq(agreements.userId, await schoolId()))
  )[0];
const completions = async () =>
  (await db().select().from(auditLog)).filter((a) => a.action === 'agreement.signedHosted');
const until = async <T>(check: () => Promise<T | null | undefined>, ms = 20_000): Promise<T> => {
  for (const start = Date.now(); Date.now() - start < ms; await new Promise((r) => setTimeout(r, 100))) {
    const value = await check();
    if (value) return value;
  }
  throw new Error('timed out waiting');
};
const requestAgreement = () =>
  portal.app.inject({
    method: 'POST',
    url: '/api/hellosign/sendSignatureRequest',
    headers: { cookie: school },
  });

/** Sends the agreement and waits for the job that hands it to the provider; answers its request id. */
async function sentRequestId(): Promise<string> {
  expect((await requestAgreement()).statusCode).toBe(200);
  return until(async () => (await agreementOf())?.externalId);
}

const secondsAgo = (s: number) => String(Math.floor(Date.now() / 1000) - s);
/** The signer finishes at the provider, which from then on reports the request complete. */
const signAtProvider = (requestId: string) => {
  fake.signatureRequests.find((r) => r.id === requestId)!.complete = true;
};

/** Posts a callback the way Dropbox Sign does: multipart form data with one `json` field. */
async function callback(
  requestId: string,
  type = 'signature_request_all_signed',
  eventTime = secondsAgo(2),
  hash = hellosignEventHash(eventTime, type),
) {
  const form = new FormData();
  form.set(
    'json',
    JSON.stringify({
      event: { event_time: eventTime, event_type: type, event_hash: hash },
      signature_request: { signature_request_id: requestId, is_complete: true },
    }),
  );
  const req = new Request('http://portal/api/hellosign/callback', { method: 'POST', body: form });
  return portal.app.inject({
    method: 'POST',
    url: '/api/hellosign/callback',
    headers: { 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
}

describe('the agreement signed with Dropbox Sign', () => {
  it('sends the PDF to the provider and keeps its request id; the portal e-mails no link of its own', async () => {
    expect(portal.ports.esign.mode).toBe('hosted');
    const requestId = await sentRequestId();
    const row = (await agreementOf())!;
    const sent = fake.signatureRequests.find((r) => r.id === requestId)!;
    expect(sent.body).toMatchObject({
      title: 'Freeway Program Agreement',
      signers: [{ email_address: 'school@example.org' }],
      metadata: { agreement_id: row.id },
      test_mode: '1',
    });
    expect(String(sent.body.file)).toMatch(/^%PDF-/);
    expect(await status()).toBe('pending');
    // The ticket and the provider's e-mail are the only news; no portal signing link was sent.
    await new Promise((r) => setTimeout(r, 500));
    const mail = await portal.messagesTo('school@example.org');
    expect(mail.filter((m) => /\/sign\//.test(m.text))).toHaveLength(0);
  });

  it('answers the student at once while the provider is down, and sends once it is back', async () => {
    fake.down.add('hellosign');
    const before = fake.signatureRequests.length;
    const res = await requestAgreement();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fwAgreementStatus: 'pending' });
    await until(async () => fake.refused.hellosign > 0);
    expect((await agreementOf())!.externalId).toBeNull();
    fake.down.delete('hellosign');
    const requestId = await until(async () => (await agreementOf())?.externalId, 40_000);
    const mine = fake.signatureRequests.slice(before);
    expect(mine.map((r) => r.id)).toEqual([requestId]);
  });

  it('completes on the signed callback: the provider’s PDF stored encrypted, for its student only, once', async () => {
    const requestId = await sentRequestId();
    signAtProvider(requestId);
    const res = await callback(requestId);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('Hello API Event Received');
    expect(await status()).toBe('complete');
    const row = (await agreementOf())!;
    expect(row.status).toBe('signed');
    expect(row.evidence).toMatchObject({ requestId, method: 'hosted' });
    // Encrypted at rest like every other file.
    expect(readFileSync(join(filesDir, row.objectKey!)).toString('latin1')).not.toContain(requestId);

    const pdf = await portal.app.inject({ url: '/api/agreement/signed', headers: { cookie: school } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body).toContain(`signed copy of ${requestId}`);
    const other = await portal.signIn('permit@example.org');
    expect(
      (await portal.app.inject({ url: '/api/agreement/signed', headers: { cookie: other } })).statusCode,
    ).toBe(404);
    expect((await portal.app.inject({ url: '/api/agreement/signed' })).statusCode).toBe(401);

    const audit = await completions();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: await schoolId(),
      subjectUserId: await schoolId(),
      detail: { before: 'pending', after: 'complete', requestId },
    });

    // The provider sends the event again (and twice at once): nothing changes.
    const again = await Promise.all([callback(requestId), callback(requestId)]);
    expect(again.map((r) => [r.statusCode, r.body])).toEqual([
      [200, 'Hello API Event Received'],
      [200, 'Hello API Event Received'],
    ]);
    expect(await completions()).toHaveLength(1);
    const after = (await agreementOf())!;
    expect(after.objectKey).toBe(row.objectKey);
    expect(after.signedAt).toEqual(row.signedAt);
  });

  it('refuses a callback whose event hash does not match, and changes nothing', async () => {
    const requestId = await sentRequestId();
    signAtProvider(requestId);
    const forged = await callback(requestId, 'signature_request_all_signed', undefined, 'ab'.repeat(32));
    expect(forged.statusCode).toBe(401);
    const wrongKey = await callback(
      requestId,
      'signature_request_all_signed',
      secondsAgo(2),
      hellosignEventHash(secondsAgo(3), 'signature_request_all_signed'),
    );
    expect(wrongKey.statusCode).toBe(401);
    expect(await status()).toBe('pending');
    expect((await agreementOf())!.status).toBe('sent');
    expect(await completions()).toHaveLength(0);
  });

  it('refuses a replayed callback: a genuine hash more than ten minutes from now is refused', async () => {
    const requestId = await sentRequestId();
    signAtProvider(requestId);
    const old = await callback(requestId, 'signature_request_all_signed', secondsAgo(11 * 60));
    expect(old.statusCode).toBe(401);
    const ahead = await callback(requestId, 'signature_request_all_signed', secondsAgo(-11 * 60));
    expect(ahead.statusCode).toBe(401);
    expect(await status()).toBe('pending');
    expect(await completions()).toHaveLength(0);
    // Within the window it counts.
    expect((await callback(requestId, 'signature_request_all_signed', secondsAgo(9 * 60))).statusCode).toBe(
      200,
    );
    expect(await status()).toBe('complete');
  });

  it('asks the provider before completing: an authentic event for a request not signed there changes nothing', async () => {
    // The event hash covers only the time and type, so a captured callback could name any request.
    const requestId = await sentRequestId();
    const res = await callback(requestId);
    expect([res.statusCode, res.body]).toEqual([200, 'Hello API Event Received']);
    expect(await status()).toBe('pending');
    expect((await agreementOf())!.status).toBe('sent');
    expect(await completions()).toHaveLength(0);
  });

  it('does not send a second request when the provider answered but its id was never kept', async () => {
    const requestId = await sentRequestId();
    const row = (await agreementOf())!;
    const before = fake.signatureRequests.length;
    // The state a crash leaves between the provider's answer and storing its id.
    await db().update(agreements).set({ externalId: null }).where(eq(agreements.id, row.id));
    await sendForSigning(db(), portal.ports.esign, {
      agreementId: row.id,
      signerEmail: 'school@example.org',
      signerName: 'School Student',
      firstName: 'School',
    });
    expect(fake.signatureRequests).toHaveLength(before);
    expect((await agreementOf())!.externalId).toBe(requestId);
  });

  it('acknowledges other events and unknown requests without changing anything', async () => {
    const requestId = await sentRequestId();
    const viewed = await callback(requestId, 'signature_request_viewed');
    expect([viewed.statusCode, viewed.body]).toEqual([200, 'Hello API Event Received']);
    const unknown = await callback('0000unknown0000');
    expect([unknown.statusCode, unknown.body]).toEqual([200, 'Hello API Event Received']);
    expect(await status()).toBe('pending');
    expect((await agreementOf())!.status).toBe('sent');
    expect(await completions()).toHaveLength(0);

    const noJson = await portal.app.inject({
      method: 'POST',
      url: '/api/hellosign/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'other=1',
    });
    expect(noJson.statusCode).toBe(400);
    const notForm = await portal.app.inject({
      method: 'POST',
      url: '/api/hellosign/callback',
      payload: { json: '{}' },
    });
    expect(notForm.statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropboxSign } from '@server/adapters/esign/dropbox-sign.js';
import { devEvents } from '@server/db/schema/index.js';
import { credentials, hellosignEventHash, startFakeVendors, type FakeVendors } from './fake-vendors.js';
import { startTestPortal, type TestPortal } from './harness.js';

let fake: FakeVendors;
beforeAll(async () => {
  fake = await startFakeVendors();
});
afterAll(async () => {
  await fake.close();
});

const pdf = new Uint8Array(Buffer.from('%PDF-1.7\n% the program agreement\n%%EOF\n'));
const request = {
  id: '5d1e9e51-8f5e-4a37-9d1e-2b7c1d1e0a01',
  signerEmail: 'school@example.org',
  signerName: 'Marcus Hill',
  title: 'Freeway Program Agreement',
  subject: 'Please sign your Freeway agreement',
  message: 'Sign it on your phone.',
  document: pdf,
};

describe('Dropbox Sign (HelloSign API v3)', () => {
  const sign = () =>
    dropboxSign({ apiKey: credentials.hellosign.key, baseUrl: `${fake.url}/hellosign`, testMode: true });

  it('sends the PDF with the signer and the agreement id, and fetches the signed copy', async () => {
    const { requestId } = await sign().send(request);
    const sent = fake.signatureRequests.find((r) => r.id === requestId)!;
    expect(sent.body).toMatchObject({
      title: 'Freeway Program Agreement',
      subject: 'Please sign your Freeway agreement',
      signers: [{ email_address: 'school@example.org', name: 'Marcus Hill' }],
      metadata: { agreement_id: request.id },
      test_mode: '1',
      file: Buffer.from(pdf).toString('latin1'),
    });
    const signed = await sign().signedPdf(requestId);
    expect(Buffer.from(signed!).toString()).toContain(`signed copy of ${requestId}`);
    expect(await sign().signedPdf('unknown-request')).toBeNull();
  });

  it('refuses a wrong key, and accepts only callbacks with the right event hash', async () => {
    const wrong = dropboxSign({ apiKey: 'wrong', baseUrl: `${fake.url}/hellosign` });
    await expect(wrong.send(request)).rejects.toThrow(/HTTP 401/);
    const callback = (type: string, hash = hellosignEventHash('1700000000', type)) =>
      JSON.stringify({
        event: { event_time: '1700000000', event_type: type, event_hash: hash },
        signature_request: { signature_request_id: 'abc123' },
      });
    const soon = new Date(1700000000_000 + 60_000);
    expect(sign().completedRequestId(callback('signature_request_all_signed'), soon)).toBe('abc123');
    expect(sign().completedRequestId(callback('signature_request_viewed'), soon)).toBeNull();
    expect(() =>
      sign().completedRequestId(callback('signature_request_all_signed', 'ab'.repeat(32)), soon),
    ).toThrow(/hash/);
    expect(() => sign().completedRequestId('not json')).toThrow();
    // A genuine callback replayed later (or dated ahead) is refused.
    const late = new Date(1700000000_000 + 11 * 60_000);
    const early = new Date(1700000000_000 - 11 * 60_000);
    expect(() => sign().completedRequestId(callback('signature_request_all_signed'), late)).toThrow(/recent/);
    expect(() => sign().completedRequestId(callback('signature_request_all_signed'), early)).toThrow(
      /recent/,
    );
    expect(() => sign().completedRequestId(callback('signature_request_all_signed'))).toThrow(/recent/);
  });

  it('finds a request already made by our agreement id, and asks the provider whether it is complete', async () => {
    const reference = crypto.randomUUID();
    expect(await sign().findRequest(reference)).toBeNull();
    const { requestId } = await sign().send({ ...request, id: reference });
    expect(await sign().findRequest(reference)).toEqual({ requestId });
    // Only an exact match of the metadata counts, not a search hit on a longer id.
    expect(await sign().findRequest(reference.slice(0, 8))).toBeNull();
    expect(await sign().isComplete(requestId)).toBe(false);
    fake.signatureRequests.find((r) => r.id === requestId)!.complete = true;
    expect(await sign().isComplete(requestId)).toBe(true);
    expect(await sign().isComplete('unknown-request')).toBe(false);
  });
});

describe('the local e-signature adapter (signing on the portal)', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(async () => {
    await portal.close();
  });

  it('is the default, signs on the portal’s page and records each request once', async () => {
    expect(portal.ports.esign.mode).toBe('portal');
    const first = await portal.ports.esign.send(request);
    await portal.ports.esign.send(request);
    expect(first.requestId).toBe(`local-${request.id}`);
    const events = (await portal.database.db.select().from(devEvents)).filter((e) => e.port === 'esign.send');
    expect(events).toHaveLength(1);
    expect(await portal.ports.esign.signedPdf(first.requestId)).toBeNull();
  });
});

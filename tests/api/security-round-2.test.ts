import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements, documents, users } from '@server/db/schema/index.js';
import { startTestPortal, type TestPortal } from './harness.js';

/**
 * Issue 38, tried as an attacker would: each test here failed on the portal before its fix.
 * docs/security.md names the test that guards each finding.
 */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ RATE_LIMIT_PER_IP: '1000', CODES_PER_ADDRESS: '1000' });
});
afterAll(async () => {
  await portal.close();
});

const db = () => portal.database.db;
const idOf = async (email: string) =>
  (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for the first message to `to` newer than the `before` already there that matches `pattern`. */
async function nextMessage(to: string, before: number, pattern: RegExp) {
  for (let i = 0; i < 100; i++) {
    const list = await portal.messagesTo(to);
    const fresh = list.slice(0, list.length - before).find((m) => pattern.test(m.text));
    if (fresh) return fresh;
    await sleep(100);
  }
  throw new Error(`nothing for ${to}`);
}

describe('signing through a link proves the signer (issue 38 item 2)', () => {
  /** A fresh signing link for the school student (Marcus Johnson). */
  async function freshLink(): Promise<string> {
    const student = await idOf('school@example.org');
    await db()
      .update(documents)
      .set({ fwAgreementStatus: 'incomplete' })
      .where(eq(documents.userId, student));
    const cookie = await portal.signIn('school@example.org');
    const before = (await portal.messagesTo('school@example.org')).length;
    const sent = await portal.app.inject({
      method: 'POST',
      url: '/api/hellosign/sendSignatureRequest',
      headers: { cookie },
    });
    expect(sent.statusCode).toBe(200);
    const mail = await nextMessage('school@example.org', before, /\/sign\//);
    return /\/sign\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  }
  const sign = (token: string, legalName: string, cookie?: string) =>
    portal.app.inject({
      method: 'POST',
      url: `/api/hellosign/signing/${token}`,
      payload: { legalName, consent: true, typed: true },
      headers: cookie ? { cookie } : {},
    });

  it('refuses a typed name that is not the student’s, and takes it whatever its case, accents and spacing', async () => {
    const token = await freshLink();
    const eve = await sign(token, 'Eve Attacker');
    expect(eve.statusCode).toBe(400);
    expect(eve.json()).toEqual({
      code: 'VALIDATION',
      field: 'legalName',
      message:
        'This is not the name we have for you. Type your first and last name as your coach has them. If your name changed, call your Success Coach.',
    });
    expect((await sign(token, '  MÁRCUS   johnson ')).statusCode).toBe(200);
  });

  it('refuses while another person is signed in, with words that say so', async () => {
    const token = await freshLink();
    const other = await portal.signIn('permit@example.org');
    const refused = await sign(token, 'Marcus Johnson', other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Someone else is signed in on this device. Only the person this agreement is for can sign it. Sign out, then open the link again.',
    );
    const coach = await portal.signIn('coach@example.org');
    expect((await sign(token, 'Marcus Johnson', coach)).statusCode).toBe(403);
    // The student's own session, or none, signs.
    const own = await portal.signIn('school@example.org');
    expect((await sign(token, 'Marcus Johnson', own)).statusCode).toBe(200);
  });

  it('records the contact on file in the certificate, not what was typed', async () => {
    const token = await freshLink();
    expect((await sign(token, 'marcus   JOHNSON')).statusCode).toBe(200);
    const rows = await db()
      .select()
      .from(agreements)
      .where(eq(agreements.userId, await idOf('school@example.org')));
    const signed = rows.find((a) => a.evidence?.signer === 'marcus JOHNSON');
    expect(signed?.evidence).toMatchObject({
      signer: 'marcus JOHNSON',
      email: 'school@example.org',
      phone: '+13125550105',
    });
  });
});

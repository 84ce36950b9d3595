import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paypalPayments } from '@server/adapters/payments/paypal.js';
import { slackChat } from '@server/adapters/chat/slack.js';
import { zendeskHelpdesk } from '@server/adapters/helpdesk/zendesk.js';
import { tickets } from '@server/db/schema/index.js';
import { loadEnv } from '@server/env.js';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp.js';
import { allSecrets, credentials, startFakeVendors, vendorEnv, type FakeVendors } from './fake-vendors.js';
import { codeFrom, startTestPortal, type TestPortal } from './harness.js';

let fake: FakeVendors;
let smtp: FakeSmtp;
let portal: TestPortal;
const logLines: string[] = [];
const consoleLines: string[] = [];
const SMTP_PASS = 'smtp-secret-pass-6c1d';

const until = async (check: () => boolean | Promise<boolean>, ms = 15_000) => {
  for (const start = Date.now(); Date.now() - start < ms; await new Promise((r) => setTimeout(r, 100))) {
    if (await check()) return;
  }
  throw new Error('timed out waiting');
};

beforeAll(async () => {
  fake = await startFakeVendors();
  smtp = await startFakeSmtp({ user: 'portal', pass: SMTP_PASS });
  for (const level of ['log', 'warn', 'error', 'info'] as const) {
    vi.spyOn(console, level).mockImplementation(
      (...args: unknown[]) => void consoleLines.push(args.map(String).join(' ')),
    );
  }
  const stream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  portal = await startTestPortal(
    { ...vendorEnv(fake), SMTP_URL: smtp.url, JOB_RETRY_DELAY_SECONDS: '1', LOG_LEVEL: 'trace' },
    { logger: { level: 'trace', stream } },
  );
});
afterAll(async () => {
  await portal.close();
  await fake.close();
  await smtp.close();
  vi.restoreAllMocks();
});

const inject = (opts: InjectOptions) => portal.app.inject(opts);

/** Signs in with the code that arrives at the SMTP server (the dev outbox is not used with SMTP). */
async function signIn(email: string): Promise<string> {
  const before = smtp.to(email).length;
  await inject({ method: 'POST', url: '/api/sendgrid/sendToken', payload: { to: email } });
  await until(() => smtp.to(email).length > before);
  const token = codeFrom(smtp.to(email).at(-1)!.text);
  const res = await inject({ method: 'POST', url: '/api/login', payload: { email, token } });
  return `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
}

describe('SMTP e-mail (nodemailer) against an SMTP server', () => {
  it('sends the sign-in code with auth, the sender and a Message-ID from the message id; the code signs in', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/sendgrid/sendToken',
      payload: { to: 'grad@example.org' },
    });
    expect(res.statusCode).toBe(200);
    await until(() => smtp.to('grad@example.org').length > 0);
    const mail = smtp.to('grad@example.org')[0]!;
    expect(mail.from).toBe('no-reply@freeway.example');
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@portal>$/);
    const login = await inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'grad@example.org', token: codeFrom(mail.text) },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('Twilio text messages', () => {
  it('texts the sign-in code through the Messages API, and the code signs in', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/twilio/sendToken',
      payload: { phone: '312 555 0101' },
    });
    expect(res.statusCode).toBe(200);
    await until(() => fake.sms.some((m) => m.to === '+13125550101'));
    const sms = fake.sms.find((m) => m.to === '+13125550101')!;
    expect(sms.from).toBe('+13125550199');
    const login = await inject({
      method: 'POST',
      url: '/api/login',
      payload: { phone: '3125550101', token: codeFrom(sms.body) },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('Zendesk tickets and users', () => {
  it('pushes a help-chat ticket with the requester, group and external id, and keeps Zendesk’s id', async () => {
    const cookie = await signIn('school@example.org');
    const key = crypto.randomUUID();
    const res = await inject({
      method: 'POST',
      url: '/api/zendesk/createTicket',
      headers: { cookie, 'idempotency-key': key },
      payload: {
        subject: 'Help chat question',
        body: 'When is my class?',
        group_id: 'Success',
        tags: ['help-chat'],
      },
    });
    expect(res.statusCode).toBe(200);
    await until(() => fake.tickets.some((t) => t.idempotencyKey === key));
    const pushed = fake.tickets.find((t) => t.idempotencyKey === key)!;
    expect(pushed.ticket).toMatchObject({
      subject: 'Help chat question',
      comment: { body: 'When is my class?' },
      requester: { email: 'school@example.org' },
      group_id: 360001,
      external_id: key,
      tags: ['help-chat'],
    });
    await until(async () => {
      const [row] = await portal.database.db
        .select()
        .from(tickets)
        .where(sql`${tickets.id} = ${key}`);
      return row?.externalId === String(pushed.id);
    });
  });

  it('a retried push with the same id makes no second ticket; a changed address updates the user', async () => {
    const zendesk = zendeskHelpdesk({
      baseUrl: `${fake.url}/zendesk`,
      email: credentials.zendesk.email,
      apiToken: credentials.zendesk.token,
    });
    const ticket = {
      id: crypto.randomUUID(),
      email: 'a@example.org',
      subject: 's',
      body: 'b',
      groupId: 'X',
      tags: [],
    };
    const first = await zendesk.createTicket(ticket);
    const again = await zendesk.createTicket(ticket);
    expect(again.externalId).toBe(first.externalId);
    expect(fake.tickets.filter((t) => t.idempotencyKey === ticket.id)).toHaveLength(1);
    await zendesk.patchUser({
      id: crypto.randomUUID(),
      email: 'school@example.org',
      fields: { email: 'new@x.org' },
    });
    expect(fake.userUpdates.at(-1)).toEqual({ id: 7001, user: { email: 'new@x.org' } });
    // Someone the help desk has never heard of: nothing to update, and no error.
    await zendesk.patchUser({
      id: crypto.randomUUID(),
      email: 'nobody@example.org',
      fields: { phone: '+13125550000' },
    });
    expect(fake.userUpdates).toHaveLength(1);

    // A coach's answer goes on the ticket as a private comment (the portal e-mails the student itself).
    await zendesk.addNote({
      id: crypto.randomUUID(),
      externalId: first.externalId,
      body: 'A new driver is on the way.',
      authorEmail: 'coach@example.org',
    });
    expect(fake.comments.at(-1)).toEqual({
      ticketId: Number(first.externalId),
      comment: { body: 'A new driver is on the way.\n\n(coach@example.org)', public: false },
    });
    await expect(
      zendesk.addNote({ id: crypto.randomUUID(), externalId: '999999', body: 'x', authorEmail: 'c@x.org' }),
    ).rejects.toThrow();
  });
});

describe('Slack badges and channels', () => {
  it('sets the badge field and invites once, taking "already_in_channel" as done', async () => {
    const slack = slackChat({
      token: credentials.slack.token,
      badgeFieldId: 'Xf01BADGE',
      baseUrl: `${fake.url}/slack`,
    });
    await slack.badge({ id: 'e1', slackId: 'U0123', milestone: 'gotPermit' });
    expect(fake.slack.at(-1)).toEqual({
      method: 'users.profile.set',
      body: { user: 'U0123', profile: { fields: { Xf01BADGE: { value: 'Got the permit', alt: '' } } } },
    });
    await slack.addToChannel({ id: 'e2', slackId: 'U0123', channel: 'C0GRADUATES' });
    await slack.addToChannel({ id: 'e2', slackId: 'U0123', channel: 'C0GRADUATES' });
    const bad = slackChat({ token: 'xoxb-wrong', badgeFieldId: 'Xf01BADGE', baseUrl: `${fake.url}/slack` });
    await expect(bad.badge({ id: 'e3', slackId: 'U1', milestone: 'gotLicense' })).rejects.toThrow(
      /invalid_auth/,
    );
  });
});

describe('PayPal payouts', () => {
  it('pays once per id: the token is reused, and a retried batch id counts as paid', async () => {
    const paypal = paypalPayments({
      clientId: credentials.paypal.id,
      clientSecret: credentials.paypal.secret,
      baseUrl: `${fake.url}/paypal`,
    });
    const id = crypto.randomUUID();
    await paypal.send({ id, email: 'marcus.pay@example.org', amountCents: 25_000, note: 'Week 1 stipend' });
    await paypal.send({ id, email: 'marcus.pay@example.org', amountCents: 25_000, note: 'Week 1 stipend' });
    const paid = fake.payouts.filter((p) => p.body.sender_batch_header.sender_batch_id === id);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.requestId).toBe(id);
    expect(paid[0]!.body.items).toEqual([
      {
        recipient_type: 'EMAIL',
        receiver: 'marcus.pay@example.org',
        amount: { value: '250.00', currency: 'USD' },
        note: 'Week 1 stipend',
        sender_item_id: id,
      },
    ]);
    expect(fake.tokensIssued).toBe(1);
    const wrong = paypalPayments({ clientId: 'x', clientSecret: 'y', baseUrl: `${fake.url}/paypal` });
    await expect(wrong.send({ id: 'z', email: 'a@b.org', amountCents: 1, note: '' })).rejects.toThrow(
      /HTTP 401/,
    );
  });
});

describe('Contentful delivery API', () => {
  it('serves a workforce page from the CMS as the portal’s safe blocks', async () => {
    fake.assets.set('asset1', {
      fields: {
        title: 'Office',
        description: 'The partnership office',
        file: { url: '//images.example/office.jpg', contentType: 'image/jpeg' },
      },
    });
    fake.entries.set('wfpage1', {
      fields: {
        title: 'Workforce Partnership',
        path: '/careers/wb-chicago',
        workforceBoardId: 'wb-chicago',
        body: {
          nodeType: 'document',
          content: [
            { nodeType: 'heading-2', content: [{ nodeType: 'text', value: 'How to apply' }] },
            {
              nodeType: 'paragraph',
              content: [
                { nodeType: 'text', value: 'Call us or ' },
                {
                  nodeType: 'hyperlink',
                  data: { uri: 'https://example.org/apply' },
                  content: [{ nodeType: 'text', value: 'BUTTON:Apply' }],
                },
              ],
            },
            {
              nodeType: 'unordered-list',
              content: [
                {
                  nodeType: 'list-item',
                  content: [{ nodeType: 'paragraph', content: [{ nodeType: 'text', value: 'ID' }] }],
                },
                {
                  nodeType: 'list-item',
                  content: [{ nodeType: 'paragraph', content: [{ nodeType: 'text', value: 'Permit' }] }],
                },
              ],
            },
            { nodeType: 'embedded-asset-block', data: { target: { sys: { id: 'asset1' } } }, content: [] },
            { nodeType: 'embedded-entry-block', data: { target: { sys: { id: 'x' } } }, content: [] },
          ],
        },
      },
    });
    const cookie = await signIn('school@example.org');
    const res = await inject({
      url: '/api/contentful/entries?fields.title=Workforce%20Partnership&fields.workforceBoardId=wb-chicago',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: 'wfpage1',
        title: 'Workforce Partnership',
        path: '/careers/wb-chicago',
        workforceBoardId: 'wb-chicago',
        body: [
          { type: 'heading', level: 2, text: 'How to apply' },
          {
            type: 'paragraph',
            text: 'Call us or BUTTON:Apply',
            link: { text: 'BUTTON:Apply', href: 'https://example.org/apply' },
          },
          { type: 'list', ordered: false, items: ['ID', 'Permit'] },
          { type: 'image', src: 'https://images.example/office.jpg', alt: 'The partnership office' },
        ],
      },
    ]);
    const other = await inject({
      url: '/api/contentful/entries?fields.title=Workforce%20Partnership&fields.workforceBoardId=wb-other',
      headers: { cookie },
    });
    expect(other.json()).toEqual([]);
    const asset = await inject({ url: '/api/contentful/asset/asset1', headers: { cookie } });
    expect(asset.json()).toEqual({ url: 'https://images.example/office.jpg' });
  });
});

describe('configuration and secrets', () => {
  it('refuses half a vendor configuration, naming what is missing', () => {
    expect(() => loadEnv({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      /TWILIO_AUTH_TOKEN: Twilio needs TWILIO_AUTH_TOKEN, TWILIO_FROM/,
    );
    expect(() => loadEnv({ ZENDESK_GROUPS: 'nope' })).toThrow(/ZENDESK_GROUPS/);
  });

  it('never writes a vendor secret to the log, the console or the job records, even when calls fail', async () => {
    fake.down.add('twilio');
    smtp.down = true;
    await inject({ method: 'POST', url: '/api/twilio/sendToken', payload: { phone: '312 555 0102' } });
    await inject({ method: 'POST', url: '/api/sendgrid/sendToken', payload: { to: 'setup@example.org' } });
    // While the providers are down, the failed attempts' errors are what the job records keep.
    let outputs = '';
    await until(async () => {
      const jobs = await portal.database.db.execute(
        sql`select coalesce(output::text, '') as output from pgboss.job`,
      );
      const rows = (jobs as unknown as { rows: { output: string }[] }).rows ?? [];
      outputs = rows.map((r) => r.output).join('\n');
      return /Twilio send message failed with HTTP 503/.test(outputs) && /421/.test(outputs);
    }, 60_000);
    fake.down.delete('twilio');
    smtp.down = false;
    await until(
      () => fake.sms.some((m) => m.to === '+13125550102') && smtp.to('setup@example.org').length > 0,
      60_000,
    );
    const everything = [...logLines, ...consoleLines, outputs].join('\n');
    expect(everything.length).toBeGreaterThan(1000);
    for (const secret of [...allSecrets, SMTP_PASS, Buffer.from(`portal:${SMTP_PASS}`).toString('base64')]) {
      expect(everything).not.toContain(secret);
    }
    // Job retries back off: under a loaded CI machine the failed attempts can take a while to land.
  }, 150_000);
});

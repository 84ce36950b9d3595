import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { badgesEarned } from '@shared/domain/program.js';
import { localMemberId } from '@server/adapters/chat/local.js';
import { effects, users } from '@server/db/schema/index.js';
import { usePortal, ROOMY_LIMITS, useSignIns } from './harness.js';

/** The chat calls of spec 001 §7 (`slack/*`): each acts for the caller only. */
const portal = usePortal(ROOMY_LIMITS);
const cookies = useSignIns(portal, ['new', 'permit', 'grad', 'coach'], 60_000);

const db = () => portal.database.db;
const post = (url: string, cookie: string | undefined, payload: object, key?: string) =>
  portal.app.inject({
    method: 'POST',
    url: `/api/slack/${url}`,
    headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  } as InjectOptions);

describe('badges earned by status', () => {
  it('are those of the statuses behind the student', () => {
    expect(badgesEarned('0_New')).toEqual([]);
    expect(badgesEarned('3_Permit')).toEqual(['clearStatus', 'classesCompleted']);
    expect(badgesEarned('95_OnHoldForSchool')).toEqual(['clearStatus', 'classesCompleted', 'gotPermit']);
    expect(badgesEarned('96_CEO')).toEqual([]);
  });
});

describe('slack/findByEmail and slack/linkid', () => {
  it('finds and links the caller’s own chat member, and no one else’s', async () => {
    const mine = localMemberId('new@example.org');
    const found = await post('findByEmail', cookies.new, { email: 'New@example.org' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ slackId: mine });
    expect((await post('findByEmail', cookies.new, { email: 'permit@example.org' })).statusCode).toBe(403);
    // Someone else's member id cannot be linked to this account.
    const stolen = await post('linkid', cookies.new, { slackId: localMemberId('permit@example.org') });
    expect(stolen.statusCode).toBe(403);
    expect((await post('linkid', cookies.new, { slackId: 'not an id' })).statusCode).toBe(400);
    const linked = await post('linkid', cookies.new, { slackId: mine });
    expect(linked.json()).toEqual({ slackId: mine });
    const [row] = await db().select().from(users).where(eq(users.email, 'new@example.org'));
    expect(row!.slackId).toBe(mine);
    // Linked already: the same id again is fine, another is refused.
    expect((await post('linkid', cookies.new, { slackId: mine })).statusCode).toBe(200);
    expect((await post('linkid', cookies.new, { slackId: 'U0DEMO9999' })).statusCode).toBe(409);
  });
});

describe('slack/updateDisplayName and slack/badges', () => {
  it('sets the caller’s display name to their program name, for their own member only', async () => {
    const res = await post('updateDisplayName', cookies.permit, { slackId: 'U0DEMO0104' });
    expect(res.statusCode).toBe(200);
    expect(res.json().displayName.length).toBeGreaterThan(3);
    expect((await post('updateDisplayName', cookies.permit, { slackId: 'U0DEMO0105' })).statusCode).toBe(403);
  });

  it('awards a badge the status has earned, once, and refuses one not earned yet', async () => {
    const count = async () =>
      (await db().select().from(effects).where(eq(effects.kind, 'chat.badge'))).filter(
        (e) =>
          (e.payload as { slackId: string; milestone: string }).milestone === 'classesCompleted' &&
          (e.payload as { slackId: string }).slackId === 'U0DEMO0104',
      ).length;
    const before = await count();
    expect(
      (await post('badges', cookies.permit, { slackId: 'U0DEMO0104', milestone: 'classesCompleted' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('badges', cookies.permit, { slackId: 'U0DEMO0104', milestone: 'classesCompleted' }))
        .statusCode,
    ).toBe(200);
    expect(await count()).toBe(Math.max(before, 1));
    const early = await post('badges', cookies.permit, { slackId: 'U0DEMO0104', milestone: 'gotPermit' });
    expect(early.statusCode).toBe(403);
    expect(
      (await post('badges', cookies.permit, { slackId: 'U0DEMO0105', milestone: 'clearStatus' })).statusCode,
    ).toBe(403);
  });
});

describe('slack/addUserToSlackChannel', () => {
  it('adds a graduate to the graduates’ channel only, completing the community step', async () => {
    const other = await post('addUserToSlackChannel', cookies.grad, {
      slackChannelID: 'C0STAFF',
      userSlackId: 'U0DEMO0107',
    });
    expect(other.statusCode).toBe(403);
    const someoneElse = await post('addUserToSlackChannel', cookies.grad, {
      slackChannelID: 'C0GRADUATES',
      userSlackId: 'U0DEMO0104',
    });
    expect(someoneElse.statusCode).toBe(403);
    const joined = await post('addUserToSlackChannel', cookies.grad, {
      slackChannelID: 'C0GRADUATES',
      userSlackId: 'U0DEMO0107',
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ joined: true });
    const notYet = await post('addUserToSlackChannel', cookies.permit, {
      slackChannelID: 'C0GRADUATES',
      userSlackId: 'U0DEMO0104',
    });
    expect(notYet.statusCode).toBe(403);
  });
});

describe('slack/sendmessage', () => {
  it('posts the caller’s message to the coaches’ channel signed with their name, once per key', async () => {
    const key = crypto.randomUUID();
    const sent = () =>
      db()
        .select()
        .from(effects)
        .where(and(eq(effects.kind, 'chat.sendMessage')));
    const before = (await sent()).length;
    const res = await post(
      'sendmessage',
      cookies.permit,
      { text: 'Can we talk about my DOT physical?' },
      key,
    );
    expect(res.statusCode).toBe(200);
    expect(
      (await post('sendmessage', cookies.permit, { text: 'Can we talk about my DOT physical?' }, key))
        .statusCode,
    ).toBe(200);
    const after = await sent();
    expect(after.length).toBe(before + 1);
    const payload = after.at(-1)!.payload as { channel: string; text: string };
    expect(payload.channel).toBe('C0COACHES');
    expect(payload.text).toContain('permit@example.org');
    expect(payload.text).toContain('DOT physical');
    expect((await post('sendmessage', cookies.permit, { text: 'no key' })).statusCode).toBe(400);
    expect(
      (await post('sendmessage', cookies.permit, { text: 'x'.repeat(501) }, crypto.randomUUID())).statusCode,
    ).toBe(400);
  });
});

describe('who may call the chat calls', () => {
  it('refuses staff (403) and anonymous callers (401) every one of them', async () => {
    const calls: [string, object][] = [
      ['findByEmail', { email: 'coach@example.org' }],
      ['linkid', { slackId: 'U0DEMO0109' }],
      ['updateDisplayName', { slackId: 'U0DEMO0109' }],
      ['addUserToSlackChannel', { slackChannelID: 'C0GRADUATES', userSlackId: 'U0DEMO0109' }],
      ['badges', { slackId: 'U0DEMO0109', milestone: 'clearStatus' }],
      ['sendmessage', { text: 'hello' }],
    ];
    for (const [url, body] of calls) {
      expect((await post(url, cookies.coach, body, crypto.randomUUID())).statusCode, url).toBe(403);
      expect((await post(url, undefined, body, crypto.randomUUID())).statusCode, url).toBe(401);
    }
  });
});

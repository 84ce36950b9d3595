import { endpoint } from './endpoint.js';
import type * as s from './staff-texts.js';

const tag = 'staff';
const errors = [400, 401, 403, 404, 409] as const;

/** What the student did and what staff did, newest first, one page at a time. */
export const listStudentTimeline = endpoint<{
  params: typeof s.timelineParams;
  query: typeof s.timelineQuery;
  response: typeof s.timelinePage;
}>()({
  name: 'listStudentTimeline',
  method: 'GET',
  path: '/admin/students/:id/timeline',
  idempotency: 'none',
  errors,
  tag,
});

/**
 * A coach texts the student. The text keeps its key (a uuid), so a retry never sends it twice; 409 when the
 * student opted out (replied STOP).
 */
export const textStudent = endpoint<{
  params: typeof s.timelineParams;
  body: typeof s.textBody;
  response: typeof s.sentText;
}>()({
  name: 'textStudent',
  method: 'POST',
  path: '/admin/students/:id/texts',
  idempotency: 'own',
  keyFormat: 'uuid',
  errors,
  tag,
});

/** Students' texts that no coach has handled yet, with their count. */
export const listTextReplies = endpoint<{ response: typeof s.repliesResponse }>()({
  name: 'listTextReplies',
  method: 'GET',
  path: '/admin/texts/replies',
  idempotency: 'none',
  errors,
  tag,
});

export const markTextReplyHandled = endpoint<{
  params: typeof s.replyParams;
  response: typeof s.handledReply;
}>()({
  name: 'markTextReplyHandled',
  method: 'POST',
  path: '/admin/texts/replies/:id/handled',
  idempotency: 'replay',
  errors,
  tag,
});

/**
 * The SMS provider's inbound-message webhook (form fields From, Body, MessageSid). No session: a shared
 * secret (SMS_WEBHOOK_SECRET) in the `X-Webhook-Secret` header or as the Basic-auth password of the URL
 * proves it. A retry of the same MessageSid is recorded once. Answered with an empty TwiML response.
 */
export const receiveInboundText = endpoint<{ body: typeof s.inboundText }>()({
  name: 'receiveInboundText',
  method: 'POST',
  path: '/twilio/sms',
  access: 'public',
  idempotency: 'none',
  errors: [400, 401, 404],
  tag,
});

/** Demo only: records a reply as if the student with that number had texted back. */
export const simulateTextReply = endpoint<{
  body: typeof s.simulatedReply;
  response: typeof s.receivedText;
}>()({
  name: 'simulateTextReply',
  method: 'POST',
  path: '/dev/sms/reply',
  access: 'demo',
  idempotency: 'none',
  errors: [400, 404],
  tag: 'dev',
});

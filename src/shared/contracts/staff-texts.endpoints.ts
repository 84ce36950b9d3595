import { area } from './endpoint.js';
import type { staffTextsSchemas } from './staff-texts.js';

const staff = area<typeof staffTextsSchemas>('staff', [400, 401, 403, 404, 409]);
const dev = area<typeof staffTextsSchemas>('dev', [400, 404]);

/** What the student did and what staff did, newest first, one page at a time. */
export const listStudentTimeline = staff.get('listStudentTimeline', '/admin/students/:id/timeline');

/**
 * A coach texts the student. The text keeps its key (a uuid), so a retry never sends it twice; 409 when the
 * student opted out (replied STOP).
 */
export const textStudent = staff.post('textStudent', '/admin/students/:id/texts', {
  idempotency: 'own',
  keyFormat: 'uuid',
});

/** Students' texts that no coach has handled yet, with their count. */
export const listTextReplies = staff.get('listTextReplies', '/admin/texts/replies');

export const markTextReplyHandled = staff.post('markTextReplyHandled', '/admin/texts/replies/:id/handled');

/**
 * The SMS provider's inbound-message webhook (form fields From, Body, MessageSid). No session: a shared
 * secret (SMS_WEBHOOK_SECRET) in the `X-Webhook-Secret` header or as the Basic-auth password of the URL
 * proves it. A retry of the same MessageSid is recorded once. Answered with an empty TwiML response.
 */
export const receiveInboundText = staff.post('receiveInboundText', '/twilio/sms', {
  access: 'public',
  idempotency: 'none',
  errors: [400, 401, 404],
});

/** Demo only: records a reply as if the student with that number had texted back. */
export const simulateTextReply = dev.post('simulateTextReply', '/dev/sms/reply', {
  access: 'demo',
  idempotency: 'none',
});

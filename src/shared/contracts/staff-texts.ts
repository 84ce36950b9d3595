import { z } from 'zod';
import { t } from '../i18n.js';
import { TEXT_MAX_LENGTH } from '../domain/texts.js';
import { safeText } from './text.js';
import '../messages/staff.js';
import '../messages/staff-student.js';

// The coach's student page beyond the record: the timeline, texts to and from the student, the Replies queue.

const studentId = z.uuid(t('staff.unknownStudent'));
export const timelineParams = z.object({ id: studentId });

/** GET /api/admin/students/:id/timeline: one page, newest first; `offset` comes from `nextOffset`. */
export const timelineQuery = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const timelineKinds = ['step', 'upload', 'audit', 'ride', 'call', 'note', 'text'] as const;

export const timelineEntry = z.object({
  id: safeText(),
  kind: z.enum(timelineKinds),
  /** Who acted: the student, a staff member (named), or the portal itself. */
  actor: z.enum(['student', 'staff', 'system']),
  actorName: safeText().nullable(),
  /** What happened, in words. */
  title: safeText(),
  /** The words that go with it: a note, a text, a reason. */
  body: safeText().nullable(),
  /** When a booked call takes place. */
  scheduledAt: safeText().nullable(),
  /** A Speak Your Worth recording the coach may play (GET /api/spaces/audio, audited). */
  audioPath: safeText().optional(),
  at: safeText(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const timelinePage = z.object({
  entries: z.array(timelineEntry),
  /** The offset of the next (older) page; null on the last page. */
  nextOffset: z.number().int().nullable(),
});
export type TimelinePage = z.infer<typeof timelinePage>;

/** POST /api/admin/students/:id/texts: a coach's text to the student. */
export const textBody = z.object({
  body: safeText()
    .trim()
    .min(1, t('staffStudent.texts.required'))
    .max(TEXT_MAX_LENGTH, t('staffStudent.texts.tooLong', { max: TEXT_MAX_LENGTH })),
});
export type TextBody = z.input<typeof textBody>;

export const sentText = z.object({
  id: safeText(),
  studentId: safeText(),
  body: safeText(),
  createdAt: safeText(),
});

/** GET /api/admin/texts/replies: replies no coach has handled, oldest first, with how many there are. */
export const textReply = z.object({
  id: safeText(),
  student: z.object({ id: safeText(), name: safeText() }),
  body: safeText(),
  keyword: z.enum(['stop', 'start']).nullable(),
  receivedAt: safeText(),
});
export type TextReply = z.infer<typeof textReply>;
export const repliesResponse = z.object({ count: z.number().int(), replies: z.array(textReply) });

export const replyParams = z.object({ id: z.uuid(t('staffStudent.texts.unknownReply')) });
export const handledReply = z.object({ id: safeText(), handledAt: safeText() });

/**
 * POST /api/twilio/sms: an inbound text from the provider (Twilio's form fields; JSON is accepted too).
 * Unknown fields are the provider's and are ignored.
 */
export const inboundText = z.object({
  From: safeText().min(1).max(40),
  Body: safeText().max(2000).default(''),
  MessageSid: safeText().min(1).max(64),
});

/** POST /api/dev/sms/reply (demo only): a reply as if the student had texted back. */
export const simulatedReply = z.object({
  from: safeText().min(1).max(40),
  body: safeText().trim().min(1, t('staffStudent.texts.required')).max(2000),
});
export const receivedText = z.object({ id: safeText(), studentId: safeText() });

/** The area's schema table (see endpoint.ts). */
export const staffTextsSchemas = {
  listStudentTimeline: { params: timelineParams, query: timelineQuery, response: timelinePage },
  textStudent: { params: timelineParams, body: textBody, response: sentText },
  listTextReplies: { response: repliesResponse },
  markTextReplyHandled: { params: replyParams, response: handledReply },
  receiveInboundText: { body: inboundText },
  simulateTextReply: { body: simulatedReply, response: receivedText },
};

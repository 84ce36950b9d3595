import { z } from 'zod';
import { safeText } from './text.js';
import { statuses } from '../domain/program.js';

export const completionBody = z.object({ url: safeText().trim().min(1).max(300).startsWith('/') });
export const completionsResponse = z.array(z.object({ url: safeText(), createdAt: safeText() }));

/** PATCH /api/user with a status: the interstitial's forward move, or withdrawal (99_Withdrew). */
export const statusChangeBody = z.object({
  status: z.enum(statuses),
  /** The status the button was shown for, so a repeated tap is recognised as already done. */
  from: z.enum(statuses).optional(),
});
export const statusChangeResponse = z.object({ status: z.enum(statuses), loggedOut: z.boolean() });

export const userFlags = ['checklistTip', 'firsthandCdla1', 'firsthandCdla2'] as const;
export const flagBody = z.object({ flag: z.enum(userFlags) });
export const flagsResponse = z.array(safeText());

/**
 * GET /api/program/coach: the student's Success Coach and how to reach them; with no coach assigned yet,
 * the program's main line (`assigned: false`, no name).
 */
export const successCoachResponse = z.object({
  assigned: z.boolean(),
  firstName: safeText().nullable(),
  lastName: safeText().nullable(),
  /** E.164, for tel: and sms: links. */
  phone: safeText(),
  email: safeText().nullable(),
});
export type SuccessCoach = z.infer<typeof successCoachResponse>;

/** GET and POST /api/program/community: the graduates' chat. */
export const communityResponse = z.object({
  joined: z.boolean(),
  hasChatAccount: z.boolean(),
  channel: safeText(),
});
export type CommunityState = z.infer<typeof communityResponse>;

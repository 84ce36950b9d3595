import { z } from 'zod';
import { actionsResponse } from './actions.js';
import { okResponse } from './auth.js';
import { safeText } from './text.js';
import { completesSchema } from '../domain/progress-schema.js';
import { statuses } from '../domain/program.js';

export const programScreens = [
  'welcome',
  'prepermit',
  'permit',
  'school',
  'onhold',
  'postprogram',
  'career_services',
] as const;
export type ProgramScreen = (typeof programScreens)[number];

export const screenParams = z.object({ screen: z.enum(programScreens) });

/** A checklist item as authored (spec 000 §3 "Program step", 001 §3 "Checklist item (source)"). */
export const programStepSchema = z.object({
  name: safeText(),
  url: safeText(),
  type: safeText(),
  step: z.number().int(),
  order: z.number().int(),
  section: safeText().nullable(),
  subtext: safeText().nullable(),
  cta: safeText().nullable(),
  conditions: z.record(safeText(), z.unknown()).nullable(),
  /** How the step completes: by the student (`click`, `view`), by itself (`auto`) or by a server event. */
  completes: completesSchema,
  recommended: z.boolean(),
});
export type ProgramStep = z.infer<typeof programStepSchema>;
export const programStepsResponse = z.array(programStepSchema);

export const completionBody = z.object({ url: safeText().trim().min(1).max(300).startsWith('/') });
export const completionsResponse = z.array(z.object({ url: safeText(), createdAt: safeText() }));

/** PATCH /api/user with a status: the interstitial's forward move, or withdrawal (99_Withdrew). */
export const statusChangeBody = z.object({
  status: z.enum(statuses),
  /** The status the button was shown for, so a repeated tap is recognised as already done. */
  from: z.enum(statuses).optional(),
});
export const statusChangeResponse = z.object({ status: z.enum(statuses), loggedOut: z.boolean() });
export type StatusChange = z.infer<typeof statusChangeResponse>;

export const userFlags = ['checklistTip', 'firsthandCdla1', 'firsthandCdla2'] as const;
export type UserFlag = (typeof userFlags)[number];
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

/** POST /api/sendgrid/withdrawal: the caller's own withdrawal e-mail (spec 001 §7). */
export const withdrawalEmailBody = z
  .object({
    email: z.string().trim().max(254),
    firstName: z.string().trim().max(100).optional(),
    uuid: z.uuid(),
  })
  .strict();
/** Whether the e-mail is (or already was) queued to send; false for a person who opted out of e-mail. */
export const emailSentResponse = z.object({ sent: z.boolean() });

/** The program area's schema table (see endpoint.ts): each endpoint's schemas by name. */
export const programSchemas = {
  listProgramSteps: { params: screenParams, response: programStepsResponse },
  listCompletions: { response: completionsResponse },
  completeStep: { body: completionBody, response: okResponse },
  getSuccessCoach: { response: successCoachResponse },
  getCommunity: { response: communityResponse },
  joinCommunity: { response: communityResponse },
  listFlags: { response: flagsResponse },
  setFlag: { body: flagBody, response: okResponse },
  listActions: { response: actionsResponse },
  sendWithdrawalEmail: { body: withdrawalEmailBody, response: emailSentResponse },
  sendPostProgramWelcome: { response: emailSentResponse },
};

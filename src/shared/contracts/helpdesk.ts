import { z } from 'zod';
import { safeText } from './text.js';
import { t } from '../i18n.js';
import '../messages/help-chat.js';

export const helpGroups = [
  'Development',
  'Education',
  'Marketing',
  'Success',
  'TruckingSchool',
  'CareerServices',
] as const;

/** POST /api/zendesk/createTicket: the help chat and every flow that asks a coach for something. */
export const createTicketBody = z.object({
  subject: safeText().trim().min(1).max(200),
  body: safeText({ error: t('helpChat.required') })
    .trim()
    .min(1, t('helpChat.required'))
    .max(2000, t('helpChat.tooLong')),
  group_id: z.enum(helpGroups).default('Success'),
  tags: z.array(safeText().max(50)).max(10).default([]),
});
export const createTicketResponse = z.object({ id: safeText(), status: safeText() });

/**
 * PATCH /api/zendesk/patchUser: brings the caller's help-desk profile up to date with the portal's record.
 * The help desk knows a person by e-mail; only the caller's own current address is accepted, and the
 * fields, when given, must be what the portal holds (change them on the account page first).
 */
export const patchHelpdeskUserBody = z
  .object({
    email: z.string().trim().max(254),
    zendeskId: z.union([safeText().max(40), z.number().int()]).optional(),
    fields: z
      .object({ email: z.string().trim().max(254).optional(), phone: z.string().trim().max(32).optional() })
      .strict()
      .default({}),
  })
  .strict();
export const patchHelpdeskUserResponse = z.object({
  email: safeText(),
  fields: z.object({ email: safeText(), phone: safeText() }),
});

export const helpdeskEmailParams = z.object({ email: z.string().trim().max(254) });
/** GET /api/zendesk/getUserByEmail/{email}: the person as the help desk knows them, with their tickets. */
export const helpdeskUserResponse = z.object({
  email: safeText(),
  name: safeText(),
  phone: safeText(),
  openTickets: z.number().int(),
  tickets: z.number().int(),
});

/** The helpdesk area's schema table (see endpoint.ts). */
export const helpdeskSchemas = {
  createHelpTicket: { body: createTicketBody, response: createTicketResponse },
  patchHelpdeskUser: { body: patchHelpdeskUserBody, response: patchHelpdeskUserResponse },
  getHelpdeskUser: { params: helpdeskEmailParams, response: helpdeskUserResponse },
};

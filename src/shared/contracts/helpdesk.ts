import { z } from 'zod';
import type { SchemaTable } from './endpoint.js';
import type * as endpoints from './helpdesk.endpoints.js';
import { safeText } from './text.js';
import { t } from '../i18n.js';

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

/** The helpdesk area's schema table (see endpoint.ts). */
export const helpdeskSchemas = {
  createHelpTicket: { body: createTicketBody, response: createTicketResponse },
} satisfies SchemaTable<typeof endpoints>;

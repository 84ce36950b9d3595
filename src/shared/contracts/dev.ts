import { z } from 'zod';
import { safeText } from './text.js';

/** GET /api/dev/outbox: what the local e-mail and SMS adapters sent, newest first (demo mode only). */
export const outboxEntry = z.object({
  channel: z.enum(['email', 'sms']),
  to: safeText(),
  subject: safeText().nullable(),
  text: safeText(),
  createdAt: safeText(),
});
export const outboxResponse = z.array(outboxEntry);
export type OutboxEntry = z.infer<typeof outboxEntry>;

/** PATCH /api/dev/user: a demo person's funding and ride facts. */
export const demoFactsBody = z
  .object({
    email: safeText().email(),
    wfbFundingStatus: safeText().max(40).nullable().optional(),
    stipendSp: z.boolean().optional(),
    uberAccessEnabled: z.boolean().optional(),
    /** true: assign the demo's trucking school (what a coach does for a student ready for school); false: none. */
    school: z.boolean().optional(),
    /** Ends the person's unsigned agreement links now, as if a week had passed. */
    expireAgreementLinks: z.literal(true).optional(),
  })
  .strict();

/** The dev area's schema table (see endpoint.ts). */
/** GET /api/dev/helpdesk: the tickets the local help-desk adapter took, each as it was sent (demo mode only). */
export const devHelpdeskResponse = z.array(
  z.looseObject({ ticketId: z.union([z.string(), z.number()]), createdAt: z.string() }),
);

export const devSchemas = {
  listDevOutbox: { response: outboxResponse },
  listDevHelpdesk: { response: devHelpdeskResponse },
  setDemoFacts: { body: demoFactsBody },
  resetDemoData: {},
};

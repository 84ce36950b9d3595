import { z } from 'zod';

/** GET /api/dev/outbox: what the local e-mail and SMS adapters sent, newest first (demo mode only). */
export const outboxEntry = z.object({
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export const outboxResponse = z.array(outboxEntry);
export type OutboxEntry = z.infer<typeof outboxEntry>;

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

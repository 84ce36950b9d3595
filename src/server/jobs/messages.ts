import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { messages } from '../db/schema/index.js';
import type { Ports } from '../ports/index.js';
import type { Jobs } from './queue.js';

export interface NewMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  kind: string;
}

/** Records a message and its delivery job in the caller's transaction. */
export async function queueMessage(tx: Tx, jobs: Jobs, message: NewMessage): Promise<string> {
  const [row] = await tx
    .insert(messages)
    .values({ ...message, subject: message.subject ?? null })
    .returning({ id: messages.id });
  await jobs.enqueue(tx, 'deliver-message', { id: row!.id });
  return row!.id;
}

/**
 * Job: hand one message to its port. A message already sent is skipped, so a retried job sends nothing
 * twice. Outside demo mode a sent sign-in or change code is blanked, so the database never holds a usable code.
 */
export function deliverMessage(
  db: Db,
  ports: Ports,
  opts: { keepSentCodes: boolean } = { keepSentCodes: true },
) {
  return async ({ id }: { id: string }): Promise<void> => {
    const [message] = await db.select().from(messages).where(eq(messages.id, id));
    if (!message || message.status === 'sent') return;
    await db
      .update(messages)
      .set({ attempts: sql`${messages.attempts} + 1` })
      .where(eq(messages.id, id));
    if (message.channel === 'email') {
      await ports.email.send({ id, to: message.to, subject: message.subject ?? '', text: message.text });
    } else {
      await ports.sms.send({ id, to: message.to, text: message.text });
    }
    const blank = !opts.keepSentCodes && (message.kind === 'login-code' || message.kind === 'change-code');
    await db
      .update(messages)
      .set({ status: 'sent', sentAt: new Date(), ...(blank ? { text: '', subject: null } : {}) })
      .where(and(eq(messages.id, id), eq(messages.status, 'queued')));
  };
}

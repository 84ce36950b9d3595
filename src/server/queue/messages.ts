import { createHash } from 'node:crypto';
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

/** What support compares against: the hash of a message's subject and text, never the text itself. */
export function messageHash(subject: string | null, text: string): string {
  return createHash('sha256')
    .update(`${subject ?? ''}\n${text}`)
    .digest('hex');
}

/**
 * Job: hand one message to its port. A message already sent is skipped, so a retried job sends nothing
 * twice. Once sent, its subject and text are blanked and only their hash kept, so the database never holds
 * a usable sign-in code or signing link (the demo's mailbox keeps its own copy in dev_outbox).
 */
export function deliverMessage(db: Db, ports: Ports) {
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
    await db
      .update(messages)
      .set({
        status: 'sent',
        sentAt: new Date(),
        text: '',
        subject: null,
        textSha256: messageHash(message.subject, message.text),
      })
      .where(and(eq(messages.id, id), eq(messages.status, 'queued')));
  };
}

import { randomUUID } from 'node:crypto';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Db } from '@server/db/client.js';
import type { Jobs } from '@server/queue/queue.js';
import { insertTicketOnce } from './helpdesk.repo.js';

/**
 * Records a ticket and queues it for the help desk in one transaction; a retried request makes no second
 * ticket. The idempotency key, a uuid checked by the idempotency plugin, becomes the ticket's id.
 */
export async function createTicket(
  deps: { db: Db; jobs: Jobs },
  input: {
    userId: string;
    email: string;
    subject: string;
    body: string;
    groupId: string;
    tags: string[];
    idempotencyKey?: string | undefined;
  },
) {
  const id = input.idempotencyKey ?? randomUUID();
  return deps.db.transaction(async (tx) => {
    const { ticket, created } = await insertTicketOnce(tx, {
      id,
      userId: input.userId,
      email: input.email,
      subject: input.subject,
      body: input.body,
      groupId: input.groupId,
      tags: input.tags,
    });
    if (ticket.userId !== input.userId) throw new AppError('CONFLICT', t('errors.invalidInput'));
    if (created) await deps.jobs.enqueue(tx, 'push-ticket', { id });
    return ticket;
  });
}

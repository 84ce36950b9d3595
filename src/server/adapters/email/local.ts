import type { Db } from '@server/db/client.js';
import { devOutbox } from '@server/db/schema/index.js';
import type { EmailPort } from '@server/ports/email.js';

/** Records each e-mail in the dev outbox instead of sending it; the dev mailbox shows them. */
export function localEmail(db: Db): EmailPort {
  return {
    async send(message) {
      await db
        .insert(devOutbox)
        .values({
          messageId: message.id,
          channel: 'email',
          to: message.to,
          subject: message.subject,
          text: message.text,
        })
        .onConflictDoNothing();
    },
  };
}

import type { Db } from '@server/db/client.js';
import { devOutbox } from '@server/db/schema/index.js';
import type { SmsPort } from '@server/ports/sms.js';

/** Records each text message in the dev outbox instead of sending it. */
export function localSms(db: Db): SmsPort {
  return {
    async send(message) {
      await db
        .insert(devOutbox)
        .values({ messageId: message.id, channel: 'sms', to: message.to, subject: null, text: message.text })
        .onConflictDoNothing();
    },
  };
}

import type { Db } from '@server/db/client.js';
import type { ChatPort } from '@server/ports/chat.js';
import { recordEvent } from '../local-events.js';

export function localChat(db: Db): ChatPort {
  return {
    badge: ({ id, ...rest }) => recordEvent(db, 'chat.badge', id, rest),
    addToChannel: ({ id, ...rest }) => recordEvent(db, 'chat.addToChannel', id, rest),
  };
}

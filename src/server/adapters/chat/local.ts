import { createHash } from 'node:crypto';
import type { Db } from '@server/db/client.js';
import type { ChatPort } from '@server/ports/chat.js';
import { recordEvent } from '../local-events.js';

/** The local chat member id of an address (U + 10 hex digits, the shape of a workspace member id). */
export function localMemberId(email: string): string {
  return `U${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 10).toUpperCase()}`;
}

export function localChat(db: Db): ChatPort {
  return {
    badge: ({ id, ...rest }) => recordEvent(db, 'chat.badge', id, rest),
    addToChannel: ({ id, ...rest }) => recordEvent(db, 'chat.addToChannel', id, rest),
    // The local workspace has a member for every address: a stable id made from it.
    findMemberByEmail: async (email) => localMemberId(email),
    setDisplayName: ({ id, ...rest }) => recordEvent(db, 'chat.setDisplayName', id, rest),
    sendMessage: ({ id, ...rest }) => recordEvent(db, 'chat.sendMessage', id, rest),
  };
}

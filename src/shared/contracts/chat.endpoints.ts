import { area } from './endpoint.js';
import type { chatSchemas } from './chat.js';

const chat = area<typeof chatSchemas>('chat', [400, 401, 403]);

/** The chat member of the caller's own e-mail, or null. */
export const findChatMember = chat.post('findChatMember', '/slack/findByEmail', { idempotency: 'none' });

/** Links the caller's chat account: the member must be the one signed up with the caller's e-mail. */
export const linkChatMember = chat.post('linkChatMember', '/slack/linkid', { errors: [400, 401, 403, 409] });

/** Sets the caller's chat display name to their name in the program. */
export const updateChatDisplayName = chat.post('updateChatDisplayName', '/slack/updateDisplayName');

/** Adds the caller to the graduates' channel (the community step); no other channel. */
export const joinChatChannel = chat.post('joinChatChannel', '/slack/addUserToSlackChannel', {
  errors: [400, 401, 403, 409],
});

/** A milestone badge the caller has earned, on their own chat profile, once. */
export const awardChatBadge = chat.post('awardChatBadge', '/slack/badges', { errors: [400, 401, 403, 409] });

/** A message from the caller to the success coaches' channel, signed with their name. */
export const sendChatMessage = chat.post('sendChatMessage', '/slack/sendmessage', { requiresKey: true });

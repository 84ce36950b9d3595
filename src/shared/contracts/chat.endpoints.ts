import { endpoint } from './endpoint.js';
import type * as s from './chat.js';

const tag = 'chat';

/** The chat member of the caller's own e-mail, or null. */
export const findChatMember = endpoint<{
  body: typeof s.findMemberBody;
  response: typeof s.memberResponse;
}>()({
  name: 'findChatMember',
  method: 'POST',
  path: '/slack/findByEmail',
  idempotency: 'none',
  errors: [400, 401, 403],
  tag,
});

/** Links the caller's chat account: the member must be the one signed up with the caller's e-mail. */
export const linkChatMember = endpoint<{
  body: typeof s.linkMemberBody;
  response: typeof s.memberResponse;
}>()({
  name: 'linkChatMember',
  method: 'POST',
  path: '/slack/linkid',
  idempotency: 'replay',
  errors: [400, 401, 403, 409],
  tag,
});

/** Sets the caller's chat display name to their name in the program. */
export const updateChatDisplayName = endpoint<{
  body: typeof s.displayNameBody;
  response: typeof s.displayNameResponse;
}>()({
  name: 'updateChatDisplayName',
  method: 'POST',
  path: '/slack/updateDisplayName',
  idempotency: 'replay',
  errors: [400, 401, 403],
  tag,
});

/** Adds the caller to the graduates' channel (the community step); no other channel. */
export const joinChatChannel = endpoint<{
  body: typeof s.joinChannelBody;
  response: typeof s.communityResponse;
}>()({
  name: 'joinChatChannel',
  method: 'POST',
  path: '/slack/addUserToSlackChannel',
  idempotency: 'replay',
  errors: [400, 401, 403, 409],
  tag,
});

/** A milestone badge the caller has earned, on their own chat profile, once. */
export const awardChatBadge = endpoint<{ body: typeof s.badgeBody; response: typeof s.badgeResponse }>()({
  name: 'awardChatBadge',
  method: 'POST',
  path: '/slack/badges',
  idempotency: 'replay',
  errors: [400, 401, 403, 409],
  tag,
});

/** A message from the caller to the success coaches' channel, signed with their name. */
export const sendChatMessage = endpoint<{
  body: typeof s.chatMessageBody;
  response: typeof s.chatMessageResponse;
}>()({
  name: 'sendChatMessage',
  method: 'POST',
  path: '/slack/sendmessage',
  idempotency: 'replay',
  requiresKey: true,
  errors: [400, 401, 403],
  tag,
});

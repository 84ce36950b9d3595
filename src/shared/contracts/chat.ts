import { z } from 'zod';
import { communityResponse } from './program.js';
import '../messages/chat.js';

export { communityResponse };
import { safeText } from './text.js';
import { t } from '../i18n.js';

/** A chat workspace member id (Slack's shape: U or W and upper-case letters and digits). */
const memberId = z.string().regex(/^[UW][A-Z0-9]{6,20}$/, t('chat.badMemberId'));

/** The chat calls of spec 001 §7 ("Slack"), each for the caller only. */
export const findMemberBody = z.object({ email: z.string().trim().max(254) }).strict();
export const memberResponse = z.object({ slackId: safeText().nullable() });
export const linkMemberBody = z.object({ slackId: memberId }).strict();
export const displayNameBody = z.object({ slackId: memberId }).strict();
export const displayNameResponse = z.object({ displayName: safeText() });
export const joinChannelBody = z
  .object({ slackChannelID: z.string().trim().max(40), userSlackId: memberId })
  .strict();
export const badgeBody = z
  .object({
    milestone: z.enum(['clearStatus', 'classesCompleted', 'gotPermit', 'startedSchool', 'gotLicense']),
    slackId: memberId,
  })
  .strict();
export const badgeResponse = z.object({ milestone: safeText() });
export const CHAT_MESSAGE_MAX = 500;
export const chatMessageBody = z
  .object({
    text: safeText({ error: t('chat.messageRequired') })
      .trim()
      .min(1, t('chat.messageRequired'))
      .max(CHAT_MESSAGE_MAX, t('chat.messageTooLong')),
  })
  .strict();
export const chatMessageResponse = z.object({ sent: z.literal(true) });

export const chatSchemas = {
  findChatMember: { body: findMemberBody, response: memberResponse },
  linkChatMember: { body: linkMemberBody, response: memberResponse },
  updateChatDisplayName: { body: displayNameBody, response: displayNameResponse },
  joinChatChannel: { body: joinChannelBody, response: communityResponse },
  awardChatBadge: { body: badgeBody, response: badgeResponse },
  sendChatMessage: { body: chatMessageBody, response: chatMessageResponse },
};

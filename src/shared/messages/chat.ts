import { registerEnglish } from '../translator.js';

export const chat = {
  badMemberId: 'That is not a chat account id.',
  notYourAccount: 'That chat account was made with another e-mail address.',
  otherAccount: 'Your portal is already linked to another chat account. Ask your Success Coach to change it.',
  noAccount: 'Join the chat first, with the e-mail you use here.',
  notEarned: 'You have not reached that milestone yet.',
  channelRefused: 'You can only join the graduates’ channel here.',
  messageRequired: 'Please write a message.',
  messageTooLong: 'Please keep your message under 500 characters.',
  messageFrom: 'From {{name}} ({{email}}): {{text}}',
};

registerEnglish({ chat });

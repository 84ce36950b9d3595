import { registerEnglish } from '../translator.js';

/** A booked call's room (/meet/:id) and the coach's meeting links in the console (issue 42). */
export const meetings = {
  pageTitle: 'Your booked call',
  title: 'Your {{name}}',
  when: '{{when}}',
  join: 'Join the call',
  joinHint: 'The call opens in a new tab. Join a few minutes early to check your sound.',
  byPhone: 'Your coach will phone you at {{phone}} at this time. Keep your phone close.',
  wrongPhone: 'Is this not your number? Change it in Account info before the call.',
  accountInfo: 'Account info',
  notFound: 'We could not find this booking. It may have been moved or cancelled.',
  back: 'Back to my checklist',
  badUrl: 'Enter a full meeting address that starts with https://',
  roomTitle: 'Your meeting room',
  roomLead:
    'Students who book a video call with you join here, unless a booking has a link of its own. Leave it empty and students are told you will phone them.',
  roomLabel: 'Meeting room address',
  roomSave: 'Save meeting room',
  roomSaved: 'Meeting room saved.',
  roomCleared: 'Meeting room removed. Students are told you will phone them.',
  bookingsTitle: 'Booked sessions',
  noBookings: 'No booked sessions to come.',
  linkLabel: 'Meeting link for {{name}} on {{when}}',
  linkSave: 'Save link',
  linkSaved: 'Meeting link saved.',
  linkNone: 'No link: the coach’s room, or a phone call.',
  bookingNotFound: 'This booking does not exist or was cancelled.',
};

registerEnglish({ meetings });

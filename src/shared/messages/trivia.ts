import { registerEnglish } from '../translator.js';

export const trivia = {
  title: 'Trucking Trivia',
  intro: 'A 1-hour study session with other students and an instructor. Bring your questions.',
  signedUp: 'You are signed up for {{when}}.',
  join: 'Join the session',
  choose: 'Pick a time',
  signUp: 'Sign up',
  reschedule: 'Move to this time',
  cancel: 'Cancel my spot',
  saving: 'Saving…',
  none: 'No sessions are open right now. Check back soon.',
  notOffered: 'That session is not offered. Please pick one of the times shown.',
  notFound: 'We could not find that booking.',
  timesIn: 'Times are shown in Central Time, the program’s time zone.',
  loadFailed: 'We could not load the session times. Check your connection and try again.',
};

registerEnglish({ trivia });

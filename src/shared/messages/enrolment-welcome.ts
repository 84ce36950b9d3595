import { registerEnglish } from '../translator.js';

/**
 * The welcome a newly enrolled student receives, in their language, by e-mail and by text: how to sign in.
 * The text is one SMS segment in both languages (decision 031): no name, one link.
 */
export const enrolmentWelcome = {
  emailSubject: 'Welcome to {{product}}',
  emailText:
    'Hi {{firstName}},\n\nYour Success Coach has enrolled you in {{product}}, the program that takes you to a CDL-A licence and a job.\n\nTo sign in, open {{url}} and enter your e-mail address or your phone number. We send you a 6-digit code; type it in and you are in. No password to remember.\n\nQuestions? Call us at {{phone}}.\n\nThe {{product}} team',
  /** For a student enrolled without a mobile phone. */
  emailTextNoPhone:
    'Hi {{firstName}},\n\nYour Success Coach has enrolled you in {{product}}, the program that takes you to a CDL-A licence and a job.\n\nTo sign in, open {{url}} and enter this e-mail address. We send you a 6-digit code; type it in and you are in. No password to remember. Once in, you can add your phone number on your account page.\n\nQuestions? Call us at {{phone}}.\n\nThe {{product}} team',
  sms: '{{product}}: welcome! To sign in, open {{url}} and enter this phone number. We text you a code.',
};

registerEnglish({ enrolmentWelcome });

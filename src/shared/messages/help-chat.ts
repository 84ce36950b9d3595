import { registerEnglish } from '../translator.js';

export const helpChat = {
  profileMismatch: 'These details are not the ones on your account. Change them on your account page first.',
  open: 'Help',
  title: 'How can we help?',
  body: 'Write your question. A Success Coach will answer by e-mail or text, usually the same day.',
  label: 'Your question',
  send: 'Send',
  sending: 'Sending…',
  sent: 'Thanks! We got your question. A Success Coach will reach out soon.',
  required: 'Please write your question first.',
  tooLong: 'Please keep your question under 2000 characters.',
  queued: 'You are offline. Your question is saved and sent to a Success Coach when you are back.',
  // The e-mail that carries a coach's answer, in the student's language (the answer is the coach's words).
  replyEmailSubject: 'Your Success Coach answered: {{subject}}',
  replyEmailText:
    'Hi {{firstName}},\n\n{{body}}\n\n{{coach}}, your {{product}} Success Coach\n\nTo answer, reply to this e-mail or use Help in the portal.',
};

registerEnglish({ helpChat });

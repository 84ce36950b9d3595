import { registerEnglish } from '../translator.js';

export const resources = {
  title: 'Helpful Resources',
  review: 'Review class material',
  pretrip: 'Pre-Trip Lesson',
  trivia: 'Sign up or reschedule a 1-hour Trucking Trivia study session',
  tips: 'Study tips',
};

registerEnglish({ resources });

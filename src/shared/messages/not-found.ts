import { registerEnglish } from '../translator.js';

export const notFound = {
  title: 'Page not found',
};

registerEnglish({ notFound });

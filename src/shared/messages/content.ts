import { registerEnglish } from '../translator.js';

export const content = {
  updated: 'Updated {{date}}',
  notFound: 'No content found for this page',
  loadFailed: 'The page could not be loaded. Please contact your success coach for help.',
};

registerEnglish({ content });

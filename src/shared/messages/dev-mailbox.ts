import { registerEnglish } from '../translator.js';

export const devMailbox = {
  title: 'Dev mailbox',
  empty: 'Nothing sent yet.',
};

registerEnglish({ devMailbox });

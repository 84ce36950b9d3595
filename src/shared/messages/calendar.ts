import { registerEnglish } from '../translator.js';

export const calendar = {
  add: 'Add to calendar',
};

registerEnglish({ calendar });

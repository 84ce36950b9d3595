import { registerEnglish } from '../translator.js';

export const security = {
  badText:
    'This text has a character we cannot accept (a null character or half of an emoji). Please type it again.',
  numberOutOfRange: 'A number you entered is too large or too small.',
  crossSite: 'This request came from another website, so it was refused. Please use the portal itself.',
  uriTooLong: 'That web address is too long.',
  methodNotAllowed: 'This address does not accept that kind of request.',
};

registerEnglish({ security });

import spellChecker from '@zootools/email-spell-checker';

/**
 * Providers our students use, beyond the library's list: a mistyped one ("gmial.com") sends a stipend or a
 * sign-in code nowhere.
 */
const ourDomains = ['att.net', 'comcast.net', 'verizon.net', 'sbcglobal.net', 'proton.me', 'protonmail.com'];
const domains = [...new Set([...spellChecker.POPULAR_DOMAINS, ...ourDomains])];

/**
 * The address the person probably meant when the part after @ looks like a typo of a common provider
 * ("denise.walker@gmial.com" → "denise.walker@gmail.com"); null when it looks right or is not an address.
 */
export function suggestEmail(email: string): string | null {
  const value = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return null;
  const suggestion = spellChecker.run({ email: value, domains });
  return suggestion && suggestion.full !== value ? suggestion.full : null;
}

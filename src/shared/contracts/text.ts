import { z } from 'zod';
import { t } from '../i18n.js';
import '../messages/security.js';
import { STORABLE_TEXT_MARK } from './documented.js';

/**
 * True for text PostgreSQL can store and every client can show: no NUL character and no half of a
 * surrogate pair (what a cut emoji leaves in JavaScript's UTF-16).
 */
export function isStorableText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0) return false;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/**
 * The one string rule: every text field of every contract is `safeText()` instead of `z.string()`, so NUL and
 * lone surrogates are refused with a clear 400 before they reach a service or the database.
 */
export function safeText(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine(isStorableText, { message: t('security.badText'), abort: true })
    .meta({ [STORABLE_TEXT_MARK]: true });
}

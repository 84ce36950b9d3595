import { t } from '../i18n.js';
import { isValidEmail, isValidUsPhone, normalizeEmail, phoneDigits } from './contact.js';
import '../messages/account.js';

/** Spec 001 §5 "E-mail": the first message that applies to each field, or nothing. */
export function emailChangeErrors(
  current: string,
  email: string,
  confirm: string,
): { email?: string; confirmEmail?: string } {
  const errors: { email?: string; confirmEmail?: string } = {};
  if (!email.trim()) errors.email = t('account.emailRequired');
  else if (!isValidEmail(email)) errors.email = t('account.emailInvalid');
  else if (normalizeEmail(email) === normalizeEmail(current)) errors.email = t('account.emailSame');
  if (!confirm.trim()) errors.confirmEmail = t('account.confirmEmailRequired');
  else if (normalizeEmail(confirm) !== normalizeEmail(email))
    errors.confirmEmail = t('account.emailMismatch');
  return errors;
}

/** 'Analyze Email' and the update button are disabled when the new address is empty, unchanged or invalid. */
export function canSubmitEmail(current: string, email: string): boolean {
  return Boolean(email.trim()) && isValidEmail(email) && normalizeEmail(email) !== normalizeEmail(current);
}

/** Spec 001 §5 "Phone": 10 digits after stripping spaces, +1, dashes, dots and parentheses. */
export function phoneChangeErrors(
  current: string,
  phone: string,
  confirm: string,
): { phone?: string; confirmPhone?: string } {
  const errors: { phone?: string; confirmPhone?: string } = {};
  if (!phone.trim()) errors.phone = t('account.phoneRequired');
  else if (!isValidUsPhone(phone)) errors.phone = t('account.phoneInvalid');
  else if (phoneDigits(phone) === phoneDigits(current)) errors.phone = t('account.phoneSame');
  if (!confirm.trim()) errors.confirmPhone = t('account.confirmPhoneRequired');
  else if (phoneDigits(confirm) !== phoneDigits(phone)) errors.confirmPhone = t('account.phoneMismatch');
  return errors;
}

export const CHANGE_CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CHANGE_CODE_ATTEMPTS = 5;
/** Codes a student may ask for per channel in a quarter hour. */
export const MAX_CHANGE_CODES = 5;
export const CHANGE_CODE_WINDOW_MS = 15 * 60 * 1000;
/** Spec 001 §9: a photo preview's object URL is revoked after 1 second. */
export const PREVIEW_REVOKE_MS = 1000;

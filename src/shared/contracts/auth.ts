import { z } from 'zod';
import { safeText } from './text.js';
import { emailDoc, oneOfFields, usPhoneDoc } from './documented.js';
import { t } from '../i18n.js';
import { isValidEmail, isValidUsPhone } from '../domain/contact.js';

export const emailField = safeText({ error: t('auth.emailRequired') })
  .trim()
  .min(1, t('auth.emailRequired'))
  .refine(isValidEmail, t('auth.emailInvalid'))
  .meta(emailDoc);

export const phoneField = safeText({ error: t('auth.phoneRequired') })
  .trim()
  .min(1, t('auth.phoneRequired'))
  .refine(isValidUsPhone, t('auth.phoneInvalid'))
  .meta(usPhoneDoc);

export const codeField = safeText({ error: t('auth.codeRequired') })
  .trim()
  .min(1, t('auth.codeRequired'))
  .regex(/^\d{6}$/, t('auth.codeFormat'));

/**
 * The language the sign-in page is showing: the code goes out in it, whoever the address belongs to (so
 * the answer reveals nothing). An unknown or unsupported value means English.
 */
const codeLocale = z.string().max(10).optional();

/** POST /api/sendgrid/sendToken */
export const sendEmailTokenBody = z.object({ to: emailField, id: safeText().optional(), locale: codeLocale });
/** POST /api/twilio/sendToken */
export const sendSmsTokenBody = z.object({
  phone: phoneField,
  id: safeText().optional(),
  locale: codeLocale,
});
/** Both answer the same whether or not the account exists. */
export const sendTokenResponse = z.object({ sent: z.literal(true) });

/** POST /api/login: one of email or phone, and the code. */
export const loginBody = z
  .object({ email: emailField.optional(), phone: phoneField.optional(), token: codeField })
  .refine((v) => Boolean(v.email) !== Boolean(v.phone), {
    message: t('auth.emailRequired'),
    path: ['email'],
  })
  .meta(oneOfFields('email', 'phone'));
export type LoginBody = z.infer<typeof loginBody>;
/** Where the portal goes after signing in. */
export const loginResponse = z.object({ redirectTo: safeText() });

export const okResponse = z.object({ ok: z.literal(true) });

/** The auth area's schema table (see endpoint.ts). */
export const authSchemas = {
  sendEmailCode: { body: sendEmailTokenBody, response: sendTokenResponse },
  sendSmsCode: { body: sendSmsTokenBody, response: sendTokenResponse },
  signInWithCode: { body: loginBody, response: loginResponse },
  signOut: { response: okResponse },
};

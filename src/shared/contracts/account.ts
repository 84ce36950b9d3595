import { z } from 'zod';
import { safeText } from './text.js';
import { emailDoc, usPhoneDoc } from './documented.js';
import { t } from '../i18n.js';
import { emailChangeErrors, phoneChangeErrors } from '../domain/account.js';
import { statuses } from '../domain/program.js';
import { emailRating } from './analysis.js';
import '../messages/account.js';

const code = safeText({ error: t('account.codeRequired') })
  .trim()
  .regex(/^\d{6}$/, t('account.codeFormat'));

/**
 * POST /api/account/email/current-code: check the new address (rules checked by the service), then send a
 * code to the address on file.
 */
export const emailCurrentCodeBody = z.object({
  email: safeText().max(254).default(''),
  confirmEmail: safeText().max(254).default(''),
});
/** POST /api/account/phone/current-code: the same for a new phone number; the code goes to the phone on file. */
export const phoneCurrentCodeBody = z.object({
  phone: safeText().max(40).default(''),
  confirmPhone: safeText().max(40).default(''),
});
/** The code from the address on file; checked by the service after the new address's rules. */
const currentCode = safeText().max(20).optional();
/** POST /api/account/email/code: with the code from the current address, send a code to the new one. */
export const emailCodeBody = emailCurrentCodeBody.extend({ currentCode });
/** POST /api/account/phone/code: with the code from the current phone, text a code to the new number. */
export const phoneCodeBody = phoneCurrentCodeBody.extend({ currentCode });
export const codeSentResponse = z.object({ sentTo: safeText() });

/** PATCH /api/user with a new e-mail or phone and the code that proves it is the student's. */
export const contactChangeBody = z.union([
  z.object({ email: safeText().max(254), confirmEmail: safeText().max(254).optional(), code }).strict(),
  z.object({ phone: safeText().max(40), confirmPhone: safeText().max(40).optional(), code }).strict(),
]);
export type ContactChange = z.infer<typeof contactChangeBody>;

/** A contact field whose every wrong shape gets the spec's words: nothing is "required", anything else "invalid". */
const contactText = (max: number, required: string, invalid: string) =>
  safeText({ error: (issue) => (issue.input == null ? required : invalid) }).max(max, invalid);

/**
 * PATCH /api/user, one body for its two uses: a status move (journey) or a contact change. One object
 * rather than a union, so a hand-made request hears the rule it broke (spec 001 §5), never "invalid input".
 * The rules that need the student's record (already current, taken) are the service's.
 */
export const userPatchBody = z
  .object({
    status: z.enum(statuses).optional(),
    from: z.enum(statuses).optional(),
    email: contactText(254, t('account.emailRequired'), t('account.emailInvalid')).meta(emailDoc).nullish(),
    confirmEmail: contactText(254, t('account.confirmEmailRequired'), t('account.emailMismatch'))
      .meta(emailDoc)
      .nullish(),
    phone: contactText(40, t('account.phoneRequired'), t('account.phoneInvalid')).meta(usPhoneDoc).nullish(),
    confirmPhone: contactText(40, t('account.confirmPhoneRequired'), t('account.phoneMismatch'))
      .meta(usPhoneDoc)
      .nullish(),
    code: safeText({ error: t('account.codeRequired') })
      .meta({ pattern: '^\\s*\\d{6}\\s*$', examples: ['123456'] })
      .optional(),
  })
  .strict()
  .meta({
    // A status move alone, or one contact change with its code (the confirmation repeats the address).
    oneOf: [
      {
        required: ['status'],
        not: { anyOf: [{ required: ['email'] }, { required: ['phone'] }, { required: ['code'] }] },
      },
      { required: ['email', 'code'], not: { anyOf: [{ required: ['status'] }, { required: ['phone'] }] } },
      { required: ['phone', 'code'], not: { anyOf: [{ required: ['status'] }, { required: ['email'] }] } },
    ],
  })
  .superRefine((body, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const contact = (['email', 'phone'] as const).filter((f) => body[f] !== undefined);
    if (body.status !== undefined) {
      if (contact.length || body.code !== undefined) fail('status', t('account.oneChangeAtATime'));
      return;
    }
    if (contact.length !== 1) return fail(contact[1] ?? 'email', t('account.oneChangeAtATime'));
    const errors =
      contact[0] === 'email'
        ? emailChangeErrors('', body.email ?? '', body.confirmEmail ?? body.email ?? '')
        : phoneChangeErrors('', body.phone ?? '', body.confirmPhone ?? body.phone ?? '');
    const first = Object.entries(errors).find(([, m]) => m);
    if (first) return fail(first[0], first[1]!);
    const result = code.safeParse(body.code ?? '');
    if (!result.success)
      fail('code', body.code?.trim() ? t('account.codeFormat') : t('account.codeRequired'));
  });
export type UserPatch = z.infer<typeof userPatchBody>;

/** The contact change a valid PATCH /api/user body without a status carries. */
export function contactChangeOf(body: UserPatch): ContactChange {
  const code = (body.code ?? '').trim();
  return body.email != null
    ? { email: body.email, code, ...(body.confirmEmail != null ? { confirmEmail: body.confirmEmail } : {}) }
    : {
        phone: body.phone ?? '',
        code,
        ...(body.confirmPhone != null ? { confirmPhone: body.confirmPhone } : {}),
      };
}
export const contactChangeResponse = z.object({
  email: safeText(),
  phone: safeText(),
  /** The new address's rating, when the e-mail changed and could be rated. */
  emailRating: emailRating.nullable(),
});
export type ContactChangeResult = z.infer<typeof contactChangeResponse>;

/** PATCH /api/usersMetrics {profilePhotoUploadDate} and the stored photo's path. */
export const usersMetricsBody = z
  .object({
    profilePhotoUploadDate: z.iso.datetime({ offset: true }),
    profilePhotoPath: safeText({ error: t('account.photoPathInvalid') })
      .regex(
        /^profilePhoto\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
        t('account.photoPathInvalid'),
      )
      .optional(),
  })
  .strict();
export const usersMetricsResponse = z.object({
  profilePhotoUploadDate: safeText(),
  profilePhotoPath: safeText().nullable(),
});

/** The account area's schema table (see endpoint.ts): each endpoint's schemas by name. */
export const accountSchemas = {
  sendCurrentEmailCode: { body: emailCurrentCodeBody, response: codeSentResponse },
  sendCurrentPhoneCode: { body: phoneCurrentCodeBody, response: codeSentResponse },
  sendNewEmailCode: { body: emailCodeBody, response: codeSentResponse },
  sendNewPhoneCode: { body: phoneCodeBody, response: codeSentResponse },
  recordProfilePhoto: { body: usersMetricsBody, response: usersMetricsResponse },
};

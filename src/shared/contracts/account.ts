import { z } from 'zod';
import { t } from '../i18n.js';
import { emailRating } from './analysis.js';

const code = z
  .string({ error: t('account.codeRequired') })
  .trim()
  .regex(/^\d{6}$/, t('account.codeFormat'));

/**
 * POST /api/account/email/current-code: check the new address (rules checked by the service), then send a
 * code to the address on file.
 */
export const emailCurrentCodeBody = z.object({
  email: z.string().max(254).default(''),
  confirmEmail: z.string().max(254).default(''),
});
/** POST /api/account/phone/current-code: the same for a new phone number; the code goes to the phone on file. */
export const phoneCurrentCodeBody = z.object({
  phone: z.string().max(40).default(''),
  confirmPhone: z.string().max(40).default(''),
});
/** The code from the address on file; checked by the service after the new address's rules. */
const currentCode = z.string().max(20).optional();
/** POST /api/account/email/code: with the code from the current address, send a code to the new one. */
export const emailCodeBody = emailCurrentCodeBody.extend({ currentCode });
/** POST /api/account/phone/code: with the code from the current phone, text a code to the new number. */
export const phoneCodeBody = phoneCurrentCodeBody.extend({ currentCode });
export const codeSentResponse = z.object({ sentTo: z.string() });

/** PATCH /api/user with a new e-mail or phone and the code that proves it is the student's. */
export const contactChangeBody = z.union([
  z.object({ email: z.string().max(254), code }).strict(),
  z.object({ phone: z.string().max(40), code }).strict(),
]);
export type ContactChange = z.infer<typeof contactChangeBody>;
export const contactChangeResponse = z.object({
  email: z.string(),
  phone: z.string(),
  /** The new address's rating, when the e-mail changed and could be rated. */
  emailRating: emailRating.nullable(),
});
export type ContactChangeResult = z.infer<typeof contactChangeResponse>;

/** PATCH /api/usersMetrics {profilePhotoUploadDate} and the stored photo's path. */
export const usersMetricsBody = z
  .object({
    profilePhotoUploadDate: z.iso.datetime({ offset: true }),
    profilePhotoPath: z
      .string({ error: t('account.photoPathInvalid') })
      .regex(
        /^profilePhoto\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
        t('account.photoPathInvalid'),
      )
      .optional(),
  })
  .strict();
export const usersMetricsResponse = z.object({
  profilePhotoUploadDate: z.string(),
  profilePhotoPath: z.string().nullable(),
});

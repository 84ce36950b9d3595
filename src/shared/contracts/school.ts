import { z } from 'zod';
import { safeText } from './text.js';
import { anyOfFields, strictEmailDoc } from './documented.js';
import { usStateCodes } from '../domain/us-states.js';
import { t } from '../i18n.js';
import '../messages/pre-enrollment.js';

const digits = (v: string | undefined) => (v ?? '').replace(/[\s().+-]/g, '').replace(/^1(?=\d{10}$)/, '');
/** `digits` of ten, in the document's words: separators anywhere, and a leading 1 allowed. */
const tenDigits = {
  pattern: '^[\\s().+-]*(?:1[\\s().+-]*)?(?:\\d[\\s().+-]*){10}$',
  examples: ['312-555-0142'],
};
/** In the document: unless `flag` is true, the body needs `fields`. */
const unlessTrue = (flag: string, fields: string[]) => ({
  anyOf: [{ properties: { [flag]: { enum: [true] } }, required: [flag] }, { required: fields }],
});

/** POST /api/preEnrollment: spec 001 §3 "Pre-enrollment answers", with §5's checks. */
export const preEnrollmentBody = z
  .object({
    addressVerified: z.boolean(),
    streetAddress: safeText().trim().max(200).optional(),
    city: safeText().trim().max(100).optional(),
    state: z.enum(usStateCodes as [string, ...string[]]).optional(),
    zip: safeText()
      .trim()
      .max(10)
      .optional()
      .meta({ pattern: '^\\s*\\d{5}\\s*$', examples: ['60601'] }),
    payPalEmailVerified: z.boolean(),
    payPalEmail: safeText().trim().max(254).optional().meta(strictEmailDoc),
    payPalEmailConfirmation: safeText().trim().max(254).optional().meta(strictEmailDoc),
    phoneNumberVerified: z.boolean(),
    phoneNumber: safeText().trim().max(30).optional().meta(tenDigits),
    phoneNumberConfirmation: safeText().trim().max(30).optional().meta(tenDigits),
    canPassDrugTest: z.union([z.boolean(), z.literal('unsure')]),
    readyForSchool: z.boolean(),
    month: safeText()
      .trim()
      .max(2)
      .optional()
      .meta({ pattern: '\\S', examples: ['9'] }),
    year: safeText()
      .trim()
      .max(4)
      .optional()
      .meta({ pattern: '\\S', examples: ['2027'] }),
    schoolStatus: safeText().trim().max(500).optional(),
  })
  .strict()
  .superRefine((a, ctx) => {
    const need = (ok: unknown, path: string, message = t('preEnrollment.required')) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (!a.addressVerified) {
      need(a.streetAddress, 'streetAddress');
      need(a.city, 'city');
      need(a.state, 'state');
      need(
        a.zip && /^\d{5}$/.test(a.zip),
        'zip',
        a.zip ? t('preEnrollment.zipInvalid') : t('preEnrollment.required'),
      );
    }
    if (!a.payPalEmailVerified) {
      need(a.payPalEmail, 'payPalEmail');
      need(
        !a.payPalEmail || z.email().safeParse(a.payPalEmail).success,
        'payPalEmail',
        t('preEnrollment.emailInvalid'),
      );
      need(
        (a.payPalEmail ?? '').toLowerCase() === (a.payPalEmailConfirmation ?? '').toLowerCase(),
        'payPalEmailConfirmation',
        t('preEnrollment.emailsMismatch'),
      );
    }
    if (!a.phoneNumberVerified) {
      need(a.phoneNumber, 'phoneNumber');
      need(
        !a.phoneNumber || /^\d{10}$/.test(digits(a.phoneNumber)),
        'phoneNumber',
        t('preEnrollment.phoneInvalid'),
      );
      need(
        digits(a.phoneNumber) === digits(a.phoneNumberConfirmation),
        'phoneNumberConfirmation',
        t('preEnrollment.phonesMismatch'),
      );
    }
    if (!a.readyForSchool) {
      need(a.month, 'month');
      need(a.year, 'year');
    }
  })
  .meta({
    // What each "no" asks for; the confirmations must repeat the e-mail and the phone number.
    allOf: [
      unlessTrue('addressVerified', ['streetAddress', 'city', 'state', 'zip']),
      unlessTrue('payPalEmailVerified', ['payPalEmail', 'payPalEmailConfirmation']),
      unlessTrue('phoneNumberVerified', ['phoneNumber', 'phoneNumberConfirmation']),
      unlessTrue('readyForSchool', ['month', 'year']),
    ],
  });
export type PreEnrollmentBody = z.input<typeof preEnrollmentBody>;

/** GET /api/preEnrollment: whether the questions were answered and whether the step is done. */
export const preEnrollmentStateResponse = z.object({
  answered: z.boolean(),
  outcome: safeText().nullable(),
  done: z.boolean(),
});
export type PreEnrollmentState = z.infer<typeof preEnrollmentStateResponse>;

export const preEnrollmentResponse = z.object({
  outcome: z.enum(['onHoldFunded', 'scheduleCall', 'onHoldFollowUp']),
  /** Where the student goes next. */
  next: safeText(),
});

/** PATCH /api/documentAcceptance: attendancePolicyStatus or trainingPolicyStatus true plus userFK. */
export const acceptanceBody = z
  .object({
    userFK: z.uuid(),
    attendancePolicyStatus: z.literal(true).optional(),
    trainingPolicyStatus: z.literal(true).optional(),
  })
  .strict()
  .refine((b) => b.attendancePolicyStatus || b.trainingPolicyStatus, t('errors.invalidInput'))
  .meta(anyOfFields('attendancePolicyStatus', 'trainingPolicyStatus'));

export const acceptanceResponse = z.object({
  attendancePolicyStatus: z.boolean(),
  trainingPolicyStatus: z.boolean(),
});
export type Acceptance = z.infer<typeof acceptanceResponse>;

/** PATCH /api/document/confirmPrivacyPolicy (spec 001 §7 "Documents"): the student's own id. */
export const privacyAcceptBody = z.object({ uuid: z.uuid() }).strict();
/** GET and PATCH /api/document/confirmPrivacyPolicy: when the privacy agreement was accepted, and which version. */
export const privacyAcceptanceResponse = z.object({
  accepted: z.boolean(),
  acceptedAt: safeText().nullable(),
  version: safeText().nullable(),
});
export type PrivacyAcceptance = z.infer<typeof privacyAcceptanceResponse>;

/** The school area's schema table (see endpoint.ts). */
/**
 * GET /api/tpr (spec 001 §7): the school's entry in the Training Provider Registry (the state's list of
 * programs approved for workforce funding, with their cost and outcomes). Null outcomes: not yet reported.
 */
export const tprEntry = z.object({
  school: safeText(),
  providerId: safeText(),
  programName: safeText(),
  cipCode: safeText(),
  credential: safeText(),
  lengthWeeks: z.number().int().positive(),
  hours: z.number().int().positive(),
  tuitionUsd: z.number().int().nonnegative(),
  otherCostsUsd: z.number().int().nonnegative(),
  etplApproved: z.boolean(),
  etplState: safeText(),
  completionRate: z.number().min(0).max(100).nullable(),
  employedRate: z.number().min(0).max(100).nullable(),
  medianQuarterlyEarningsUsd: z.number().int().nonnegative().nullable(),
  reportYear: z.number().int(),
});
export type TprEntry = z.infer<typeof tprEntry>;
/** A coach names the school (a location id); a student gets their own school's entry. */
export const tprQuery = z.object({ school: z.uuid().optional() });

/** POST /api/school/met: the step is done. */
export const schoolMetResponse = z.object({ ok: z.literal(true) });

export const schoolSchemas = {
  confirmSchoolMet: { response: schoolMetResponse },
  getTrainingProvider: { query: tprQuery, response: tprEntry },
  getPreEnrollment: { response: preEnrollmentStateResponse },
  submitPreEnrollment: { body: preEnrollmentBody, response: preEnrollmentResponse },
  confirmCallScheduled: { response: preEnrollmentStateResponse },
  getPolicyAcceptance: { response: acceptanceResponse },
  acceptPolicies: { body: acceptanceBody, response: acceptanceResponse },
  getPrivacyAcceptance: { response: privacyAcceptanceResponse },
  acceptPrivacyPolicy: { body: privacyAcceptBody, response: privacyAcceptanceResponse },
};

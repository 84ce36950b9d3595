import { z } from 'zod';
import {
  agentConfigResponse,
  formatFeedbackBody,
  formattedFeedback,
  interviewTurnBody,
  interviewTurnResponse,
} from './interview.js';
import { safeText } from './text.js';
import { emailDoc } from './documented.js';
import { emailLevels, PHOTO_TYPES } from '../domain/analysis.js';
import { isValidEmail } from '../domain/contact.js';
import { t } from '../i18n.js';
import '../messages/analysis.js';

/** POST /api/open-ai/analyze-email-professionality {email} (spec 000 §7). */
export const analyzeEmailBody = z.object({
  email: safeText({ error: t('analysis.emailRequired') })
    .trim()
    .min(1, t('analysis.emailRequired'))
    .refine(isValidEmail, t('analysis.emailInvalid'))
    .meta(emailDoc),
});

/** The e-mail rating of spec 001 §3, with professionalLevel of spec 000 §3. */
export const emailRating = z.object({
  email: safeText(),
  rating: z.enum(emailLevels),
  professionalLevel: z.enum(emailLevels),
  whatToImprove: z.array(safeText()),
  suggestions: z.array(safeText()),
});
export type EmailRating = z.infer<typeof emailRating>;

/** Base64 of a photo up to 10 MB is about 13.4 million characters. */
export const MAX_IMAGE_BASE64 = 14_000_000;

/**
 * POST /api/open-ai/analyze-profile-image {imageData (base64), imageType} (spec 001 §3), or {path}: the path
 * of the profile photo the student has just uploaded (`POST /api/spaces`, folder profilePhoto), analysed
 * from the stored upload so a phone sends the photo once.
 */
export const analyzePhotoBody = z
  .object({
    imageData: safeText()
      .min(1, t('analysis.photoReadError'))
      .max(MAX_IMAGE_BASE64, t('analysis.photoTooLarge'))
      .transform((s) => s.replace(/^data:[^,]*,/, ''))
      .optional(),
    imageType: z
      .enum(PHOTO_TYPES, {
        error: (issue) =>
          t('analysis.photoType', { type: String(issue.input ?? ''), types: PHOTO_TYPES.join(', ') }),
      })
      .optional(),
    path: safeText().min(1).max(200).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.path !== undefined) {
      if (body.imageData !== undefined || body.imageType !== undefined)
        ctx.addIssue({ code: 'custom', path: ['path'], message: t('errors.invalidInput') });
      return;
    }
    if (body.imageData === undefined)
      ctx.addIssue({ code: 'custom', path: ['imageData'], message: t('analysis.photoReadError') });
    else if (body.imageType === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['imageType'],
        message: t('analysis.photoType', { type: '', types: PHOTO_TYPES.join(', ') }),
      });
  })
  .meta({
    // The stored upload by its path, or the photo itself with its type; never both.
    oneOf: [
      { required: ['path'], not: { anyOf: [{ required: ['imageData'] }, { required: ['imageType'] }] } },
      { required: ['imageData', 'imageType'], not: { required: ['path'] } },
    ],
  });

/** The photo analysis result of spec 001 §3. */
export const photoAnalysis = z.object({
  analysis: z.object({ score: z.number().int().min(1).max(5) }),
  whatsWorking: z.array(safeText()),
  whatToImprove: z.array(safeText()),
  tipsToLevelUp: z.array(safeText()),
});
export type PhotoAnalysis = z.infer<typeof photoAnalysis>;

/** GET /api/open-ai/analyze-profile-image: whether the photo analysis feature is on for this person. */
export const photoAnalysisSetting = z.object({ enabled: z.boolean() });

/** The analysis area's schema table (see endpoint.ts): each endpoint's schemas by name. */
export const analysisSchemas = {
  getPhotoAnalysisSetting: { response: photoAnalysisSetting },
  rateEmail: { body: analyzeEmailBody, response: emailRating },
  analyzePhoto: { body: analyzePhotoBody, response: photoAnalysis },
  getAgentConfig: { response: agentConfigResponse },
  takeInterviewTurn: { body: interviewTurnBody, response: interviewTurnResponse },
  formatInterviewFeedback: { body: formatFeedbackBody, response: formattedFeedback },
};

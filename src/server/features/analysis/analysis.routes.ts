import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyzeEmailBody,
  analyzePhotoBody,
  emailRating,
  MAX_IMAGE_BASE64,
  photoAnalysis,
} from '@shared/contracts/analysis.js';
import { errorBodySchema } from '@shared/errors.js';
import type { Db } from '@server/db/client.js';
import type { Guards } from '@server/plugins/session.js';
import type { AiPort } from '@server/ports/ai.js';
import type { FlagsPort } from '@server/ports/flags.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { z } from 'zod';
import { PHOTO_ANALYSIS_FLAG } from '@shared/domain/analysis.js';
import { analyzeEmail, analyzePhoto } from './analysis.service.js';

export interface AnalysisRouteDeps {
  db: Db;
  ai: AiPort;
  flags: FlagsPort;
  guards: Guards;
}

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  413: errorBodySchema,
  429: errorBodySchema,
};

export const analysisRoutes: FastifyPluginAsyncZod<AnalysisRouteDeps> = async (
  app,
  { db, ai, flags, guards },
) => {
  /** Whether the photo analysis feature is on for this person (a feature flag by key, e-mail or name). */
  const photoAnalysisOn = (viewer: { userId: string; email: string; firstName: string }) =>
    flags.isOn(PHOTO_ANALYSIS_FLAG, { key: viewer.userId, email: viewer.email, name: viewer.firstName });

  app.get(
    '/open-ai/analyze-profile-image',
    { schema: { tags: ['analysis'], response: { 200: z.object({ enabled: z.boolean() }), ...errors } } },
    async (request) => ({ enabled: await photoAnalysisOn(await guards.user(request)) }),
  );

  app.post(
    '/open-ai/analyze-email-professionality',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['analysis'], body: analyzeEmailBody, response: { 200: emailRating, ...errors } },
    },
    async (request) => {
      const viewer = await guards.user(request);
      return analyzeEmail({ db, ai }, viewer, request.body.email);
    },
  );

  app.post(
    '/open-ai/analyze-profile-image',
    {
      // A photo of up to 10 MB arrives as base64 in JSON.
      bodyLimit: MAX_IMAGE_BASE64 + 1024,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['analysis'], body: analyzePhotoBody, response: { 200: photoAnalysis, ...errors } },
    },
    async (request) => {
      const viewer = await guards.user(request);
      if (!(await photoAnalysisOn(viewer))) throw new AppError('FORBIDDEN', t('analysis.photoAnalysisOff'));
      return analyzePhoto({ db, ai }, request.body.imageData, request.body.imageType);
    },
  );
};

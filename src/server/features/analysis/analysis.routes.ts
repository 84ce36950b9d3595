import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/analysis.endpoints.js';
import { analysisSchemas, MAX_IMAGE_BASE64 } from '@shared/contracts/analysis.js';
import { PHOTO_ANALYSIS_FLAG } from '@shared/domain/analysis.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Db } from '@server/db/client.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import type { AiPort } from '@server/ports/ai.js';
import type { FlagsPort } from '@server/ports/flags.js';
import type { StoragePort } from '@server/ports/storage.js';
import { analyzeEmail, analyzePhoto, analyzeStoredPhoto } from './analysis.service.js';

export interface AnalysisRouteDeps {
  db: Db;
  ai: AiPort;
  storage: StoragePort;
  flags: FlagsPort;
  guards: Guards;
}

export const analysisRoutes: FastifyPluginAsyncZod<AnalysisRouteDeps> = async (
  app,
  { db, ai, storage, flags, guards },
) => {
  const route = routesOf(app, analysisSchemas);

  /** Whether the photo analysis feature is on for this person (a feature flag by key, e-mail or name). */
  const photoAnalysisOn = (viewer: { userId: string; email: string; firstName: string }) =>
    flags.isOn(PHOTO_ANALYSIS_FLAG, { key: viewer.userId, email: viewer.email, name: viewer.firstName });

  route(e.getPhotoAnalysisSetting, guards.user, async (_request, viewer) => ({
    enabled: await photoAnalysisOn(viewer),
  }));

  route(
    e.rateEmail,
    guards.user,
    (request, viewer) => analyzeEmail({ db, ai, storage }, viewer, request.body.email),
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  route(
    e.analyzePhoto,
    guards.user,
    async (request, viewer) => {
      if (!(await photoAnalysisOn(viewer))) throw new AppError('FORBIDDEN', t('analysis.photoAnalysisOff'));
      const { path, imageData, imageType } = request.body;
      if (path !== undefined) return analyzeStoredPhoto({ db, ai, storage }, viewer, path);
      return analyzePhoto({ db, ai, storage }, imageData!, imageType!);
    },
    // A photo of up to 10 MB arrives as base64 in JSON.
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } }, bodyLimit: MAX_IMAGE_BASE64 + 1024 },
  );
};

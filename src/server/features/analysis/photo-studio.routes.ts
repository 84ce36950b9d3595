import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/photo-studio.endpoints.js';
import { photoStudioSchemas } from '@shared/contracts/photo-studio.js';
import { PHOTO_ANALYSIS_FLAG } from '@shared/domain/analysis.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import type { FlagsPort } from '@server/ports/flags.js';
import { checkOutfit, enhanceProfilePhoto, type PhotoStudioDeps } from './photo-studio.service.js';

/** The outfit check and the photo improver: on the student's own stored profile photo, behind the photo flag. */
export const photoStudioRoutes: FastifyPluginAsyncZod<
  PhotoStudioDeps & { flags: FlagsPort; guards: Guards }
> = async (app, { flags, guards, ...deps }) => {
  const route = routesOf(app, photoStudioSchemas);
  const viewerWithTools = async (request: Parameters<Guards['user']>[0]) => {
    const viewer = await guards.user(request);
    const on = await flags.isOn(PHOTO_ANALYSIS_FLAG, {
      key: viewer.userId,
      email: viewer.email,
      name: viewer.firstName,
    });
    if (!on) throw new AppError('FORBIDDEN', t('analysis.photoAnalysisOff'));
    return viewer;
  };
  // Each decodes a stored photo: a few a minute is plenty for a person.
  const limit = { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } };

  route(
    e.analyzeOutfit,
    viewerWithTools,
    (request, viewer) => checkOutfit(deps, viewer, request.body.path),
    limit,
  );

  route(
    e.enhanceProfilePhoto,
    viewerWithTools,
    (request, viewer) =>
      enhanceProfilePhoto(deps, viewer, {
        path: request.body.path,
        keep: request.body.keep,
        idempotencyKey: request.idempotencyKey,
      }),
    limit,
  );
};

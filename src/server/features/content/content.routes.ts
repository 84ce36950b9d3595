import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/content.endpoints.js';
import { contentSchemas } from '@shared/contracts/content.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import type { ContentPort } from '@server/ports/content.js';

/** Workforce pages and assets through the content port (spec 001 §7 "Content"). Students only. */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentPort; guards: Guards }> = async (
  app,
  deps,
) => {
  const { content, guards } = deps;
  const route = routesOf(app, contentSchemas);

  route(e.getContentEntry, guards.activeStudent, async (request) => {
    const entry = await content.getEntry(request.params.id);
    if (!entry) throw new AppError('NOT_FOUND', t('content.notFound'));
    return entry;
  });

  route(e.findContentEntries, guards.activeStudent, (request) =>
    content.findEntries({
      title: request.query['fields.title'],
      workforceBoardId: request.query['fields.workforceBoardId'],
    }),
  );

  route(e.getContentAsset, guards.activeStudent, async (request) => {
    const url = await content.getAssetUrl(request.params.id);
    if (!url) throw new AppError('NOT_FOUND', t('content.notFound'));
    return { url };
  });

  route(e.getContentModel, guards.activeStudent, async (request) => {
    const model = await content.getContentModel(request.params.id);
    if (!model) throw new AppError('NOT_FOUND', t('content.notFound'));
    return model;
  });
};

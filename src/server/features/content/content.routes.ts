import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assetResponse,
  contentEntry,
  entriesQuery,
  entriesResponse,
  entryParams,
} from '@shared/contracts/content.js';
import { AppError, errorBodySchema } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Guards } from '@server/plugins/session.js';
import type { ContentPort } from '@server/ports/content.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Workforce pages and assets through the content port (spec 001 §7 "Content"). Students only. */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentPort; guards: Guards }> = async (
  app,
  deps,
) => {
  const { content, guards } = deps;

  app.get(
    '/contentful/entry/:id',
    { schema: { tags: ['content'], params: entryParams, response: { 200: contentEntry, ...errors } } },
    async (request) => {
      await guards.activeStudent(request);
      const entry = await content.getEntry(request.params.id);
      if (!entry) throw new AppError('NOT_FOUND', t('content.notFound'));
      return entry;
    },
  );

  app.get(
    '/contentful/entries',
    {
      schema: { tags: ['content'], querystring: entriesQuery, response: { 200: entriesResponse, ...errors } },
    },
    async (request) => {
      await guards.activeStudent(request);
      return content.findEntries({
        title: request.query['fields.title'],
        workforceBoardId: request.query['fields.workforceBoardId'],
      });
    },
  );

  app.get(
    '/contentful/asset/:id',
    { schema: { tags: ['content'], params: entryParams, response: { 200: assetResponse, ...errors } } },
    async (request) => {
      await guards.activeStudent(request);
      const url = await content.getAssetUrl(request.params.id);
      if (!url) throw new AppError('NOT_FOUND', t('content.notFound'));
      return { url };
    },
  );
};

import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fileObject,
  folderParams,
  folderStateResponse,
  patchDocumentBody,
  patchDocumentsBody,
  rejectBody,
  reviewDecision,
  reviewList,
  reviewParams,
  reviewQuery,
  spacesQuery,
  uploadResponse,
} from '@shared/contracts/documents.js';
import { AppError, errorBodySchema } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Guards } from '@server/plugins/session.js';
import * as service from './documents.service.js';
import { receiveUpload } from './upload-parts.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function requestKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !UUID.test(header)) {
    throw new AppError('VALIDATION', t('errors.invalidInput'), 'Idempotency-Key');
  }
  return header.toLowerCase();
}

/** Uploads (the spec's "spaces"), document statuses, work-board consent and the coach's review queue. */
export const documentsRoutes: FastifyPluginAsyncZod<service.DocumentsDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  await app.register(multipart, { throwFileSizeLimit: true });

  app.post(
    '/spaces',
    {
      schema: {
        tags: ['documents'],
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponse, ...errors },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const viewer = await deps.guards.activeStudent(request);
      const requestKey = requestKeyOf(request.headers['idempotency-key']);
      const upload = await receiveUpload(request, deps.spoolDir);
      try {
        const retried = await service.findRetriedUpload(deps, viewer.userId, requestKey);
        if (retried) return retried;
        const folder = service.parseFolder(upload.folder);
        await service.assertFolderOpen(deps, viewer.userId, folder);
        return await service.uploadPhoto(deps, viewer, {
          folder,
          file: upload.file,
          declaredType: upload.declaredType,
          requestKey,
        });
      } finally {
        await upload.file.cleanup();
      }
    },
  );

  app.get(
    '/spaces',
    { schema: { tags: ['documents'], querystring: spacesQuery, response: { 200: fileObject, ...errors } } },
    async (request, reply) => {
      const viewer = await deps.guards.user(request);
      const file = await service.readFile(deps, viewer, request.query.path, request.query.bucket);
      void reply.header('cache-control', 'private, no-store');
      return file;
    },
  );

  app.patch(
    '/documents',
    {
      schema: {
        tags: ['documents'],
        body: patchDocumentsBody,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const viewer = await deps.guards.activeStudent(request);
      return service.patchStatuses(deps, viewer, request.body);
    },
  );

  app.patch(
    '/document',
    {
      schema: {
        tags: ['documents'],
        body: patchDocumentBody,
        response: { 200: z.object({ wbReverseReferralOptIn: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const viewer = await deps.guards.activeStudent(request);
      return service.setWbOptIn(deps, viewer, request.body.userFK, request.body.wbReverseReferralOptIn);
    },
  );

  app.get(
    '/documents/folder/:folder',
    {
      schema: {
        tags: ['documents'],
        params: folderParams,
        response: { 200: folderStateResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = await deps.guards.activeStudent(request);
      return service.folderState(deps, viewer, request.params.folder);
    },
  );

  app.get(
    '/admin/documents',
    { schema: { tags: ['staff'], querystring: reviewQuery, response: { 200: reviewList, ...errors } } },
    async (request) => {
      await deps.guards.staff(request);
      return service.listReviews(deps, request.query.student);
    },
  );

  app.post(
    '/admin/documents/:id/approve',
    { schema: { tags: ['staff'], params: reviewParams, response: { 200: reviewDecision, ...errors } } },
    async (request) => {
      const staff = await deps.guards.staff(request);
      return service.decide(deps, staff, request.params.id, { review: 'approved', reason: null });
    },
  );

  app.post(
    '/admin/documents/:id/reject',
    {
      schema: {
        tags: ['staff'],
        params: reviewParams,
        body: rejectBody,
        response: { 200: reviewDecision, ...errors },
      },
    },
    async (request) => {
      const staff = await deps.guards.staff(request);
      return service.decide(deps, staff, request.params.id, {
        review: 'rejected',
        reason: request.body.reason,
      });
    },
  );
};

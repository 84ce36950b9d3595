import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/documents.endpoints.js';
import { documentsSchemas } from '@shared/contracts/documents.js';
import { isPdfFolder } from '@shared/domain/documents.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import * as service from './documents.service.js';
import { readThumbnail } from './thumbnail.js';
import { receiveUpload } from './upload-parts.js';

/** Uploads (the spec's "spaces"), document statuses, work-board consent and the coach's review queue. */
export const documentsRoutes: FastifyPluginAsyncZod<service.DocumentsDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  const route = routesOf(app, documentsSchemas);

  route(
    e.uploadFile,
    async (request) => {
      const viewer = await deps.guards.activeStudent(request);
      const requestKey = request.idempotencyKey;
      const upload = await receiveUpload(request, deps.spoolDir);
      try {
        const retried = await service.findRetriedUpload(deps, viewer.userId, requestKey);
        if (retried) return retried;
        const folder = service.parseFolder(upload.folder);
        if (folder === service.AUDIO_FOLDER) {
          return await service.uploadAudio(deps, viewer, {
            file: upload.file,
            declaredType: upload.declaredType,
            durationMs: upload.durationMs,
            requestKey,
          });
        }
        await service.assertFolderOpen(deps, viewer.userId, folder);
        const store = isPdfFolder(folder) ? service.uploadPdf : service.uploadPhoto;
        return await store(deps, viewer, {
          folder,
          file: upload.file,
          declaredType: upload.declaredType,
          requestKey,
        });
      } finally {
        await upload.file.cleanup();
      }
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  route(e.getStoredFile, async (request, reply) => {
    const viewer = await deps.guards.user(request);
    const file = await service.readFile(deps, viewer, request.query.path, request.query.bucket);
    void reply.header('cache-control', 'private, no-store');
    return file;
  });

  route(e.getPhotoThumbnail, async (request, reply) => {
    const viewer = await deps.guards.user(request);
    const image = await readThumbnail(deps, viewer, request.query.path);
    // The path names one upload: a new photo has a new path, so this answer never changes.
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(image);
  });

  route(e.getAudio, async (request, reply) => {
    const viewer = await deps.guards.user(request);
    const audio = await service.readAudio(deps, viewer, request.query.path);
    return reply
      .header('content-type', audio.contentType)
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, no-store')
      .send(audio.bytes);
  });

  route(e.markDocumentsPending, async (request) => {
    const viewer = await deps.guards.activeStudent(request);
    return service.patchStatuses(deps, viewer, request.body);
  });

  route(e.setWorkBoardOptIn, async (request) => {
    const viewer = await deps.guards.activeStudent(request);
    return service.setWbOptIn(deps, viewer, request.body.userFK, request.body.wbReverseReferralOptIn);
  });

  route(e.getFolderState, async (request) => {
    const viewer = await deps.guards.activeStudent(request);
    return service.folderState(deps, viewer, request.params.folder);
  });

  route(e.getEndorsements, async (request) =>
    service.endorsements(deps, await deps.guards.activeStudent(request)),
  );

  route(e.listDocumentReviews, async (request) => {
    await deps.guards.staff(request);
    return service.listReviews(deps, request.query.student);
  });

  route(e.approveDocument, async (request) => {
    const staff = await deps.guards.staff(request);
    return service.decide(deps, staff, request.params.id, { review: 'approved', reason: null });
  });

  route(e.rejectDocument, async (request) => {
    const staff = await deps.guards.staff(request);
    return service.decide(deps, staff, request.params.id, {
      review: 'rejected',
      reason: request.body.reason,
    });
  });
};

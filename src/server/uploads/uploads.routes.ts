import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/documents.endpoints.js';
import { documentsSchemas } from '@shared/contracts/documents.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import { acceptUpload, findRetriedUpload, type UploadDeps } from './accept.js';
import { readStoredFile } from './read.js';
import { receiveUpload } from './receive.js';
import { readThumbnail } from './thumbnail.js';

/**
 * The spec's "spaces": one upload endpoint for every folder (each area registers its own), the file object
 * and a photo's thumbnail. A recording is played by its own area (GET /spaces/audio).
 */
export const uploadsRoutes: FastifyPluginAsyncZod<UploadDeps & { guards: Guards }> = async (
  app,
  { guards, ...deps },
) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  const route = routesOf(app, documentsSchemas);

  route(
    e.uploadFile,
    async (request) => {
      const viewer = await guards.activeStudent(request);
      const idempotencyKey = request.idempotencyKey;
      const upload = await receiveUpload(request, deps.spoolDir);
      try {
        const retried = await findRetriedUpload(deps, viewer.userId, idempotencyKey);
        if (retried) return retried;
        return await acceptUpload(deps, viewer, {
          folder: upload.folder,
          file: upload.file,
          sent: { declaredType: upload.declaredType, durationMs: upload.durationMs },
          idempotencyKey,
        });
      } finally {
        await upload.file.cleanup();
      }
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  route(e.getStoredFile, async (request, reply) => {
    const viewer = await guards.user(request);
    const file = await readStoredFile(deps, viewer, request.query.path, request.query.bucket);
    void reply.header('cache-control', 'private, no-store');
    return file;
  });

  route(e.getPhotoThumbnail, async (request, reply) => {
    const viewer = await guards.user(request);
    const image = await readThumbnail(deps, viewer, request.query.path);
    // The path names one upload: a new photo has a new path, so this answer never changes.
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(image);
  });
};

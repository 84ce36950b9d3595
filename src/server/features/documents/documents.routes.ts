import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/documents.endpoints.js';
import { documentsSchemas } from '@shared/contracts/documents.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import * as service from './documents.service.js';

/**
 * Document statuses, work-board consent and the coach's review queue. A document's photo arrives through
 * the upload module (POST /spaces), in the folders this area registers (document-photos.ts).
 */
export const documentsRoutes: FastifyPluginAsyncZod<service.DocumentsDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  const route = routesOf(app, documentsSchemas);

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

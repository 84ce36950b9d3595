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

  route(e.markDocumentsPending, deps.guards.activeStudent, (request, viewer) =>
    service.patchStatuses(deps, viewer, request.body),
  );

  route(e.setWorkBoardOptIn, deps.guards.activeStudent, (request, viewer) =>
    service.setWbOptIn(deps, viewer, request.body.userFK, request.body.wbReverseReferralOptIn),
  );

  route(e.getFolderState, deps.guards.activeStudent, (request, viewer) =>
    service.folderState(deps, viewer, request.params.folder),
  );

  route(e.getEndorsements, deps.guards.activeStudent, (_request, viewer) =>
    service.endorsements(deps, viewer),
  );

  route(e.listDocumentReviews, deps.guards.staff, (request) =>
    service.listReviews(deps, request.query.student),
  );

  route(e.approveDocument, deps.guards.staff, (request, staff) =>
    service.decide(deps, staff, request.params.id, { review: 'approved', reason: null }),
  );

  route(e.rejectDocument, deps.guards.staff, (request, staff) =>
    service.decide(deps, staff, request.params.id, { review: 'rejected', reason: request.body.reason }),
  );
};

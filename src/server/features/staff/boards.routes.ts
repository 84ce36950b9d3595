import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/staff-boards.endpoints.js';
import { staffBoardsSchemas } from '@shared/contracts/staff-boards.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import * as boards from './boards.service.js';

/** Workforce boards and their One Stop offices (decision 041): staff read them, admins change them. */
export const staffBoardsRoutes: FastifyPluginAsyncZod<boards.BoardsDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  const route = routesOf(app, staffBoardsSchemas);

  route(e.listBoards, deps.guards.staff, () => boards.listBoards(deps));

  route(e.createBoard, deps.guards.staff, (request, viewer) =>
    boards.createBoard(deps, viewer, request.body),
  );

  route(e.updateBoard, deps.guards.staff, (request, viewer) =>
    boards.updateBoard(deps, viewer, request.params.id, request.body),
  );

  route(e.removeBoard, deps.guards.staff, (request, viewer) =>
    boards.removeBoard(deps, viewer, request.params.id),
  );

  route(e.createBoardOffice, deps.guards.staff, (request, viewer) =>
    boards.createOffice(deps, viewer, request.params.id, request.body),
  );

  route(e.updateBoardOffice, deps.guards.staff, (request, viewer) =>
    boards.updateOffice(deps, viewer, request.params.id, request.params.officeId, request.body),
  );

  route(e.removeBoardOffice, deps.guards.staff, (request, viewer) =>
    boards.removeOffice(deps, viewer, request.params.id, request.params.officeId),
  );
};

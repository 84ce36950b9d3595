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

  route(e.listBoards, async (request) => {
    await deps.guards.staff(request);
    return boards.listBoards(deps);
  });

  route(e.createBoard, async (request) =>
    boards.createBoard(deps, await deps.guards.staff(request), request.body),
  );

  route(e.updateBoard, async (request) =>
    boards.updateBoard(deps, await deps.guards.staff(request), request.params.id, request.body),
  );

  route(e.removeBoard, async (request) =>
    boards.removeBoard(deps, await deps.guards.staff(request), request.params.id),
  );

  route(e.createBoardOffice, async (request) =>
    boards.createOffice(deps, await deps.guards.staff(request), request.params.id, request.body),
  );

  route(e.updateBoardOffice, async (request) =>
    boards.updateOffice(
      deps,
      await deps.guards.staff(request),
      request.params.id,
      request.params.officeId,
      request.body,
    ),
  );

  route(e.removeBoardOffice, async (request) =>
    boards.removeOffice(deps, await deps.guards.staff(request), request.params.id, request.params.officeId),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/staff-team.endpoints.js';
import { staffTeamSchemas } from '@shared/contracts/staff-team.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import * as team from './team.service.js';

/** The Staff page's calls: admins only (decision 040). */
export const staffTeamRoutes: FastifyPluginAsyncZod<team.TeamDeps & { guards: Guards }> = async (
  app,
  deps,
) => {
  const route = routesOf(app, staffTeamSchemas);

  route(e.listStaffTeam, async (request) => team.listTeam(deps, await deps.guards.admin(request)));

  route(
    e.inviteStaffMember,
    async (request) => team.invite(deps, await deps.guards.admin(request), request.body),
    { config: { rateLimit: { max: 30, timeWindow: '10 minutes' } } },
  );

  route(e.changeStaffRole, async (request) =>
    team.changeRole(deps, await deps.guards.admin(request), request.params.id, request.body.role),
  );

  route(e.deactivateStaffMember, async (request) =>
    team.deactivate(deps, await deps.guards.admin(request), request.params.id),
  );

  route(e.reactivateStaffMember, async (request) =>
    team.reactivate(deps, await deps.guards.admin(request), request.params.id),
  );
};

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

  route(e.listStaffTeam, deps.guards.admin, (_request, viewer) => team.listTeam(deps, viewer));

  route(
    e.inviteStaffMember,
    deps.guards.admin,
    (request, viewer) => team.invite(deps, viewer, request.body),
    { config: { rateLimit: { max: 30, timeWindow: '10 minutes' } } },
  );

  route(e.changeStaffRole, deps.guards.admin, (request, viewer) =>
    team.changeRole(deps, viewer, request.params.id, request.body.role),
  );

  route(e.deactivateStaffMember, deps.guards.admin, (request, viewer) =>
    team.deactivate(deps, viewer, request.params.id),
  );

  route(e.reactivateStaffMember, deps.guards.admin, (request, viewer) =>
    team.reactivate(deps, viewer, request.params.id),
  );
};

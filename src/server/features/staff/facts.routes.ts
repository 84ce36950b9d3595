import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/staff-facts.endpoints.js';
import { staffFactsSchemas } from '@shared/contracts/staff-facts.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import * as facts from './facts.service.js';
import * as schools from './schools.service.js';

/** A student's program facts, the status correction and the list of trucking schools (decision 041). Staff only. */
export const staffFactsRoutes: FastifyPluginAsyncZod<
  facts.FactsDeps & schools.SchoolsDeps & { guards: Guards }
> = async (app, deps) => {
  const route = routesOf(app, staffFactsSchemas);

  route(e.getProgramFacts, deps.guards.staff, (request, viewer) =>
    facts.getFacts(deps, viewer, request.params.id),
  );

  route(e.setProgramFacts, deps.guards.staff, (request, viewer) =>
    facts.setFacts(deps, viewer, request.params.id, request.body),
  );

  route(e.correctStatus, deps.guards.staff, (request, viewer) =>
    facts.correctStatus(deps, viewer, request.params.id, request.body),
  );

  route(e.listSchools, deps.guards.staff, () => schools.listSchools(deps));

  route(e.createSchool, deps.guards.staff, (request, viewer) =>
    schools.createSchool(deps, viewer, request.body),
  );

  route(e.updateSchool, deps.guards.staff, (request, viewer) =>
    schools.updateSchool(deps, viewer, request.params.id, request.body),
  );

  route(e.removeSchool, deps.guards.staff, (request, viewer) =>
    schools.removeSchool(deps, viewer, request.params.id),
  );
};

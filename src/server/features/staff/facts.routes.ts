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

  route(e.getProgramFacts, async (request) =>
    facts.getFacts(deps, await deps.guards.staff(request), request.params.id),
  );

  route(e.setProgramFacts, async (request) =>
    facts.setFacts(deps, await deps.guards.staff(request), request.params.id, request.body),
  );

  route(e.correctStatus, async (request) =>
    facts.correctStatus(deps, await deps.guards.staff(request), request.params.id, request.body),
  );

  route(e.listSchools, async (request) => {
    await deps.guards.staff(request);
    return schools.listSchools(deps);
  });

  route(e.createSchool, async (request) =>
    schools.createSchool(deps, await deps.guards.staff(request), request.body),
  );

  route(e.updateSchool, async (request) =>
    schools.updateSchool(deps, await deps.guards.staff(request), request.params.id, request.body),
  );

  route(e.removeSchool, async (request) =>
    schools.removeSchool(deps, await deps.guards.staff(request), request.params.id),
  );
};

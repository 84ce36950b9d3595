import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { programStepsResponse, screenParams } from '../../../shared/contracts/program.js';
import { errorBodySchema } from '../../../shared/errors.js';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../plugins/session.js';
import { listProgramSteps } from './program.repo.js';

export const programRoutes: FastifyPluginAsyncZod<{ db: Db; guards: Guards }> = async (app, { db, guards }) => {
  app.get(
    '/programSteps/:screen',
    {
      schema: {
        tags: ['program'],
        params: screenParams,
        response: { 200: programStepsResponse, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      await guards.activeStudent(request);
      const rows = await listProgramSteps(db, request.params.screen);
      return rows.map((r) => ({
        name: r.name,
        url: r.url,
        type: r.type,
        step: r.step,
        order: r.order,
        section: r.section,
        subtext: r.subtext,
        cta: r.cta,
        conditions: r.conditions,
      }));
    },
  );
};

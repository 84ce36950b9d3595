import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@shared/contracts/auth.js';
import {
  completionBody,
  completionsResponse,
  flagBody,
  flagsResponse,
  successCoachResponse,
  communityResponse,
} from '@shared/contracts/program.js';
import { programStepsResponse, screenParams } from '@shared/contracts/program.js';
import { errorBodySchema } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Guards } from '@server/plugins/session.js';
import * as community from './community.service.js';
import * as repo from './program.repo.js';
import { completeByStudent, listCompletions } from '@server/progress/progress.service.js';
import type { ProgramDeps } from './program.service.js';

const denied = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const programRoutes: FastifyPluginAsyncZod<ProgramDeps & { guards: Guards }> = async (app, deps) => {
  const { db, guards } = deps;

  app.get(
    '/programSteps/:screen',
    {
      schema: { tags: ['program'], params: screenParams, response: { 200: programStepsResponse, ...denied } },
    },
    async (request) => {
      await guards.activeStudent(request);
      const rows = await repo.listProgramSteps(db, request.params.screen);
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
        completes: r.completes,
        recommended: r.recommended,
      }));
    },
  );

  app.get(
    '/completion',
    { schema: { tags: ['program'], response: { 200: completionsResponse, ...denied } } },
    async (request) => {
      const viewer = await guards.activeStudent(request);
      const rows = await listCompletions(db, viewer.userId);
      return rows.map((r) => ({ url: r.url, createdAt: r.createdAt.toISOString() }));
    },
  );

  app.post(
    '/completion',
    { schema: { tags: ['program'], body: completionBody, response: { 200: okResponse, ...denied } } },
    async (request) => {
      const viewer = await guards.activeStudent(request);
      await completeByStudent(db, { userId: viewer.userId, status: viewer.status! }, request.body.url);
      return { ok: true as const };
    },
  );

  app.get(
    '/program/coach',
    { schema: { tags: ['program'], response: { 200: successCoachResponse, ...denied } } },
    async (request) => {
      const viewer = await guards.activeStudent(request);
      const coach = await repo.findAssignedCoach(db, viewer.userId);
      if (coach) return { assigned: true, ...coach };
      return {
        assigned: false,
        firstName: null,
        lastName: null,
        phone: t('product.supportPhone'),
        email: null,
      };
    },
  );

  app.get(
    '/program/community',
    { schema: { tags: ['program'], response: { 200: communityResponse, ...denied } } },
    async (request) => community.communityState(deps, (await guards.activeStudent(request)).userId),
  );

  app.post(
    '/program/community',
    { schema: { tags: ['program'], response: { 200: communityResponse, ...denied, 409: errorBodySchema } } },
    async (request) => community.joinCommunity(deps, (await guards.activeStudent(request)).userId),
  );

  app.get(
    '/user/flags',
    { schema: { tags: ['program'], response: { 200: flagsResponse, ...denied } } },
    async (request) => {
      const viewer = await guards.activeStudent(request);
      return repo.listFlags(db, viewer.userId);
    },
  );

  app.post(
    '/user/flags',
    { schema: { tags: ['program'], body: flagBody, response: { 200: okResponse, ...denied } } },
    async (request) => {
      const viewer = await guards.activeStudent(request);
      await repo.addFlag(db, viewer.userId, request.body.flag);
      return { ok: true as const };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { programSettings } from '@shared/domain/program-settings.js';
import * as e from '@shared/contracts/program.endpoints.js';
import { programSchemas } from '@shared/contracts/program.js';
import { join } from 'node:path';
import { getLocale } from '@shared/locale.js';
import { programStepTexts, withStepTexts } from '@server/content-locale.js';
import { contentDir } from '@server/paths.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import { completeByStudent, listCompletions } from '@server/progress/progress.service.js';
import { actionsFor } from './actions.service.js';
import { registerCompletionForm } from './completion-form.js';
import * as community from './community.service.js';
import { stepsOfScreen } from './checklist.service.js';
import { sendPostProgramWelcome, sendWithdrawalEmail } from './journey-emails.js';
import * as repo from './program.repo.js';
import type { ProgramDeps } from './program.service.js';

export const programRoutes: FastifyPluginAsyncZod<ProgramDeps & { guards: Guards }> = async (app, deps) => {
  const { db, guards } = deps;
  const route = routesOf(app, programSchemas);
  const checklist = stepsOfScreen(db);

  route(e.listProgramSteps, guards.activeStudent, async (request) => {
    const steps = await checklist(request.params.screen);
    const texts = programStepTexts(join(contentDir, 'program-steps'), request.params.screen, getLocale());
    return texts ? steps.map((row) => withStepTexts(row, texts)) : steps;
  });

  route(e.listCompletions, guards.activeStudent, async (_request, viewer) => {
    const rows = await listCompletions(db, viewer.userId);
    return rows.map((r) => ({ url: r.url, createdAt: r.createdAt.toISOString() }));
  });

  route(e.completeStep, guards.activeStudent, async (request, viewer) => {
    await completeByStudent(db, { userId: viewer.userId, status: viewer.status! }, request.body.url);
    return { ok: true as const };
  });
  await registerCompletionForm(app, { db, guards });

  route(e.getSuccessCoach, guards.activeStudent, async (_request, viewer) => {
    const coach = await repo.findAssignedCoach(db, viewer.userId);
    // A coach with no phone of their own (decision 040) is reached through the program's line.
    if (coach) return { assigned: true, ...coach, phone: coach.phone ?? programSettings().supportPhone };
    return {
      assigned: false,
      firstName: null,
      lastName: null,
      phone: programSettings().supportPhone,
      email: null,
    };
  });

  route(e.getCommunity, guards.activeStudent, (_request, viewer) =>
    community.communityState(deps, viewer.userId),
  );

  route(e.joinCommunity, guards.activeStudent, (_request, viewer) =>
    community.joinCommunity(deps, viewer.userId),
  );

  route(e.listFlags, guards.activeStudent, (_request, viewer) => repo.listFlags(db, viewer.userId));

  route(e.setFlag, guards.activeStudent, async (request, viewer) => {
    await repo.addFlag(db, viewer.userId, request.body.flag);
    return { ok: true as const };
  });

  route(e.listActions, guards.activeStudent, (_request, viewer, reply) => {
    reply.header('cache-control', 'no-store');
    return actionsFor(db, viewer.userId);
  });

  route(e.sendWithdrawalEmail, guards.user, (request, viewer) =>
    sendWithdrawalEmail(deps, viewer, request.body),
  );

  route(e.sendPostProgramWelcome, guards.activeStudent, (_request, viewer) =>
    sendPostProgramWelcome(deps, viewer),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/careers.endpoints.js';
import { careersSchemas } from '@shared/contracts/careers.js';
import type { Db } from '@server/db/client.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import { careerCoach, careerServices } from './careers.service.js';
import { resumeOf, saveResume } from './resume.service.js';
import { addTypedWords, createAttempt, deleteAttempt, speakView, type SpeakDeps } from './speak.service.js';

/** Career services: the checklist and the career coach (spec 000 §2 "Career services", §6). */
export const careersRoutes: FastifyPluginAsyncZod<
  { db: Db; guards: Guards } & Pick<SpeakDeps, 'ai' | 'storage'>
> = async (app, { db, guards, ai, storage }) => {
  const speak: SpeakDeps = {
    db,
    ai,
    storage,
    log: (err) => app.log.warn({ err }, 'speak your worth: a side step failed'),
  };
  const route = routesOf(app, careersSchemas);

  route(e.getCareerServices, async (request) => careerServices(db, await guards.activeStudent(request)));

  route(e.getCareerCoach, async (request) => careerCoach(db, await guards.user(request), request.params.id));

  route(e.getResume, async (request) => resumeOf(db, await guards.activeStudent(request)));

  route(e.saveResume, async (request) => saveResume(db, await guards.activeStudent(request), request.body));

  route(e.getSpeakYourWorth, async (request) => speakView(speak, await guards.activeStudent(request)));

  // Each answer may call a paid AI service: a person gets a generous but bounded number a minute.
  const aiLimit = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };
  route(
    e.createSpeakAttempt,
    async (request) => createAttempt(speak, await guards.activeStudent(request), request.body),
    aiLimit,
  );

  route(
    e.addSpeakWords,
    async (request) =>
      addTypedWords(speak, await guards.activeStudent(request), request.params.id, request.body.words),
    aiLimit,
  );

  route(e.deleteSpeakAttempt, async (request) =>
    deleteAttempt(speak, await guards.activeStudent(request), request.params.id),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as e from '@shared/contracts/careers.endpoints.js';
import { careersSchemas } from '@shared/contracts/careers.js';
import { getAudio } from '@shared/contracts/documents.endpoints.js';
import { documentsSchemas } from '@shared/contracts/documents.js';
import type { Db } from '@server/db/client.js';
import { routesOf } from '@server/plugins/route.js';
import type { Guards } from '@server/plugins/session.js';
import type { AiPort } from '@server/ports/ai.js';
import type { StoragePort } from '@server/ports/storage.js';
import { careerCoach, careerServices } from './careers.service.js';
import * as resume from './resume.service.js';
import { readRecording } from './speak-recording.js';
import { addTypedWords, createAttempt, deleteAttempt, speakView, type SpeakDeps } from './speak.service.js';

/**
 * Career services: the checklist, the career coach, the resume builder and speak your worth (spec 000 §2
 * "Career services", §6). The LinkedIn PDF and the recordings arrive through the upload module
 * (POST /spaces), in the folders this area registers (upload-folders.ts).
 */
export const careersRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guards: Guards;
  ai: AiPort;
  storage: StoragePort;
}> = async (app, { db, guards, ai, storage }) => {
  const route = routesOf(app, careersSchemas);
  const deps = { db, ai, storage };
  const speak: SpeakDeps = {
    db,
    ai,
    storage,
    log: (err) => app.log.warn({ err }, 'speak your worth: a side step failed'),
  };
  // Reading a PDF and drawing one take real work: a person needs a few a minute, a script no more.
  const heavy = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

  route(e.getCareerServices, async (request) => careerServices(db, await guards.activeStudent(request)));

  route(e.getCareerCoach, async (request) => careerCoach(db, await guards.user(request), request.params.id));

  route(e.getResume, async (request) => resume.resumeOf(deps, await guards.activeStudent(request)));

  route(e.saveResume, async (request) =>
    resume.saveResume(deps, await guards.activeStudent(request), request.body.resume),
  );

  route(
    e.analyzeLinkedinPdf,
    async (request) => resume.analyzeLinkedin(deps, await guards.activeStudent(request), request.body.path),
    heavy,
  );

  route(
    e.generateResume,
    async (request) => resume.generateResume(deps, await guards.activeStudent(request), request.body.facts),
    heavy,
  );

  route(
    e.exportResumePdf,
    async (request, reply) => {
      const viewer = await guards.activeStudent(request);
      const bytes = await resume.exportResumePdf(deps, viewer, request.idempotencyKey);
      void reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="resume.pdf"')
        .header('cache-control', 'private, no-store');
      return Buffer.from(bytes);
    },
    heavy,
  );

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

  // A recording is played from the spec's "spaces" (GET spaces/audio), through this area's audited door.
  routesOf(app, documentsSchemas)(getAudio, async (request, reply) => {
    const audio = await readRecording(deps, await guards.user(request), request.query.path);
    return reply
      .header('content-type', audio.contentType)
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, no-store')
      .send(audio.bytes);
  });
};

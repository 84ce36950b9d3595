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

  route(e.getCareerServices, guards.activeStudent, (_request, viewer) => careerServices(db, viewer));

  route(e.getCareerCoach, guards.user, (request, viewer) => careerCoach(db, viewer, request.params.id));

  route(e.getResume, guards.activeStudent, (_request, viewer) => resume.resumeOf(deps, viewer));

  route(e.saveResume, guards.activeStudent, (request, viewer) =>
    resume.saveResume(deps, viewer, request.body.resume),
  );

  route(
    e.analyzeLinkedinPdf,
    guards.activeStudent,
    (request, viewer) => resume.analyzeLinkedin(deps, viewer, request.body.path),
    heavy,
  );

  route(
    e.generateResume,
    guards.activeStudent,
    (request, viewer) => resume.generateResume(deps, viewer, request.body.facts),
    heavy,
  );

  route(
    e.exportResumePdf,
    guards.activeStudent,
    async (request, viewer, reply) => {
      const bytes = await resume.exportResumePdf(deps, viewer, request.idempotencyKey);
      void reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="resume.pdf"')
        .header('cache-control', 'private, no-store');
      return Buffer.from(bytes);
    },
    heavy,
  );

  route(e.getSpeakYourWorth, guards.activeStudent, (_request, viewer) => speakView(speak, viewer));

  // Each answer may call a paid AI service: a person gets a generous but bounded number a minute.
  const aiLimit = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };
  route(
    e.createSpeakAttempt,
    guards.activeStudent,
    (request, viewer) => createAttempt(speak, viewer, request.body),
    aiLimit,
  );

  route(
    e.addSpeakWords,
    guards.activeStudent,
    (request, viewer) => addTypedWords(speak, viewer, request.params.id, request.body.words),
    aiLimit,
  );

  route(e.deleteSpeakAttempt, guards.activeStudent, (request, viewer) =>
    deleteAttempt(speak, viewer, request.params.id),
  );

  // A recording is played from the spec's "spaces" (GET spaces/audio), through this area's audited door.
  routesOf(app, documentsSchemas)(getAudio, guards.user, async (request, viewer, reply) => {
    const audio = await readRecording(deps, viewer, request.query.path);
    return reply
      .header('content-type', audio.contentType)
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, no-store')
      .send(audio.bytes);
  });
};

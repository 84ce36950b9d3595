// Every message section, and the message-format engine: the server sends words of every area (decision 033).
import '@shared/messages/en.js';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import { syncLocations } from './seed/content.js';
import { consoleAreas } from './console-areas.js';
import { portalOrigin, type Env } from './env.js';
import { requestLocaleHook } from './locale.js';
import { getLocale } from '@shared/locale.js';
import { workOwnerHook } from './sandbox/work-owner.js';
import { agreementRoutes } from './features/agreement/agreement.routes.js';
import { accountRoutes } from './features/account/account.routes.js';
import { changeContact } from './features/account/account.service.js';
import { profilePhotoUploads } from './features/account/profile-photo.js';
import { analysisRoutes } from './features/analysis/analysis.routes.js';
import { photoStudioRoutes } from './features/analysis/photo-studio.routes.js';
import { interviewRoutes } from './features/analysis/interview.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { contactCodeFailures } from './features/auth/auth.service.js';
import { careersRoutes } from './features/careers/careers.routes.js';
import { linkedinPdfUploads, speakRecordingUploads } from './features/careers/upload-folders.js';
import { classesRoutes } from './features/classes/classes.routes.js';
import { contentRoutes } from './features/content/content.routes.js';
import { devRoutes } from './features/dev/dev.routes.js';
import { documentPhotoUploads } from './features/documents/document-photos.js';
import { documentsRoutes } from './features/documents/documents.routes.js';
import { seedDemoAgreements } from './features/agreement/agreement.seed.js';
import { seedDemoUploads } from './features/documents/documents.seed.js';
import { healthRoutes } from './features/health/health.routes.js';
import { helpdeskRoutes } from './features/helpdesk/helpdesk.routes.js';
import { jobBoardRoutes } from './features/careers/job-board.routes.js';
import { jobListingsRoutes } from './features/careers/job-listings.routes.js';
import { weatherRoutes } from './features/weather/weather.routes.js';
import { chatRoutes } from './features/chat/chat.routes.js';
import { joinCommunity } from './features/program/community.service.js';
import { locationsRoutes } from './features/locations/locations.routes.js';
import { learningRoutes } from './features/learning/learning.routes.js';
import { payoutsRoutes } from './features/payouts/payouts.routes.js';
import { programRoutes } from './features/program/program.routes.js';
import { schoolRoutes } from './features/school/school.routes.js';
import { trainingProviders } from './features/school/training-provider.js';
import { staffRoutes } from './features/staff/staff.routes.js';
import { meetingsRoutes } from './features/meetings/meetings.routes.js';
import { staffTextsRoutes } from './features/staff/texts.routes.js';
import { enrolmentRoutes } from './features/staff/enrolment.routes.js';
import { staffFactsRoutes } from './features/staff/facts.routes.js';
import { staffBoardsRoutes } from './features/staff/boards.routes.js';
import { outcomesRoutes } from './features/outcomes/outcomes.routes.js';
import { staffTeamRoutes } from './features/staff/team.routes.js';
import { receiveText } from './features/staff/texts.service.js';
import { stipendsRoutes } from './features/stipends/stipends.routes.js';
import { ridesRoutes } from './features/rides/rides.routes.js';
import { moveForward, withdraw } from './features/program/program.service.js';
import { telemetryRoutes } from './features/telemetry/telemetry.routes.js';
import { userRoutes } from './features/user/user.routes.js';
import type { Jobs } from './queue/queue.js';
import { registerDocs } from './plugins/docs.js';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.js';
import { registerCompression } from './plugins/compression.js';
import { CROSS_SITE_EXEMPT, registerCsrfCheck } from './plugins/csrf.js';
import { trackRouteMethods } from './plugins/methods.js';
import { registerIdempotency } from './plugins/idempotency.js';
import { registerLoadShedding } from './plugins/load-shedding.js';
import { logSerializers } from './plugins/log-redaction.js';
import { databaseRateLimitStore } from './plugins/rate-limit-store.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { responseSerializerCompiler } from './plugins/serializer.js';
import { createGuards } from './plugins/session.js';
import { setProgramSettings } from '@shared/domain/program-settings.js';
import { setMediaCatalogue } from '@shared/domain/media.js';
import { registerStaticClient } from './plugins/static-client.js';
import { loadMediaLibrary, missingStepVideos, type MediaLibrary } from './media/media-catalogue.js';
import { registerMediaRoutes } from './media/media.routes.js';
import type { Ports } from './ports/index.js';
import { acceptUpload } from './uploads/accept.js';
import { uploadFolders } from './uploads/folders.js';
import { uploadsRoutes } from './uploads/uploads.routes.js';

export interface AppDeps {
  env: Env;
  database: Database;
  jobs: Jobs;
  ports: Ports;
  /** HMAC key for sign-in codes and address hashes. */
  secret: string;
  /** Where uploads are written while they arrive (inside DATA_DIR, swept at start). */
  spoolDir: string;
  isReady?: () => boolean;
  logger?: boolean | object;
  /** The videos served; unset: found in MEDIA_DIR (and the demo's clips in demo mode) at start. */
  media?: MediaLibrary;
}

/** Builds the portal without listening, so tests drive it with inject() and main.ts with listen(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database, jobs } = deps;
  const production = env.NODE_ENV === 'production';
  const app = Fastify({
    // Request logs carry ids, never cookies, codes, tokens, bodies or SQL parameters.
    logger:
      deps.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            serializers: logSerializers,
            redact: {
              paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
              remove: true,
            },
            ...(typeof deps.logger === 'object' ? deps.logger : {}),
          },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // Only the configured proxies may name the client; otherwise a forged X-Forwarded-For would dodge the
    // per-IP limits and put a false address into the agreement's evidence.
    trustProxy: trustedProxies(env.TRUST_PROXY),
    frameworkErrors,
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  // Each request runs in its own language context: English, or the signed-in student's (decision 028).
  app.addHook('onRequest', requestLocaleHook);
  // Every message naming the support line or the office hours reads the program's own (README).
  setProgramSettings(env.program);
  // File work counts per signed-in person (the upload work pool's per-user cap).
  app.addHook('onRequest', workOwnerHook);

  const db = database.db;
  const media = deps.media ?? loadMediaLibrary({ mediaDir: env.MEDIA_DIR, demo: env.demo });
  // The checklist's video lengths are built by the same function on both sides (decision 047).
  setMediaCatalogue(media.catalogue);
  for (const line of media.skipped) app.log.warn(`Video not served: ${line}`);
  const waiting = missingStepVideos(media);
  // A step that completes only by watching its video would stop every real student: production without
  // the demo refuses to start instead, naming the videos (as it does a missing contact setting).
  if (waiting.length > 0 && production && !env.demo)
    throw new Error(
      `Invalid configuration:\n  MEDIA_DIR: no video for ${waiting.join(', ')}; students cannot finish those steps without them. Put the program's videos there (README, "The program's videos").`,
    );
  if (waiting.length > 0)
    app.log.warn(
      `No video for ${waiting.join(', ')}: their checklist steps cannot be completed until MEDIA_DIR holds them (README, "The program's videos")`,
    );
  trackRouteMethods(app);
  registerErrorHandler(app);
  await registerLoadShedding(app, {
    maxInFlight: env.MAX_IN_FLIGHT,
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
  });
  await registerSecurityHeaders(app, { production, tileUrl: env.MAP_TILE_URL });
  await app.register(cookie);
  // Counters live in the database, so a limit holds across every instance.
  const guards = createGuards(db, { secure: production });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    // A signed-in person has a budget of their own; strangers behind the same address cannot spend it.
    keyGenerator: async (request) => {
      if (!request.cookies[guards.cookieName]) return `ip:${request.ip}`;
      return guards.user(request).then(
        (viewer) => `user:${viewer.userId}`,
        () => `ip:${request.ip}`,
      );
    },
    errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, message: `rate limited for ${ctx.after}` }),
  });
  // The API's description helps developers; in production it would only map the portal for an attacker.
  if (!production) await registerDocs(app);

  registerIdempotency(app, {
    db,
    scopeOf: (request) =>
      guards.user(request).then(
        (viewer) => viewer.userId,
        () => null,
      ),
  });
  // After the idempotency rule: its kept answer is the plain body, compressed again for each caller.
  await registerCompression(app);
  const host = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).host : `localhost:${env.PORT}`;
  registerCsrfCheck(app, {
    publicHost: env.PUBLIC_URL ? host : null,
    exempt: CROSS_SITE_EXEMPT,
  });

  await app.register(healthRoutes, { db, isReady: deps.isReady ?? (() => true) });
  await app.register(
    async (api) => {
      // Staff routes are refused before their input is even read, whatever plugin declares them. The check
      // is attached to each staff route as it is declared, so other requests do not pass through it.
      const staffOnly = async (request: FastifyRequest) => {
        await guards.staff(request);
      };
      api.addHook('onRoute', (route) => {
        if (isStaffRoute(route.url) || route.config?.endpoint?.access === 'staff') {
          route.onRequest = [...[route.onRequest ?? []].flat(), staffOnly];
        }
      });
      await api.register(authRoutes, {
        db,
        jobs,
        guards,
        secret: deps.secret,
        codesPerAddress: env.CODES_PER_ADDRESS,
        codesPerAddressAllClients: env.CODES_PER_ADDRESS_ALL_CLIENTS ?? 6 * env.CODES_PER_ADDRESS,
        rateLimitPerIp: env.RATE_LIMIT_PER_IP,
        host,
      });
      const program = { db, jobs, postProgramChannel: env.POST_PROGRAM_CHANNEL };
      const account = {
        db,
        jobs,
        ai: deps.ports.ai,
        secret: deps.secret,
        failures: contactCodeFailures(deps.secret),
        log: app.log,
      };
      await api.register(userRoutes, {
        db,
        guards,
        changeStatus: async (userId, to, from) => {
          if (to === '99_Withdrew') {
            await withdraw(program, userId);
            return { status: to, loggedOut: true };
          }
          return { status: await moveForward(program, userId, to, from), loggedOut: false };
        },
        changeContact: (userId, sessionId, change, ip) =>
          changeContact(account, userId, sessionId, change, ip),
      });
      await api.register(accountRoutes, { ...account, guards });
      await api.register(telemetryRoutes, { db, guards });
      await api.register(helpdeskRoutes, { db, jobs, guards });
      await api.register(weatherRoutes, { weather: deps.ports.weather, guards });
      await api.register(programRoutes, { ...program, guards });
      await api.register(chatRoutes, {
        db,
        jobs,
        guards,
        chat: deps.ports.chat,
        coachChannel: env.COACH_CHANNEL,
        postProgramChannel: env.POST_PROGRAM_CHANNEL,
        joinCommunity: (userId) => joinCommunity(program, userId),
      });
      await api.register(contentRoutes, { content: deps.ports.content, guards });
      await api.register(classesRoutes, {
        db,
        jobs,
        scheduling: deps.ports.scheduling,
        origin: portalOrigin(env),
        guards,
      });
      await api.register(careersRoutes, { db, guards, ai: deps.ports.ai, storage: deps.ports.storage });
      await api.register(jobBoardRoutes, {
        db,
        guards,
        jobBoard: deps.ports.jobBoard,
        geocoding: deps.ports.geocoding,
      });
      await api.register(jobListingsRoutes, { db, guards, geocoding: deps.ports.geocoding });
      await api.register(payoutsRoutes, { db, jobs, guards });
      // Every upload goes through one module; each area registers the folders it owns and what follows.
      const uploads = {
        db,
        storage: deps.ports.storage,
        spoolDir: deps.spoolDir,
        folders: uploadFolders([
          documentPhotoUploads({ db, jobs }),
          profilePhotoUploads,
          linkedinPdfUploads,
          speakRecordingUploads({ db, storage: deps.ports.storage }),
        ]),
      };
      await api.register(uploadsRoutes, { ...uploads, guards });
      await api.register(documentsRoutes, { db, jobs, guards });
      await api.register(photoStudioRoutes, {
        db,
        storage: deps.ports.storage,
        spoolDir: deps.spoolDir,
        keepProfilePhoto: (viewer, file, idempotencyKey) =>
          acceptUpload(uploads, viewer, {
            folder: 'profilePhoto',
            file,
            sent: { declaredType: 'image/jpeg', durationMs: undefined },
            idempotencyKey,
          }),
        flags: deps.ports.flags,
        guards,
      });
      await api.register(schoolRoutes, { db, jobs, guards });
      await api.register(locationsRoutes, {
        db,
        jobs,
        guards,
        geocoding: deps.ports.geocoding,
        tileUrl: env.MAP_TILE_URL ?? null,
        demo: env.demo,
      });
      await api.register(agreementRoutes, {
        db,
        jobs,
        guards,
        storage: deps.ports.storage,
        esign: deps.ports.esign,
        publicUrl: env.PUBLIC_URL ?? `http://${host}`,
      });
      await api.register(stipendsRoutes, { db, jobs, guards, amountCents: env.STIPEND_AMOUNT_USD * 100 });
      await api.register(analysisRoutes, {
        db,
        ai: deps.ports.ai,
        storage: deps.ports.storage,
        flags: deps.ports.flags,
        guards,
      });
      await api.register(interviewRoutes, {
        ai: deps.ports.ai,
        remoteModel: env.OPENAI_API_KEY ? env.OPENAI_MODEL : null,
        guards,
      });
      await api.register(learningRoutes, {
        db,
        guards,
        videoSeconds: (key) => media.seconds('learning', key, getLocale()),
      });
      // The console reads other areas only through what each exports for it (console-areas.ts).
      const areas = consoleAreas;
      await api.register(staffRoutes, { db, jobs, guards, areas });
      await api.register(staffFactsRoutes, {
        db,
        jobs,
        guards,
        areas,
        geocoding: deps.ports.geocoding,
        providers: () =>
          trainingProviders().map((e) => ({
            providerId: e.providerId,
            name: `${e.school} — ${e.programName}`,
          })),
      });
      await api.register(staffBoardsRoutes, { db, guards, areas, geocoding: deps.ports.geocoding });
      await api.register(outcomesRoutes, { db, guards, limits: env.RIDE_LIMITS });
      await api.register(staffTeamRoutes, { db, jobs, guards, areas, origin: portalOrigin(env) });
      await api.register(staffTextsRoutes, {
        db,
        jobs,
        guards,
        areas,
        webhookSecret: env.SMS_WEBHOOK_SECRET ?? null,
      });
      await api.register(enrolmentRoutes, {
        db,
        jobs,
        guards,
        areas,
        publicUrl: env.PUBLIC_URL ?? `http://${host}`,
      });
      await api.register(meetingsRoutes, { db, guards });
      await api.register(ridesRoutes, {
        db,
        jobs,
        guards,
        rides: deps.ports.rides,
        geocoding: deps.ports.geocoding,
        flags: deps.ports.flags,
        limits: env.RIDE_LIMITS,
        sandbox: env.demo,
      });
    },
    { prefix: '/api' },
  );
  if (env.demo) {
    await app.register(devRoutes, {
      db,
      storage: deps.ports.storage,
      receiveText: (input) => receiveText({ db }, input),
      afterReset: async () => {
        await syncLocations(db, { partners: true });
        await seedDemoUploads(db, deps.ports.storage, deps.spoolDir);
        await seedDemoAgreements(db, deps.ports.storage);
      },
    });
  }
  registerMediaRoutes(app, media);
  await registerStaticClient(app, env.program, media.catalogue);
  return app;
}

/** Every `/api/admin/*` route and the notes calls are for staff only (spec: the coach's console). */
function isStaffRoute(url: string | undefined): boolean {
  return Boolean(url && (url.startsWith('/api/admin/') || url === '/api/notes'));
}

/**
 * Fastify treats a bare hop count as "trust nothing"; a count here means the portal is reachable only
 * through that many proxies, so the nearest `hops` addresses of the chain are theirs.
 */
function trustedProxies(
  setting: Env['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

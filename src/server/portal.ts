import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { aiFromEnv } from './adapters/ai/from-env.js';
import { chatFromEnv } from './adapters/chat/from-env.js';
import { contentFromEnv } from './adapters/content/from-env.js';
import { crmFromEnv } from './adapters/crm/from-env.js';
import { emailFromEnv } from './adapters/email/from-env.js';
import { esignFromEnv } from './adapters/esign/from-env.js';
import { flagsFromEnv } from './adapters/flags/from-env.js';
import { geocodingFromEnv } from './adapters/geocoding/from-env.js';
import { weatherFromEnv } from './adapters/weather/from-env.js';
import { jobsFromEnv } from './adapters/job-board/from-env.js';
import { helpdeskFromEnv } from './adapters/helpdesk/from-env.js';
import { paymentsFromEnv } from './adapters/payments/from-env.js';
import { ridesFromEnv } from './adapters/rides/from-env.js';
import { schedulingFromEnv } from './adapters/scheduling/from-env.js';
import { smsFromEnv } from './adapters/sms/from-env.js';
import { storageFromEnv } from './adapters/storage/from-env.js';
import { buildApp } from './app.js';
import type { MediaLibrary } from './media/media-catalogue.js';
import { prepareDataDir, SPOOL_FOLDER, tightenDataDir } from './data-dir.js';
import { exclusively, openDatabase, type Database } from './db/client.js';
import { syncLocations, syncProgramSteps } from './seed/content.js';
import { syncQuestionBanks } from './seed/learning.js';
import { seedDemoData } from './seed/demo.js';
import { seedDemoAgreements } from './features/agreement/agreement.seed.js';
import { sendForSigning } from './features/agreement/send-for-signing.js';
import { seedDemoUploads } from './features/documents/documents.seed.js';
import { describeOutcome, firstAdminFromEnv } from './features/staff/first-admin.js';
import { portalOrigin, type Env } from './env.js';
import { runEffect } from './queue/effects.js';
import { deliverMessage } from './queue/messages.js';
import { createJobs, type Jobs } from './queue/queue.js';
import { pushTicket } from './queue/tickets.js';
import { sendReminder } from './queue/reminders.js';
import type { Ports } from './ports/index.js';
import { resolveFileKey, resolveSecret } from './secret.js';
import { closeUploadWork, configureUploadWork } from './sandbox/upload-work.js';

export interface Portal {
  app: FastifyInstance;
  database: Database;
  jobs: Jobs;
  ports: Ports;
  close(): Promise<void>;
}

/** Program steps, locations and question banks follow content/ on every start (partner places in the demo only). */
export async function syncContent(db: Database['db'], opts: { demo: boolean }): Promise<void> {
  await syncProgramSteps(db);
  await syncLocations(db, { partners: opts.demo });
  await syncQuestionBanks(db);
}

/** Wires configuration to adapters, database, jobs and the app. Used by main.ts and by the API tests. */

export async function createPortal(
  env: Env,
  opts: {
    dataDir: string | null;
    /** Where uploaded files are kept; DATA_DIR/files by default, a temporary folder when there is no data folder. */
    filesDir?: string;
    seed?: boolean;
    ports?: Partial<Ports>;
    logger?: boolean | object;
    runJobs?: boolean;
    /** Without a data folder: the image of an already migrated database to start from (tests). */
    databaseImage?: Blob;
    /** The videos served; unset: found from MEDIA_DIR and demo mode at start. */
    media?: MediaLibrary;
  },
): Promise<Portal> {
  configureUploadWork({
    size: env.WORK_POOL_SIZE,
    queue: env.WORK_QUEUE_SIZE,
    perUser: env.WORK_QUEUE_PER_USER,
  });
  // Without a data folder (tests), uploads spool into a private temporary folder removed on close.
  const scratch = opts.dataDir ? null : mkdtempSync(join(tmpdir(), 'portal-'));
  let spoolDir: string;
  if (opts.dataDir) {
    spoolDir = prepareDataDir(opts.dataDir).spoolDir;
  } else {
    spoolDir = join(scratch!, SPOOL_FOLDER);
    mkdirSync(spoolDir, { mode: 0o700 });
  }
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: opts.dataDir,
    poolSize: env.DATABASE_POOL_SIZE,
    image: opts.databaseImage,
  });
  const db = database.db;
  await exclusively(database, () => syncContent(db, { demo: opts.seed ?? env.demo }));

  const filesDir = opts.filesDir ?? (opts.dataDir ? join(opts.dataDir, 'files') : null);
  const scratchFiles = filesDir ? null : join(scratch!, 'files');
  const fileKey = resolveFileKey(env.FILE_ENCRYPTION_KEY, filesDir ? dirname(filesDir) : null);

  const ports: Ports = {
    email: opts.ports?.email ?? emailFromEnv(env, db),
    sms: opts.ports?.sms ?? smsFromEnv(env, db),
    helpdesk: opts.ports?.helpdesk ?? helpdeskFromEnv(env, db),
    chat: opts.ports?.chat ?? chatFromEnv(env, db),
    crm: opts.ports?.crm ?? crmFromEnv(db),
    content: opts.ports?.content ?? contentFromEnv(env),
    scheduling: opts.ports?.scheduling ?? schedulingFromEnv(env, db),
    payments: opts.ports?.payments ?? paymentsFromEnv(env, db),
    geocoding: opts.ports?.geocoding ?? geocodingFromEnv(env),
    ai: opts.ports?.ai ?? aiFromEnv(env),
    rides: opts.ports?.rides ?? ridesFromEnv(env, db),
    flags: opts.ports?.flags ?? flagsFromEnv(env),
    storage: opts.ports?.storage ?? storageFromEnv(env, filesDir ?? scratchFiles!, fileKey),
    esign: opts.ports?.esign ?? esignFromEnv(env, db),
    weather: opts.ports?.weather ?? weatherFromEnv(env),
    jobBoard: opts.ports?.jobBoard ?? jobsFromEnv(env, db),
  };
  if (opts.seed ?? env.demo) {
    await exclusively(database, async () => {
      await seedDemoData(db);
      await seedDemoUploads(db, ports.storage, spoolDir);
      await seedDemoAgreements(db, ports.storage);
    });
  }
  // A new program's first admin (decision 040): only while there is no active admin.
  const firstAdmin = await exclusively(database, () => firstAdminFromEnv(db, env.FIRST_ADMIN_EMAIL));
  const jobs = createJobs(database, { retryDelaySeconds: env.JOB_RETRY_DELAY_SECONDS });
  let ready = false;
  await jobs.start({
    'deliver-message': opts.runJobs === false ? async () => {} : deliverMessage(db, ports),
    'push-ticket': opts.runJobs === false ? async () => {} : pushTicket(db, ports),
    'run-effect':
      opts.runJobs === false
        ? async () => {}
        : runEffect(db, ports, { 'esign.send': (letter) => sendForSigning(db, ports.esign, letter) }),
    'send-reminder': opts.runJobs === false ? async () => {} : sendReminder(db, jobs, portalOrigin(env)),
  });
  ready = true;

  const app = await buildApp({
    env,
    database,
    jobs,
    ports,
    spoolDir,
    secret: resolveSecret(env.SESSION_SECRET, env.DATABASE_URL ? null : opts.dataDir),
    isReady: () => ready,
    ...(opts.logger !== undefined ? { logger: opts.logger } : {}),
    ...(opts.media ? { media: opts.media } : {}),
  });

  if (firstAdmin)
    app.log[firstAdmin.kind === 'refused' ? 'error' : 'info'](
      `FIRST_ADMIN_EMAIL: ${describeOutcome(firstAdmin, `${portalOrigin(env)}/login`)}`,
    );
  if (opts.dataDir) tightenDataDir(opts.dataDir);

  return {
    app,
    database,
    jobs,
    ports,
    async close() {
      ready = false;
      await app.close();
      await closeUploadWork();
      await jobs.stop();
      await database.close();
      if (opts.dataDir) tightenDataDir(opts.dataDir);
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    },
  };
}

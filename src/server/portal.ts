import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { localEmail } from './adapters/email/local.js';
import { dropboxSign } from './adapters/esign/dropbox-sign.js';
import { localEsign } from './adapters/esign/local.js';
import { smtpEmail } from './adapters/email/smtp.js';
import { localAi } from './adapters/ai/local.js';
import { openAiCompatible, withFallback } from './adapters/ai/openai.js';
import { localChat } from './adapters/chat/local.js';
import { slackChat } from './adapters/chat/slack.js';
import { contentfulContent } from './adapters/content/contentful.js';
import { localContent } from './adapters/content/local.js';
import { localCrm } from './adapters/crm/local.js';
import { localHelpdesk } from './adapters/helpdesk/local.js';
import { zendeskHelpdesk } from './adapters/helpdesk/zendesk.js';
import { localScheduling } from './adapters/scheduling/local.js';
import { httpGeocoding } from './adapters/geocoding/http.js';
import { localGeocoding } from './adapters/geocoding/local.js';
import { localPayments } from './adapters/payments/local.js';
import { flagRules, localFlags } from './adapters/flags/local.js';
import { localRides } from './adapters/rides/local.js';
import { paypalPayments } from './adapters/payments/paypal.js';
import { localSms } from './adapters/sms/local.js';
import { twilioSms } from './adapters/sms/twilio.js';
import { encryptedStorage, type EncryptedStorage } from './adapters/storage/encrypted.js';
import { localStorage } from './adapters/storage/local.js';
import { s3Storage } from './adapters/storage/s3.js';
import { buildApp } from './app.js';
import { prepareDataDir, SPOOL_FOLDER, tightenDataDir } from './data-dir.js';
import { PHOTO_ANALYSIS_FLAG } from '@shared/domain/analysis.js';
import { exclusively, openDatabase, type Database } from './db/client.js';
import { syncLocations, syncProgramSteps } from './db/seed/content.js';
import { syncQuestionBanks } from './db/seed/learning.js';
import { seedDemoData } from './db/seed/demo.js';
import { seedDemoAgreements } from './features/agreement/agreement.seed.js';
import { sendForSigning } from './features/agreement/send-for-signing.js';
import { seedDemoUploads } from './features/documents/documents.seed.js';
import type { Env } from './env.js';
import { runEffect } from './jobs/effects.js';
import { deliverMessage } from './jobs/messages.js';
import { createJobs, type Jobs } from './jobs/queue.js';
import { pushTicket } from './jobs/tickets.js';
import { sendReminder } from './jobs/reminders.js';
import type { Ports } from './ports/index.js';
import { DEFAULT_FARE } from '@shared/domain/rides.js';
import { resolveFileKey, resolveSecret } from './secret.js';

export interface Portal {
  app: FastifyInstance;
  database: Database;
  jobs: Jobs;
  ports: Ports;
  close(): Promise<void>;
}

/** Encrypted file storage as configured: an S3-compatible bucket, or a local folder; old keys stay readable. */
export function fileStorage(env: Env, filesDir: string, fileKey: Buffer): EncryptedStorage {
  return encryptedStorage(
    env.S3_BUCKET
      ? s3Storage({
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        })
      : localStorage(filesDir),
    fileKey,
    env.FILE_ENCRYPTION_OLD_KEYS.map((k) => Buffer.from(k, 'base64')),
  );
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
  },
): Promise<Portal> {
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
  });
  const db = database.db;
  await exclusively(database, async () => {
    await syncProgramSteps(db);
    await syncLocations(db);
    await syncQuestionBanks(db);
  });

  const filesDir = opts.filesDir ?? (opts.dataDir ? join(opts.dataDir, 'files') : null);
  const scratchFiles = filesDir ? null : join(scratch!, 'files');
  const fileKey = resolveFileKey(env.FILE_ENCRYPTION_KEY, filesDir ? dirname(filesDir) : null);

  const ports: Ports = {
    email: opts.ports?.email ?? (env.SMTP_URL ? smtpEmail(env.SMTP_URL, env.MAIL_FROM) : localEmail(db)),
    sms:
      opts.ports?.sms ??
      (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? twilioSms({
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            from: env.TWILIO_FROM,
            ...(env.TWILIO_API_URL ? { baseUrl: env.TWILIO_API_URL } : {}),
          })
        : localSms(db)),
    helpdesk:
      opts.ports?.helpdesk ??
      (env.ZENDESK_URL && env.ZENDESK_EMAIL && env.ZENDESK_API_TOKEN
        ? zendeskHelpdesk({
            baseUrl: env.ZENDESK_URL,
            email: env.ZENDESK_EMAIL,
            apiToken: env.ZENDESK_API_TOKEN,
            ...(env.ZENDESK_GROUPS ? { groups: env.ZENDESK_GROUPS } : {}),
          })
        : localHelpdesk(db)),
    chat:
      opts.ports?.chat ??
      (env.SLACK_TOKEN && env.SLACK_BADGE_FIELD_ID
        ? slackChat({
            token: env.SLACK_TOKEN,
            badgeFieldId: env.SLACK_BADGE_FIELD_ID,
            ...(env.SLACK_API_URL ? { baseUrl: env.SLACK_API_URL } : {}),
          })
        : localChat(db)),
    crm: opts.ports?.crm ?? localCrm(db),
    content:
      opts.ports?.content ??
      (env.CONTENTFUL_SPACE_ID && env.CONTENTFUL_ACCESS_TOKEN
        ? contentfulContent({
            spaceId: env.CONTENTFUL_SPACE_ID,
            accessToken: env.CONTENTFUL_ACCESS_TOKEN,
            environment: env.CONTENTFUL_ENVIRONMENT,
            contentType: env.CONTENTFUL_CONTENT_TYPE,
            ...(env.CONTENTFUL_API_URL ? { baseUrl: env.CONTENTFUL_API_URL } : {}),
          })
        : localContent()),
    scheduling:
      opts.ports?.scheduling ?? localScheduling(db, env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
    payments:
      opts.ports?.payments ??
      (env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
        ? paypalPayments({
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            baseUrl: env.PAYPAL_API_URL,
          })
        : localPayments(db)),
    geocoding:
      opts.ports?.geocoding ??
      (env.GEOCODER_URL && env.GEOCODER_KEY
        ? httpGeocoding({ baseUrl: env.GEOCODER_URL, apiKey: env.GEOCODER_KEY })
        : localGeocoding()),
    ai:
      opts.ports?.ai ??
      (env.OPENAI_API_KEY
        ? withFallback(
            openAiCompatible({
              apiKey: env.OPENAI_API_KEY,
              baseUrl: env.OPENAI_BASE_URL,
              model: env.OPENAI_MODEL,
            }),
            localAi(),
            (err) => console.warn('AI rater failed, using the local rater:', (err as Error).message),
          )
        : localAi()),
    rides:
      opts.ports?.rides ??
      localRides(db, {
        fare: {
          ...DEFAULT_FARE,
          baseUsd: env.RIDE_FARE_BASE_USD,
          perMileUsd: env.RIDE_FARE_PER_MILE_USD,
          perMinuteUsd: env.RIDE_FARE_PER_MINUTE_USD,
        },
        noCarsHours: env.RIDE_NO_CARS_HOURS,
        maxMiles: env.RIDE_MAX_MILES,
        stepSeconds: env.RIDE_SIM_STEP_SECONDS,
      }),
    flags: opts.ports?.flags ?? localFlags(featureFlags(env)),
    storage: opts.ports?.storage ?? fileStorage(env, filesDir ?? scratchFiles!, fileKey),
    esign:
      opts.ports?.esign ??
      (env.HELLOSIGN_API_KEY
        ? dropboxSign({
            apiKey: env.HELLOSIGN_API_KEY,
            testMode: env.HELLOSIGN_TEST_MODE,
            ...(env.HELLOSIGN_API_URL ? { baseUrl: env.HELLOSIGN_API_URL } : {}),
          })
        : localEsign(db)),
  };
  if (opts.seed ?? env.demo) {
    await exclusively(database, async () => {
      await seedDemoData(db);
      await seedDemoUploads(db, ports.storage, spoolDir);
      await seedDemoAgreements(db, ports.storage);
    });
  }
  const jobs = createJobs(database, { retryDelaySeconds: env.JOB_RETRY_DELAY_SECONDS });
  let ready = false;
  await jobs.start({
    'deliver-message': opts.runJobs === false ? async () => {} : deliverMessage(db, ports),
    'push-ticket': opts.runJobs === false ? async () => {} : pushTicket(db, ports),
    'run-effect':
      opts.runJobs === false
        ? async () => {}
        : runEffect(db, ports, { 'esign.send': (letter) => sendForSigning(db, ports.esign, letter) }),
    'send-reminder': opts.runJobs === false ? async () => {} : sendReminder(db, jobs),
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
  });

  if (opts.dataDir) tightenDataDir(opts.dataDir);

  return {
    app,
    database,
    jobs,
    ports,
    async close() {
      ready = false;
      await app.close();
      await jobs.stop();
      await database.close();
      if (opts.dataDir) tightenDataDir(opts.dataDir);
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/**
 * FEATURE_FLAGS as JSON; unset, a demo shows ride spending to school@example.org only, so both the
 * flagged and the plain Ride button can be seen, and production shows it to no one.
 */
function featureFlags(env: Env) {
  if (env.FEATURE_FLAGS) {
    try {
      return flagRules.parse(JSON.parse(env.FEATURE_FLAGS));
    } catch (err) {
      throw new Error(`Invalid configuration:\n  FEATURE_FLAGS: ${(err as Error).message}`);
    }
  }
  // Unset: photo analysis on for everyone; in the demo, ride spending shown to school@ only.
  const photoAnalysis = { [PHOTO_ANALYSIS_FLAG]: { on: true } };
  return flagRules.parse(
    env.demo ? { ...photoAnalysis, 'ride-spending': { emails: ['school@example.org'] } } : photoAnalysis,
  );
}

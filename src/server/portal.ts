import type { FastifyInstance } from 'fastify';
import { localEmail } from './adapters/email/local.js';
import { smtpEmail } from './adapters/email/smtp.js';
import { localChat } from './adapters/chat/local.js';
import { localContent } from './adapters/content/local.js';
import { localCrm } from './adapters/crm/local.js';
import { localHelpdesk } from './adapters/helpdesk/local.js';
import { localScheduling } from './adapters/scheduling/local.js';
import { localSms } from './adapters/sms/local.js';
import { buildApp } from './app.js';
import { openDatabase, type Database } from './db/client.js';
import { syncProgramSteps } from './db/seed/content.js';
import { syncQuestionBanks } from './db/seed/learning.js';
import { seedDemoData } from './db/seed/demo.js';
import type { Env } from './env.js';
import { runEffect } from './jobs/effects.js';
import { deliverMessage } from './jobs/messages.js';
import { createJobs, type Jobs } from './jobs/queue.js';
import { pushTicket } from './jobs/tickets.js';
import type { Ports } from './ports/index.js';
import { resolveSecret } from './secret.js';

export interface Portal {
  app: FastifyInstance;
  database: Database;
  jobs: Jobs;
  ports: Ports;
  close(): Promise<void>;
}

/** Wires configuration to adapters, database, jobs and the app. Used by main.ts and by the API tests. */
export async function createPortal(
  env: Env,
  opts: {
    dataDir: string | null;
    seed?: boolean;
    ports?: Partial<Ports>;
    logger?: boolean | object;
    runJobs?: boolean;
  },
): Promise<Portal> {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: opts.dataDir });
  const db = database.db;
  await syncProgramSteps(db);
  await syncQuestionBanks(db);
  if (opts.seed ?? env.demo) await seedDemoData(db);

  const ports: Ports = {
    email: opts.ports?.email ?? (env.SMTP_URL ? smtpEmail(env.SMTP_URL, env.MAIL_FROM) : localEmail(db)),
    sms: opts.ports?.sms ?? localSms(db),
    helpdesk: opts.ports?.helpdesk ?? localHelpdesk(db),
    chat: opts.ports?.chat ?? localChat(db),
    crm: opts.ports?.crm ?? localCrm(db),
    content: opts.ports?.content ?? localContent(),
    scheduling: opts.ports?.scheduling ?? localScheduling(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
  };
  const jobs = createJobs(database, { retryDelaySeconds: env.JOB_RETRY_DELAY_SECONDS });
  let ready = false;
  await jobs.start({
    'deliver-message':
      opts.runJobs === false ? async () => {} : deliverMessage(db, ports, { keepSentCodes: env.demo }),
    'push-ticket': opts.runJobs === false ? async () => {} : pushTicket(db, ports),
    'run-effect': opts.runJobs === false ? async () => {} : runEffect(db, ports),
  });
  ready = true;

  const app = await buildApp({
    env,
    database,
    jobs,
    ports,
    secret: resolveSecret(env.SESSION_SECRET, env.DATABASE_URL ? null : opts.dataDir),
    isReady: () => ready,
    ...(opts.logger !== undefined ? { logger: opts.logger } : {}),
  });

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
    },
  };
}

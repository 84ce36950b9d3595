import PgBoss from 'pg-boss';
import { exclusively, type Database, type Tx } from '../db/client.js';
import { pgliteQueueDb, transactionQueueDb } from './queue-db.js';

const queueNames = ['deliver-message', 'push-ticket', 'run-effect', 'send-reminder'] as const;
type QueueName = (typeof queueNames)[number];
type JobHandler = (data: { id: string }) => Promise<void>;

export interface Jobs {
  /**
   * Enqueues inside the caller's transaction: the job exists if and only if the write commits.
   * `startAfter` holds the job until then (reminders).
   */
  enqueue(tx: Tx, name: QueueName, data: { id: string }, opts?: { startAfter?: Date }): Promise<void>;
  start(handlers: Record<QueueName, JobHandler>): Promise<void>;
  stop(): Promise<void>;
}

// Exponential from 5 s with jitter and no cap in this pg-boss: the tenth and last retry comes 1.5 to 3 hours
// after the first try.
const retryPolicy = {
  retryLimit: 10,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 120,
};

export function createJobs(database: Database, opts: { retryDelaySeconds?: number } = {}): Jobs {
  const policy = { ...retryPolicy, retryDelay: opts.retryDelaySeconds ?? retryPolicy.retryDelay };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: pgliteQueueDb(database.pglite) as PgBoss.Db })
      : new PgBoss({ connectionString: database.url, max: 4 });
  boss.on('error', (err: Error) => console.error('job queue error', err.message));
  let started: Promise<void> | null = null;

  async function ensureStarted(): Promise<void> {
    // Under the start-up lock: this pg-boss creates a queue's partition without a lock of its own, and two
    // instances creating the same queue at once deadlock on PostgreSQL.
    started ??= exclusively(database, async () => {
      await boss.start();
      for (const name of queueNames) await boss.createQueue(name, { name, ...policy });
    });
    await started;
  }

  return {
    async enqueue(tx, name, data, opts) {
      // The job id is the record id, so a retried write never queues a second job.
      await boss.send(name, data, {
        id: data.id,
        ...(opts?.startAfter ? { startAfter: opts.startAfter } : {}),
        db: transactionQueueDb(tx) as PgBoss.Db,
      });
    },
    async start(handlers) {
      await ensureStarted();
      for (const name of queueNames) {
        const handler = handlers[name];
        await boss.work<{ id: string }>(name, { pollingIntervalSeconds: 0.5, batchSize: 5 }, async (jobs) => {
          for (const job of jobs) await handler(job.data);
        });
      }
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 5000, wait: true });
    },
  };
}

import { fileURLToPath } from 'node:url';
// sharp is loaded on the main thread before any worker uses it: on glibc Linux its shared libraries must
// outlive every worker thread that loads them (sharp's documentation, "worker threads").
import 'sharp';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import '@shared/messages/uploads.js';
import { PoolBusy, WorkPool, type JobOptions } from './pool.js';
import { workOwner } from './work-owner.js';

/** The settings of the upload work pool (env.ts: WORK_POOL_SIZE, WORK_QUEUE_SIZE, WORK_QUEUE_PER_USER). */
export interface UploadWorkSettings {
  size?: number | undefined;
  queue?: number | undefined;
  perUser?: number | undefined;
}

/** The heap one worker may use. A LinkedIn PDF reads in under 40 MB; a photo's pixels live outside it. */
export const WORKER_MEMORY_MB = 192;

let settings: UploadWorkSettings = {};
let pool: WorkPool | null = null;

/** Sets the pool's size and bounds (at start, from the environment); a running pool is replaced. */
export function configureUploadWork(next: UploadWorkSettings): void {
  settings = next;
  const old = pool;
  pool = null;
  void old?.close();
}

export function uploadPool(): WorkPool {
  return (pool ??= new WorkPool({
    entry: {
      source: fileURLToPath(new URL('./upload-worker.ts', import.meta.url)),
      bundle: 'upload-worker.js',
    },
    size: settings.size,
    queue: settings.queue,
    perOwner: settings.perUser,
    memoryMb: WORKER_MEMORY_MB,
  }));
}

export async function closeUploadWork(): Promise<void> {
  const old = pool;
  pool = null;
  await old?.close();
}

/**
 * Runs one task of upload-worker.ts for the person the request acts for. A full pool answers 503 and a
 * person with enough files already waiting 429, both with Retry-After, at once; other failures
 * (SandboxLimit, SandboxRefused) are the caller's to turn into the file's own message.
 */
export async function uploadWork<T>(
  task: string,
  input: unknown,
  options: Omit<JobOptions, 'owner'>,
  transfer: ArrayBuffer[] = [],
): Promise<T> {
  try {
    return await uploadPool().run<T>(task, input, { ...options, owner: workOwner() }, transfer);
  } catch (err) {
    if (!(err instanceof PoolBusy)) throw err;
    const busy =
      err.reason === 'owner'
        ? new AppError('RATE_LIMITED', t('uploads.yourFilesBusy'))
        : new AppError('UNAVAILABLE', t('uploads.busy'));
    throw Object.assign(busy, { retryAfterSeconds: err.retryAfterSeconds });
  }
}

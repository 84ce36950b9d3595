import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { workerEntry, type WorkerEntry } from './worker-entry.js';
import { READY, type Reply, type Request } from './serve.js';

/** Why a job was stopped from outside: it ran past its deadline, went over the memory cap, or crashed. */
export type LimitReason = 'time' | 'memory' | 'crash';

/** A job stopped by the pool (its worker terminated): the file, not the caller, is at fault. */
export class SandboxLimit extends Error {
  constructor(readonly reason: LimitReason) {
    super(`sandboxed work stopped: ${reason}`);
  }
}

/** A refusal thrown by the task itself (a PdfRefused, an ImageRefused…), carried back by name and fields. */
export class SandboxRefused extends Error {
  constructor(
    readonly kind: string,
    readonly fields: Record<string, unknown>,
  ) {
    super(`sandboxed work refused: ${kind}`);
  }
}

/** The task threw an error of its own (a decoder giving up on a broken file); its worker is kept. */
export class SandboxFailed extends Error {
  constructor() {
    super('sandboxed work failed');
  }
}

/** The pool cannot take the job now: every slot is taken (`full`) or this person has enough queued (`owner`). */
export class PoolBusy extends Error {
  constructor(
    readonly reason: 'full' | 'owner',
    readonly retryAfterSeconds: number,
  ) {
    super(`work pool busy: ${reason}`);
  }
}

export interface PoolOptions {
  /** The worker file (see worker-entry.ts); each of its tasks is run by name. */
  entry: WorkerEntry;
  /**
   * Workers at most, each running one job at a time. Default: one fewer than the machine's cores (the event
   * loop keeps a core of its own), at least 1 and at most 4.
   */
  size?: number;
  /** Jobs waiting for a worker at most; one more is refused with PoolBusy('full'). */
  queue?: number;
  /** Jobs one owner may have running or waiting; one more is refused with PoolBusy('owner'). */
  perOwner?: number;
  /** The V8 heap a worker may grow to (MB); past it the worker is stopped and its job fails with 'memory'. */
  memoryMb?: number;
  /** A worker idle this long is stopped; the next job starts a fresh one. */
  idleMs?: number;
}

export interface JobOptions {
  /** The job is stopped (its worker terminated) after this long, whatever it is doing. */
  deadlineMs: number;
  /** Who asked, for the per-owner cap; null for work nobody in particular asked for. */
  owner?: string | null;
}

interface Job {
  task: string;
  input: unknown;
  transfer: ArrayBuffer[];
  options: JobOptions;
  resolve(value: unknown): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  /** The worker has loaded its tasks (a worker started from TypeScript source takes seconds on a busy machine). */
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  idle: NodeJS.Timeout | null;
}

const RETRY_AFTER_SECONDS = 5;
/** A worker that has not loaded its tasks by then is stopped; its job fails as stopped for time. */
const BOOT_DEADLINE_MS = 60_000;

/**
 * A small pool of worker threads for work on uploaded files. Each job runs in a worker with a V8 heap cap
 * (`resourceLimits`) and is stopped by `worker.terminate()` at its deadline, which ends even a synchronous
 * parse that never yields; the event loop only posts the input and reads the answer. Workers are kept warm
 * between jobs (one that was stopped is replaced on the next job). Waiting jobs are bounded, overall and per
 * owner: past either bound the job is refused at once (PoolBusy) instead of growing a queue.
 */
export class WorkPool {
  readonly size: number;
  readonly queueLimit: number;
  readonly perOwner: number;
  private readonly memoryMb: number;
  private readonly idleMs: number;
  private readonly slots: Slot[] = [];
  private readonly waiting: Job[] = [];
  private readonly owners = new Map<string, number>();
  private closed = false;

  constructor(private readonly opts: PoolOptions) {
    this.size = Math.max(1, opts.size ?? Math.min(4, availableParallelism() - 1));
    this.queueLimit = Math.max(0, opts.queue ?? 32);
    this.perOwner = Math.max(1, opts.perOwner ?? 4);
    this.memoryMb = opts.memoryMb ?? 256;
    this.idleMs = opts.idleMs ?? 60_000;
  }

  /**
   * Runs `task` on `input` in a worker; resolves with its answer, rejects with SandboxLimit (stopped),
   * SandboxRefused (the task refused the file), SandboxFailed (the task threw) or PoolBusy (not taken).
   */
  run<T>(task: string, input: unknown, options: JobOptions, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.closed) return Promise.reject(new PoolBusy('full', RETRY_AFTER_SECONDS));
    const owner = options.owner ?? null;
    if (owner && (this.owners.get(owner) ?? 0) >= this.perOwner)
      return Promise.reject(new PoolBusy('owner', RETRY_AFTER_SECONDS));
    const free = this.freeSlot();
    if (!free && this.waiting.length >= this.queueLimit)
      return Promise.reject(new PoolBusy('full', RETRY_AFTER_SECONDS));
    if (owner) this.owners.set(owner, (this.owners.get(owner) ?? 0) + 1);
    return new Promise<T>((resolve, reject) => {
      const release = () => {
        if (!owner) return;
        const left = (this.owners.get(owner) ?? 1) - 1;
        if (left > 0) this.owners.set(owner, left);
        else this.owners.delete(owner);
      };
      const job: Job = {
        task,
        input,
        transfer,
        options,
        resolve: (value) => {
          release();
          resolve(value as T);
        },
        reject: (err) => {
          release();
          reject(err);
        },
      };
      if (free) this.start(free, job);
      else this.waiting.push(job);
    });
  }

  /** Jobs running and waiting, for tests and health reports. */
  get load(): { running: number; waiting: number; workers: number } {
    return {
      running: this.slots.filter((s) => s.job).length,
      waiting: this.waiting.length,
      workers: this.slots.length,
    };
  }

  /** Stops every worker; waiting and running jobs fail as busy. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new PoolBusy('full', RETRY_AFTER_SECONDS));
    await Promise.all(
      [...this.slots].map((slot) => this.stop(slot, new PoolBusy('full', RETRY_AFTER_SECONDS))),
    );
  }

  private freeSlot(): Slot | null {
    const idle = this.slots.find((s) => !s.job);
    if (idle) return idle;
    if (this.slots.length < this.size) return this.spawn();
    return null;
  }

  private spawn(): Slot {
    const { filename, eval: isEval } = workerEntry(this.opts.entry);
    const worker = new Worker(filename, {
      eval: isEval,
      resourceLimits: { maxOldGenerationSizeMb: this.memoryMb, maxYoungGenerationSizeMb: 32 },
      stdout: false,
      stderr: false,
    });
    // A waiting worker must never keep the process alive (a test run, a server shutting down).
    worker.unref();
    const slot: Slot = { worker, ready: false, job: null, timer: null, idle: null };
    slot.timer = setTimeout(() => void this.stop(slot, new SandboxLimit('time')), BOOT_DEADLINE_MS);
    worker.on('message', (reply: Reply | typeof READY) =>
      reply === READY ? this.booted(slot) : this.answered(slot, reply),
    );
    worker.on(
      'error',
      (err: Error & { code?: string }) =>
        void this.stop(slot, new SandboxLimit(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crash')),
    );
    worker.on('exit', () => void this.stop(slot, new SandboxLimit('crash')));
    this.slots.push(slot);
    return slot;
  }

  /** Gives the job to the worker; its deadline starts when the worker has loaded its tasks. */
  private start(slot: Slot, job: Job): void {
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    slot.job = job;
    if (slot.ready) this.post(slot, job);
  }

  private booted(slot: Slot): void {
    slot.ready = true;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    if (slot.job) this.post(slot, slot.job);
    else this.next(slot);
  }

  private post(slot: Slot, job: Job): void {
    slot.timer = setTimeout(() => void this.stop(slot, new SandboxLimit('time')), job.options.deadlineMs);
    const request: Request = { task: job.task, input: job.input };
    slot.worker.postMessage(request, job.transfer);
  }

  private answered(slot: Slot, reply: Reply): void {
    const job = slot.job;
    if (!job) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    if (reply.ok) job.resolve(reply.value);
    else if (reply.refused) job.reject(new SandboxRefused(reply.refused, reply.fields ?? {}));
    else job.reject(new SandboxFailed());
    this.next(slot);
  }

  /** Hands the freed worker the next waiting job, or lets it idle until it is no longer worth keeping. */
  private next(slot: Slot): void {
    const job = this.waiting.shift();
    if (job) return this.start(slot, job);
    slot.idle = setTimeout(() => void this.stop(slot, null), this.idleMs);
    slot.idle.unref();
  }

  /** Terminates a worker (stopping its job with `reason`) and starts the next waiting job on a fresh one. */
  private async stop(slot: Slot, reason: Error | null): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    if (slot.timer) clearTimeout(slot.timer);
    if (slot.idle) clearTimeout(slot.idle);
    const job = slot.job;
    slot.job = null;
    if (job) job.reject(reason ?? new SandboxLimit('crash'));
    await slot.worker.terminate().catch(() => undefined);
    if (!this.closed) {
      const waiting = this.waiting.shift();
      if (waiting) this.start(this.spawn(), waiting);
    }
  }
}

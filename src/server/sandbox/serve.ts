import { parentPort } from 'node:worker_threads';

/** A job posted to a worker: a task by name and its input (structured-cloned). */
export interface Request {
  task: string;
  input: unknown;
}

/** A worker's answer: the value, or the refusal its task threw (by class name and own fields), or a failure. */
export type Reply =
  { ok: true; value: unknown } | { ok: false; refused?: string; fields?: Record<string, unknown> };

/** Posted once, when the worker has loaded its tasks: its jobs' deadlines count from then. */
export const READY = 'ready';

export type Tasks = Record<string, (input: never) => unknown>;

/** An answer's buffers are moved to the main thread, not copied. */
function transferables(value: unknown): ArrayBuffer[] {
  const out: ArrayBuffer[] = [];
  const visit = (v: unknown, depth: number) => {
    if (depth > 2 || !v || typeof v !== 'object') return;
    if (ArrayBuffer.isView(v)) {
      const { buffer, byteOffset, byteLength } = v;
      // Only a view that owns its whole buffer can give it away (Buffer's small pool is shared).
      if (buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength)
        if (!out.includes(buffer)) out.push(buffer);
      return;
    }
    for (const child of Object.values(v)) visit(child, depth + 1);
  };
  visit(value, 0);
  return out;
}

/**
 * The worker side of WorkPool: runs each posted job with the named task and posts the result back. An
 * error with a string `reason` (PdfRefused, ImageRefused, …) is the file's fault and goes back with its
 * fields; any other error is reported as a crash, without its message.
 */
export function serveTasks(tasks: Tasks): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  port.on('message', async ({ task, input }: Request) => {
    let reply: Reply;
    try {
      const run = tasks[task];
      if (!run) throw new Error(`no task ${task}`);
      const value = await run(input as never);
      try {
        port.postMessage({ ok: true, value } satisfies Reply, transferables(value));
      } catch {
        // A buffer a native module made outside Node's allocator cannot be moved: copy it instead.
        port.postMessage({ ok: true, value } satisfies Reply);
      }
      return;
    } catch (err) {
      const refused = err instanceof Error && typeof (err as { reason?: unknown }).reason === 'string';
      reply = refused ? { ok: false, refused: err.constructor.name, fields: { ...err } } : { ok: false };
    }
    port.postMessage(reply);
  });
  port.postMessage(READY);
}

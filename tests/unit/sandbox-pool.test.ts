import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PoolBusy,
  SandboxFailed,
  SandboxLimit,
  SandboxRefused,
  WorkPool,
  type PoolOptions,
} from '@server/sandbox/pool.js';

const entry = { source: fileURLToPath(new URL('./fixtures/sandbox-tasks.ts', import.meta.url)) };
let pool: WorkPool | null = null;
const poolOf = (opts: Omit<PoolOptions, 'entry'> = {}) => (pool = new WorkPool({ entry, ...opts }));
afterEach(async () => pool?.close());

/** The longest the event loop went without a tick while `work` ran. */
async function longestStall(work: Promise<unknown>): Promise<number> {
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 5);
  await work.catch(() => undefined);
  clearInterval(timer);
  return worst;
}

describe('the work pool (src/server/sandbox)', () => {
  it("counts a job's deadline from when its worker has loaded, not from when the worker was started", async () => {
    const slow = { source: fileURLToPath(new URL('./fixtures/sandbox-slow-boot.ts', import.meta.url)) };
    const p = (pool = new WorkPool({ entry: slow, size: 1 }));
    await expect(p.run('echo', 7, { deadlineMs: 300 })).resolves.toBe(7);
  });

  it('stops a task that never yields at its deadline, without the event loop waiting on it', async () => {
    const p = poolOf({ size: 1 });
    await p.run('echo', 1, { deadlineMs: 30_000 }); // a warm worker: its start is not what is timed
    const started = performance.now();
    const spin = p.run('spin', null, { deadlineMs: 500 });
    const stall = await longestStall(spin);
    await expect(spin).rejects.toEqual(new SandboxLimit('time'));
    expect(performance.now() - started).toBeLessThan(3000);
    expect(stall).toBeLessThan(200);
    // The stopped worker is replaced: the next job runs.
    expect(await p.run('echo', { a: 1 }, { deadlineMs: 30_000 })).toEqual({ a: 1 });
  }, 60_000);

  it('stops a task that grows past the memory cap', async () => {
    const p = poolOf({ size: 1, memoryMb: 64 });
    await expect(p.run('grow', null, { deadlineMs: 30_000 })).rejects.toEqual(new SandboxLimit('memory'));
    expect(await p.run('echo', 2, { deadlineMs: 30_000 })).toBe(2);
  }, 60_000);

  it('carries a refusal back with its fields, and a plain failure as a failure', async () => {
    const p = poolOf({ size: 1 });
    const refused = await p.run('refuse', null, { deadlineMs: 30_000 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SandboxRefused);
    expect((refused as SandboxRefused).fields).toEqual({ reason: 'tooComplex' });
    await expect(p.run('fail', null, { deadlineMs: 30_000 })).rejects.toBeInstanceOf(SandboxFailed);
  }, 60_000);

  it('refuses at once when its queue is full, and per owner past the owner’s cap', async () => {
    const p = poolOf({ size: 1, queue: 1, perOwner: 2 });
    const running = p.run('wait', 300, { deadlineMs: 30_000, owner: 'a' });
    const waiting = p.run('wait', 1, { deadlineMs: 30_000, owner: 'a' });
    await expect(p.run('wait', 1, { deadlineMs: 30_000, owner: 'a' })).rejects.toEqual(
      new PoolBusy('owner', 5),
    );
    await expect(p.run('wait', 1, { deadlineMs: 30_000, owner: 'b' })).rejects.toEqual(
      new PoolBusy('full', 5),
    );
    expect(await Promise.all([running, waiting])).toEqual([300, 1]);
    // Drained: the owner and the queue have room again.
    expect(await p.run('wait', 2, { deadlineMs: 30_000, owner: 'a' })).toBe(2);
  }, 60_000);
});

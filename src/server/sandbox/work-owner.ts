import { AsyncLocalStorage } from 'node:async_hooks';

/** The person a request acts for, as soon as its session is read: the per-owner cap of file work counts on it. */
const current = new AsyncLocalStorage<{ owner: string | null }>();

/** Fastify onRequest hook: each request starts with no owner, in a context of its own. */
export function workOwnerHook(_request: unknown, _reply: unknown, done: () => void): void {
  current.run({ owner: null }, done);
}

/** Set by the session guard once it knows who is signed in. */
export function setWorkOwner(owner: string): void {
  const store = current.getStore();
  if (store) store.owner = owner;
}

/** Who the file work being queued now is for, or null (seed data, a job). */
export function workOwner(): string | null {
  return current.getStore()?.owner ?? null;
}

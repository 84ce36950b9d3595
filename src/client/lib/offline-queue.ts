import { onlineManager, useMutationState, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createTicketBody } from '@shared/contracts/helpdesk';
import { createHelpTicket } from '@shared/contracts/helpdesk.endpoints';
import { call } from './api';
import { keptOwner, serverSession } from './offline-owner';

/**
 * Writes a student can make without signal. Each is a mutation with a key and defaults registered on the
 * client, so one made offline waits (TanStack pauses it), is kept across a reload (lib/offline-cache.ts),
 * and goes out once when the signal is back, with the Idempotency-Key it was given when it was made.
 */
export const queuedWrites = {
  completeStep: ['queued', 'completeStep'],
  helpTicket: ['queued', 'helpTicket'],
} as const;

/**
 * What a queued write carries: its input, the key the server deduplicates it by, the student whose kept
 * copy holds it (null when nothing is kept, as for staff), and when it was made if it was made without
 * signal (null otherwise).
 */
export interface Queued<T> {
  input: T;
  idempotencyKey: string;
  by: string | null;
  madeOfflineAt: number | null;
}

/** A new write: one key for its life, whether it goes out now or after a reload. */
export function queued<T>(input: T, idempotencyKey: string = crypto.randomUUID()): Queued<T> {
  const madeOfflineAt = onlineManager.isOnline() ? null : Date.now();
  return { input, idempotencyKey, by: keptOwner(), madeOfflineAt };
}

/**
 * A write that waited goes out only under its maker's session. While it waited, the cookie may have become
 * someone else's (signed in in another tab, or before a reload that put the write back), so the session
 * must be one the server answered after the write was made and after the page opened; if it is not the
 * maker's, the write is dropped, never sent as someone else.
 */
async function sendAsItsMaker<R>(client: QueryClient, write: Queued<unknown>, send: () => Promise<R>) {
  if (write.by) {
    const since = Math.max(performance.timeOrigin, write.madeOfflineAt ?? 0);
    if ((await serverSession(client, since))?.uuid !== write.by) return undefined;
  }
  return send();
}

export function isQueuedWrite(key: readonly unknown[] | undefined): boolean {
  return key?.[0] === 'queued';
}

/** No signal is worth retrying; an answer from the server is not. */
const retryOnNoSignal = (count: number, err: unknown) =>
  count < 3 && (err as { status?: number }).status === 0;

export type HelpTicketInput = z.input<typeof createTicketBody>;

/**
 * Registers one kind of queued write: `send` makes the request with the write's own key, only under its
 * maker's session; a write that found no signal is tried again. Each area that owns such a write registers
 * it here (lib/progress.ts: a step marked done).
 */
export function registerQueuedWrite<T>(
  client: QueryClient,
  key: readonly unknown[],
  write: {
    send: (write: Queued<T>) => Promise<unknown>;
    onMutate?: (write: Queued<T>) => void;
    onSettled?: () => Promise<unknown> | void;
  },
): void {
  client.setMutationDefaults(key, {
    mutationFn: (queued: Queued<T>) => sendAsItsMaker(client, queued, () => write.send(queued)),
    ...(write.onMutate ? { onMutate: write.onMutate } : {}),
    ...(write.onSettled ? { onSettled: write.onSettled } : {}),
    retry: retryOnNoSignal,
  });
}

/** The help desk's queued write; the step write is registered by lib/progress.ts. */
export function registerQueuedWrites(client: QueryClient): void {
  registerQueuedWrite(client, queuedWrites.helpTicket, {
    send: (write: Queued<HelpTicketInput>) =>
      call(createHelpTicket, { body: write.input }, { idempotencyKey: write.idempotencyKey }),
  });
}

/** The inputs of writes of one kind still waiting for the signal (not yet sent). */
export function useWaitingWrites<T>(key: readonly unknown[]): T[] {
  return useMutationState({
    filters: { mutationKey: key, predicate: (m) => m.state.isPaused },
    select: (m) => (m.state.variables as Queued<T>).input,
  });
}

/** How many writes of any kind wait for the signal. */
export function useWaitingCount(): number {
  return useMutationState({
    filters: { mutationKey: ['queued'], predicate: (m) => m.state.isPaused },
    select: () => 1,
  }).length;
}

import { useMutationState, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createTicketBody } from '@shared/contracts/helpdesk';
import type { ResponseOf } from '@shared/contracts/endpoint';
import { createHelpTicket } from '@shared/contracts/helpdesk.endpoints';
import { completeStep, type listCompletions } from '@shared/contracts/program.endpoints';
import { call } from './api';

/**
 * Writes a student can make without signal. Each is a mutation with a key and defaults registered on the
 * client, so one made offline waits (TanStack pauses it), is kept across a reload (lib/offline-cache.ts),
 * and goes out once when the signal is back, with the Idempotency-Key it was given when it was made.
 */
export const queuedWrites = {
  completeStep: ['queued', 'completeStep'],
  helpTicket: ['queued', 'helpTicket'],
} as const;

/** What a queued write carries: its input and the key the server deduplicates it by. */
export interface Queued<T> {
  input: T;
  idempotencyKey: string;
}

/** A new write: one key for its life, whether it goes out now or after a reload. */
export function queued<T>(input: T, idempotencyKey: string = crypto.randomUUID()): Queued<T> {
  return { input, idempotencyKey };
}

export function isQueuedWrite(key: readonly unknown[] | undefined): boolean {
  return key?.[0] === 'queued';
}

/** No signal is worth retrying; an answer from the server is not. */
const retryOnNoSignal = (count: number, err: unknown) =>
  count < 3 && (err as { status?: number }).status === 0;

export type HelpTicketInput = z.input<typeof createTicketBody>;

export function registerQueuedWrites(client: QueryClient): void {
  client.setMutationDefaults(queuedWrites.completeStep, {
    mutationFn: ({ input, idempotencyKey }: Queued<string>) =>
      call(completeStep, { body: { url: input } }, { idempotencyKey }),
    // The checklist shows the step done at once, signal or not; the server's list replaces it when it answers.
    onMutate: ({ input }: Queued<string>) => {
      client.setQueryData<ResponseOf<typeof listCompletions>>(['completion'], (list) =>
        list && !list.some((c) => c.url === input)
          ? [...list, { url: input, createdAt: new Date().toISOString() }]
          : list,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['completion'] }),
    retry: retryOnNoSignal,
  });
  client.setMutationDefaults(queuedWrites.helpTicket, {
    mutationFn: ({ input, idempotencyKey }: Queued<HelpTicketInput>) =>
      call(createHelpTicket, { body: input }, { idempotencyKey }),
    retry: retryOnNoSignal,
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

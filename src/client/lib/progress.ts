import {
  queryOptions,
  useMutation,
  useQuery,
  type QueryClient,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { ResponseOf } from '@shared/contracts/endpoint';
import type { ProgramScreen } from '@shared/contracts/program';
import { completeStep, listCompletions, listProgramSteps } from '@shared/contracts/program.endpoints';
import { call, type CallOptions } from './api';
import { useHandlesError } from './error-reporting';
import { queued, queuedWrites, registerQueuedWrite, useWaitingWrites, type Queued } from './offline-queue';

/**
 * The student's progress on the client, in one place (decision 017): the completions answer and its cache
 * key, the steps of each stage, the one way to mark a step done, and the refresh after work the server
 * completes steps for. No other client file names the key or calls the completion endpoints
 * (tests/unit/client-progress.test.ts).
 */
const completionKey = ['completion'] as const;

/** GET /api/completion: the URLs of the steps the student has done. */
export const completionsQuery = queryOptions({
  queryKey: completionKey,
  queryFn: () => call(listCompletions, {}),
});

/** Asked for beside a stage screen's code as the page opens (features/program/api/prefetch-stage.ts). */
export function prefetchCompletions(client: QueryClient, opts: CallOptions): Promise<void> {
  return client.prefetchQuery({ ...completionsQuery, queryFn: () => call(listCompletions, {}, opts) });
}

export function useCompletions() {
  return useQuery(completionsQuery);
}

/** GET /api/programSteps/:screen: a stage's steps and how each completes (read for five minutes). */
export const programStepsQuery = (screen: ProgramScreen) =>
  queryOptions({
    queryKey: ['programSteps', screen],
    queryFn: () => call(listProgramSteps, { params: { screen } }),
    staleTime: 5 * 60_000,
  });

/**
 * After a write whose work the server may count as a step (an upload, a passed test, a stipend request, a
 * booking…), the checklist asks again: the server completed the step, the client never does.
 */
export function refreshProgress(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: completionKey });
}

/**
 * POST /api/completion as a queued write (lib/offline-queue.ts), for a `click` or `view` step: the checklist
 * shows it done at once; without signal it waits, is kept across a reload, and goes out once with the
 * Idempotency-Key it got when the student pressed.
 */
export function registerStepWrite(client: QueryClient): void {
  registerQueuedWrite(client, queuedWrites.completeStep, {
    send: (write: Queued<string>) =>
      call(completeStep, { body: { url: write.input } }, { idempotencyKey: write.idempotencyKey }),
    onMutate: ({ input }: Queued<string>) => {
      client.setQueryData<ResponseOf<typeof listCompletions>>(completionKey, (list) =>
        list && !list.some((c) => c.url === input)
          ? [...list, { url: input, createdAt: new Date().toISOString() }]
          : list,
      );
    },
    // The server's list replaces the one shown, whether it recorded the step or refused it.
    onSettled: () => refreshProgress(client),
  });
}

type CompleteStep = Omit<UseMutationResult<unknown, Error, Queued<string>>, 'mutate' | 'mutateAsync'> & {
  mutate: (url: string, options?: { onSuccess?: () => void }) => void;
  mutateAsync: (url: string) => Promise<unknown>;
};

/**
 * Marks a step done by its URL: the one client write of a completion. `handlesError`: the screen shows a
 * refusal itself, or on purpose not at all (see `useHandlesError`).
 */
export function useCompleteStep(opts: { handlesError?: boolean } = {}): CompleteStep {
  const mutation = useHandlesError(
    useMutation<unknown, Error, Queued<string>>({ mutationKey: queuedWrites.completeStep }),
    opts.handlesError ?? false,
  );
  return {
    ...mutation,
    mutate: (url, options) => mutation.mutate(queued(url), options),
    mutateAsync: (url) => mutation.mutateAsync(queued(url)),
  };
}

/** Steps completed on this phone that wait for the signal to reach the server. */
export function useWaitingSteps(): ReadonlySet<string> {
  const urls = useWaitingWrites<string>(queuedWrites.completeStep);
  return new Set(urls);
}

import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportError } from './error-reporting';
import { registerQueuedWrites } from './offline-queue';
import { registerStepWrite } from './progress';

const ONE_DAY_MS = 86_400_000;

/**
 * Spec 000 §9: cached for one day; cached queries refetch when the window regains focus.
 * Errors are reported once, here: a failed mutation, and a failed refetch of data already on screen
 * (a first load that fails is shown by the screen itself, which renders its `isError` state).
 */
export function createQueryClient() {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (err, query) => {
        // A lost session has its own path (the session-expired modal), so a refetch's 401 is not repeated;
        // a refetch that found no signal keeps the last answer on screen without a banner at every focus.
        const status = (err as { status?: number }).status;
        if (query.state.data !== undefined && status !== 401 && status !== 0) reportError(err, query.meta);
      },
    }),
    mutationCache: new MutationCache({
      onError: (err, _variables, _context, mutation) => reportError(err, mutation.meta, mutation),
    }),
    defaultOptions: {
      queries: {
        gcTime: ONE_DAY_MS,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        retry: (count, err) => count < 2 && !(err as { status?: number }).status,
      },
    },
  });
  registerQueuedWrites(client);
  registerStepWrite(client);
  return client;
}

export const queryClient = createQueryClient();

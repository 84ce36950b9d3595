import { QueryClient } from '@tanstack/react-query';

const ONE_DAY_MS = 86_400_000;

/** Spec 000 §9: cached for one day; cached queries refetch when the window regains focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: ONE_DAY_MS,
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      retry: (count, err) => count < 2 && !(err as { status?: number }).status,
    },
  },
});

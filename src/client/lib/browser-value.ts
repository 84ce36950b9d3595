import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * A value only the phone knows (its storage, its settings), for the first render. A page rendered on the
 * server, and the browser taking it over, use `serverValue`, so the two agree; the phone's own value
 * follows at once. `read` answers a primitive (it is compared by identity).
 */
export function useBrowserValue<T extends string | number | boolean | null>(
  read: () => T,
  serverValue: T,
): T {
  return useSyncExternalStore(unchanging, read, () => serverValue);
}

/**
 * False while the browser takes over a page the server rendered (and on the server), true once this part
 * of the page runs its script: what needs the script can say so instead of failing when used too early.
 */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}

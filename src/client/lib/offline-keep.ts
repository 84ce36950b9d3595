import type { DehydrateOptions, Query } from '@tanstack/react-query';
import { isQueuedWrite } from './offline-queue';

/** Document photos and other files never stay on the phone, and a screen can opt out with meta.persist. */
export function keepsQuery(query: Query): boolean {
  if (query.state.status !== 'success' || query.meta?.['persist'] === false) return false;
  if (query.queryKey[0] === 'spaces') return false;
  const data = query.state.data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return false;
  return !(typeof data === 'string' && data.startsWith('data:'));
}

/**
 * What the phone keeps of a student's client: the answers above, and the writes that know how to go out
 * again after a reload (lib/offline-queue.ts) while not yet answered, waiting or under way.
 */
export const keptParts: DehydrateOptions = {
  shouldDehydrateQuery: keepsQuery,
  shouldDehydrateMutation: (m) => m.state.status === 'pending' && isQueuedWrite(m.options.mutationKey),
};

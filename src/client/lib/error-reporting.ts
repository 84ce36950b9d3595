import { useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { AlertType } from '@shared/domain/alerts';

/**
 * Central error reporting: the query client's caches report every failed query refetch and every failed
 * mutation here once, and the alert banner (registered by `AlertProvider`) shows it. A query or mutation
 * whose errors are shown by its screen opts out with `meta: { handlesError: true }` (or a predicate,
 * `handlesError: (err) => err.status === 409`, when it handles only some errors); `errorMessage` and
 * `errorType` replace the banner's default wording. A screen that uses a feature's shared mutation hook
 * and shows that mutation's errors itself opts out where it uses it: `useHandlesError(useSomething())`.
 */
interface ErrorMeta {
  handlesError?: boolean | ((err: unknown) => boolean);
  errorMessage?: string;
  errorType?: AlertType;
}

export interface ErrorSink {
  notify(message: string, type?: AlertType): void;
  notifyError(err: unknown): void;
}

let sink: ErrorSink | null = null;

/** The alert banner registers itself; returns the unregister function. */
export function setErrorSink(next: ErrorSink): () => void {
  sink = next;
  return () => {
    if (sink === next) sink = null;
  };
}

type Handles = NonNullable<ErrorMeta['handlesError']>;
const handles = (rule: Handles | undefined, err: unknown) =>
  typeof rule === 'function' ? rule(err) : rule === true;

/** Mutations started by a screen that shows their errors itself (see `useHandlesError`). */
const handledByScreen = new WeakMap<object, Handles>();

/** Reports an error unless its query or mutation opted out. */
export function reportError(err: unknown, meta?: Record<string, unknown>, mutation?: object): void {
  const m = (meta ?? {}) as ErrorMeta;
  if (handles(m.handlesError, err) || (mutation && handles(handledByScreen.get(mutation), err))) return;
  if (!sink) return;
  if (m.errorMessage) sink.notify(m.errorMessage, m.errorType);
  else sink.notifyError(err);
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: Record<string, unknown> & ErrorMeta;
    mutationMeta: Record<string, unknown> & ErrorMeta;
  }
}

/**
 * The screen shows this mutation's errors itself (inline, in a field, as a 'Request Failed' box, or on
 * purpose not at all): the mutations it starts are left out of central reporting. `rule` narrows it to
 * some errors (`(err) => err instanceof ApiError && err.status === 409`).
 */
export function useHandlesError<TData, TError, TVariables, TContext>(
  result: UseMutationResult<TData, TError, TVariables, TContext>,
  rule: Handles = true,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const client = useQueryClient();
  // Starting a mutation builds it in the cache synchronously; the ones new after the call are this screen's.
  const mark = <T>(start: () => T): T => {
    const cache = client.getMutationCache();
    const before = new Set<object>(cache.getAll());
    const started = start();
    for (const m of cache.getAll()) if (!before.has(m)) handledByScreen.set(m, rule);
    return started;
  };
  return {
    ...result,
    mutate: (...args) => mark(() => result.mutate(...args)),
    mutateAsync: (...args) => mark(() => result.mutateAsync(...args)),
  };
}

import type { ErrorBody } from '@shared/errors';
import { t } from '@shared/i18n-core';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  constructor(status: number, body: Partial<ErrorBody>) {
    super(body.message ?? t('errors.internal'));
    this.status = status;
    this.code = body.code ?? 'INTERNAL';
    this.field = body.field;
  }
}

export const UNAUTHORIZED_EVENT = 'portal:unauthorized';

interface Options {
  body?: unknown;
  /** A 401 is an expected answer here (e.g. the session probe on the login page): do not raise the modal. */
  quiet401?: boolean;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** The one way the SPA talks to the API: JSON, same-origin cookie, errors as ApiError with a person's message. */
export async function api<T>(method: string, path: string, opts: Options = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: opts.body === undefined ? null : JSON.stringify(opts.body),
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
  } catch {
    throw new ApiError(0, { code: 'UNAVAILABLE', message: t('errors.network') });
  }
  const text = await res.text();
  const data = text ? (JSON.parse(text) as unknown) : undefined;
  if (!res.ok) {
    const error = new ApiError(res.status, (data ?? {}) as Partial<ErrorBody>);
    if (res.status === 401 && !opts.quiet401) window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT));
    throw error;
  }
  return data as T;
}

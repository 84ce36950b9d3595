import { pathOf, type Endpoint, type InputOf, type ResponseOf } from '@shared/contracts/endpoint';
import type { ErrorBody } from '@shared/errors';
import { t } from '@shared/i18n-core';
import { DEFAULT_LOCALE, getLocale } from '@shared/locale';

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

/** How a read reaches the API when it is not the browser's fetch: the server rendering a page in-process. */
export type Transport = (url: string, headers: Record<string, string>) => Promise<Raw>;
let transportNow: () => Transport | undefined = () => undefined;

/**
 * The server's rendering of a page (decision 039) answers the screens' reads itself, per request. Only reads
 * go that way: a write, an upload or a file is the browser's to send, so on the server they fail.
 */
export function setTransportSource(source: () => Transport | undefined): void {
  transportNow = source;
}

export interface CallOptions {
  /** A 401 is an expected answer here (e.g. the session probe on the login page): do not raise the modal. */
  quiet401?: boolean;
  /** The write's own Idempotency-Key; without one, a write that is not `none` gets a new key per call. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Uploads: called with the share of the file sent so far (0 to 1). */
  onUploadProgress?: (share: number) => void;
}

/** The address of an endpoint, for `<img src>`, links and downloads. */
export function urlOf(endpoint: Endpoint, input: { params?: unknown; query?: unknown }): string {
  const query = input.query as Record<string, unknown> | undefined;
  const search = query
    ? new URLSearchParams(
        Object.entries(query)
          .filter(([, v]) => v !== undefined && v !== null)
          .map(([k, v]) => [k, String(v)]),
      ).toString()
    : '';
  const path = pathOf(endpoint.path, input.params as Record<string, unknown> | undefined);
  return `/api${path}${search ? `?${search}` : ''}`;
}

interface Raw {
  status: number;
  ok: boolean;
  text(): Promise<string>;
  blob(): Promise<Blob>;
}

/** The one way the SPA talks to the API: an endpoint object in, its typed answer out, errors as ApiError. */
export function call<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  opts: CallOptions = {},
): Promise<ResponseOf<E>> {
  return send(endpoint, urlOf(endpoint, input), input, opts);
}

async function send<E extends Endpoint>(
  endpoint: E,
  url: string,
  input: InputOf<E>,
  opts: CallOptions,
): Promise<ResponseOf<E>> {
  const headers: Record<string, string> = { accept: endpoint.file ? '*/*' : 'application/json' };
  let body: BodyInit | null = null;
  if (input.form) body = input.form;
  else if (input.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input.body);
  }
  // One rule (decisions 013 and 019): every write its endpoint marks as replayable carries a key. A caller
  // that may send the same write again (a double tap, a queued write after a reload) passes its own.
  const key = opts.idempotencyKey ?? (endpoint.idempotency === 'none' ? undefined : crypto.randomUUID());
  if (key) headers['idempotency-key'] = key;
  // The server answers a request it refuses before it knows who asks in the page's language.
  if (getLocale() !== DEFAULT_LOCALE) headers['accept-language'] = getLocale();

  let res: Raw;
  const transport = transportNow();
  try {
    if (transport && (endpoint.method !== 'GET' || endpoint.file)) throw new TypeError('not on the server');
    res = transport
      ? await transport(url, headers)
      : opts.onUploadProgress
        ? await sendWithProgress(endpoint.method, url, headers, body, opts.onUploadProgress, opts.signal)
        : await fetch(url, {
            method: endpoint.method,
            headers,
            credentials: 'same-origin',
            body,
            ...(opts.signal ? { signal: opts.signal } : {}),
          });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiError(0, { code: 'UNAVAILABLE', message: t('errors.network') });
  }
  if (res.ok && endpoint.file) return (await res.blob()) as ResponseOf<E>;
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    if (res.status === 401 && !opts.quiet401 && !transport)
      window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT));
    throw new ApiError(res.status, (data ?? {}) as Partial<ErrorBody>);
  }
  // Not under the unit tests: the check loads every contract after a short test file may have ended.
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test')
    void import('./dev-contract-check').then((m) => m.checkAnswer(endpoint, data));
  return data as ResponseOf<E>;
}

/**
 * The service worker's version, for the update check: a conditional request of /service-worker-version that
 * the server answers with a bare 304 while nothing changed. Its validator (ETag or date), or null without an
 * answer. Not an API call, but the one place the SPA calls fetch is this file.
 */
export async function workerVersion(): Promise<string | null> {
  try {
    const res = await fetch('/service-worker-version', {
      cache: 'no-cache',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    if (!res.ok) return null;
    return res.headers.get('etag') ?? res.headers.get('last-modified');
  } catch {
    return null;
  }
}

/** fetch cannot report upload progress; XMLHttpRequest can. Answers like fetch's Response. */
function sendWithProgress(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: BodyInit | null,
  onProgress: (share: number) => void,
  signal: AbortSignal | undefined,
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new TypeError('network'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.onload = () => {
      const blob = xhr.response as Blob;
      resolve({
        status: xhr.status,
        ok: xhr.status >= 200 && xhr.status < 300,
        text: () => blob.text(),
        blob: async () => blob,
      });
    };
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body as XMLHttpRequestBodyInit | null);
  });
}

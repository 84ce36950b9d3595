/**
 * One HTTP call to an outside service. A failure is an error naming the service, the operation and the
 * HTTP status only: never the URL (it may hold a key), the headers or the body, since job errors are
 * logged and kept. The job queue retries it with backoff.
 */
export class VendorError extends Error {
  constructor(
    readonly vendor: string,
    readonly operation: string,
    readonly status: number | null,
    /** The vendor's own error code when it gave one (e.g. "already_in_channel"), for the adapter to judge. */
    readonly vendorCode: string | null = null,
  ) {
    super(
      `${vendor} ${operation} failed${status ? ` with HTTP ${status}` : ' (no answer)'}${vendorCode ? `: ${vendorCode}` : ''}`,
    );
    this.name = 'VendorError';
  }
}

export async function callVendor(
  vendor: string,
  operation: string,
  url: URL | string,
  init: RequestInit & { timeoutMs?: number },
): Promise<Response> {
  const { timeoutMs = 10_000, ...rest } = init;
  let res: Response;
  try {
    res = await fetch(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new VendorError(vendor, operation, null);
  }
  return res;
}

/** Reads a JSON answer; any other 2xx shape is treated as a failure of the call. */
export async function jsonOf<T>(vendor: string, operation: string, res: Response): Promise<T> {
  try {
    return (await res.json()) as T;
  } catch {
    throw new VendorError(vendor, operation, res.status, 'unreadable answer');
  }
}

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

export const joinUrl = (base: string, path: string) =>
  new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);

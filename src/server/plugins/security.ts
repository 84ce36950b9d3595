import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Powerful browser features: the interview's microphone and the document photo camera, nothing else. */
const PERMISSIONS_POLICY = [
  'microphone=(self)',
  'camera=(self)',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'screen-wake-lock=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'publickey-credentials-get=()',
  'browsing-topics=()',
  'interest-cohort=()',
].join(', ');

/** Headers every answer keeps, a page or not: no type guessing, HTTPS only, no cross-site reads. */
const EVERY_ANSWER = ['x-content-type-options', 'strict-transport-security', 'cross-origin-resource-policy'];

const HTML = /^text\/html/;
const SCRIPT = /^(text\/javascript|application\/javascript)/;

/**
 * Whether an answer takes the page headers: HTML, and the scripts a worker runs (the service worker, and
 * `/assets/*.worker-*.js`), whose CSP is the worker's own policy. The app's module chunks under /assets/
 * run inside the page, under the page's policy, so they carry only the resource headers (about 850 bytes
 * less on each of the chunks a first visit downloads).
 */
export function takesPageHeaders(url: string, contentType: string): boolean {
  if (HTML.test(contentType)) return true;
  if (!SCRIPT.test(contentType)) return false;
  const path = url.split('?')[0]!;
  return !path.startsWith('/assets/') || /\.worker-[\w-]+\.js$/.test(path);
}

type HeaderSet = [name: string, value: string][];

/** Runs helmet's middleware once against a recorder and keeps the headers it would set. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): HeaderSet {
  const headers = new Map<string, string>();
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  } as unknown as ServerResponse;
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return [...headers];
}

/**
 * Page headers (strict CSP with no inline script, framing refused twice in agreement, permissions) go on
 * HTML and on worker scripts (`takesPageHeaders`); every other answer gets
 * only the few headers that protect a resource. The set is computed once at start: helmet is not run per
 * request. A route that sets a header of its own (a framed PDF's policy) keeps it. Every `/api` answer is
 * `no-store` unless its route chose its own caching for content that is the same for everyone.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { production: boolean; tileUrl?: string | undefined },
): Promise<void> {
  const page = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // Map tiles come from the configured tile server only.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(opts.tileUrl ? [new URL(opts.tileUrl.replace(/\{[a-z]\}/g, '0')).origin] : []),
        ],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: opts.production,
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
  });
  page.push(['permissions-policy', PERMISSIONS_POLICY]);
  const resource = page.filter(([name]) => EVERY_ANSWER.includes(name));

  app.addHook('onSend', (request, reply, payload, done) => {
    // A 304 refreshes a stored answer, which keeps the headers it was stored with.
    if (reply.statusCode === 304) return done(null, payload);
    const isPage = takesPageHeaders(request.url, String(reply.getHeader('content-type') ?? ''));
    for (const [name, value] of isPage ? page : resource) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

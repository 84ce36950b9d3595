import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Powerful browser features: the interview's microphone and the document photo camera, nothing else. */
export const PERMISSIONS_POLICY = [
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

/** What a JSON answer gets instead of the page policy: it runs nothing and is framed by no one. */
const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";
/** Headers that only mean something to an HTML page. */
const HTML_ONLY = [
  'permissions-policy',
  'x-xss-protection',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'origin-agent-cluster',
];

/**
 * Strict CSP: the SPA loads only its own scripts and styles; no inline script anywhere. Framing is refused
 * twice in agreement (`frame-ancestors 'none'` and `X-Frame-Options: DENY`). Every `/api` answer is
 * `no-store` unless its route chose its own caching for content that is the same for everyone.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { production: boolean; tileUrl?: string | undefined },
): Promise<void> {
  await app.register(helmet, {
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
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    } else {
      for (const name of HTML_ONLY) reply.removeHeader(name);
      // JSON gets a policy that runs nothing. Scripts keep the page policy: a service worker script's CSP
      // governs the worker itself. A route's own policy (a framed PDF) is kept.
      const csp = reply.getHeader('content-security-policy');
      if (type.startsWith('application/json') && typeof csp === 'string' && csp.includes('script-src')) {
        reply.header('content-security-policy', JSON_CSP);
      }
    }
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

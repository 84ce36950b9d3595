import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Strict CSP: the SPA loads only its own scripts and styles; no inline script anywhere. */
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
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: opts.production,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
  });
}

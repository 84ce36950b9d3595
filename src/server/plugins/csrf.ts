import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@shared/errors.js';
import { t } from '@shared/i18n.js';

export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UNSAFE = UNSAFE_METHODS;

/**
 * Routes a provider's servers post to: Dropbox Sign's signing events and the texting provider's incoming
 * texts, proven by their event hash and signature.
 */
export const CROSS_SITE_EXEMPT: readonly string[] = ['/api/hellosign/callback', '/api/twilio/sms'];

/**
 * Calls another site's page cannot make on a signed-in student's behalf: an unsafe `/api` request whose
 * browser says it came from elsewhere (`Origin` of another host, or `Sec-Fetch-Site: cross-site`) is refused
 * with 403 before its body is read. SameSite=Lax cookies already stop most of this; this check also covers
 * body-less POSTs (sign-out, coach approvals) and old browsers. Requests without either header (curl, tests,
 * servers) carry no browser's cookies by accident, so they pass.
 */
export function registerCsrfCheck(
  app: FastifyInstance,
  opts: {
    /** The host the portal is reached at (PUBLIC_URL's), accepted beside the request's own Host. */
    publicHost: string | null;
    /**
     * Routes a provider's server calls, with no session: their authenticity is proven by their own
     * signature, never by a cookie, so a foreign origin is expected and harmless.
     */
    exempt: readonly string[];
  },
): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return done();
    if (opts.exempt.includes(request.routeOptions.url ?? '')) return done();
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (
      site === 'cross-site' ||
      (origin !== undefined && !isOwnOrigin(origin, request.host, opts.publicHost))
    ) {
      return void reply
        .status(403)
        .send({ code: 'FORBIDDEN', message: t('security.crossSite') } satisfies ErrorBody);
    }
    done();
  });
}

function isOwnOrigin(origin: string, host: string, publicHost: string | null): boolean {
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    // `Origin: null` (a sandboxed frame, a file) or garbage: not the portal.
    return false;
  }
  return originHost === host || originHost === publicHost;
}

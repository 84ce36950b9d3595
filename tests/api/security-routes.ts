import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { routeTableOf, type DeclaredRoute } from '@server/plugins/methods.js';

/**
 * Who may call each route. Every route the app declares must be listed here, so a new route cannot ship
 * without someone deciding who may call it (the matrix test fails on an unlisted or stale entry).
 * - public: anyone, no session (sign-in, health, the signing link whose token is the credential, the
 *   provider's callback, docs outside production)
 * - signedIn: a student or a coach; anonymous callers never get a 2xx
 * - staff: coaches and admins; students get 403 before their input is read
 * - demo: demo mode only (the dev mailbox and its helpers); absent in production
 */
export type Access = 'public' | 'signedIn' | 'staff' | 'demo';

const PUBLIC = [
  'GET /healthz',
  'GET /readyz',
  'POST /api/sendgrid/sendToken',
  'POST /api/twilio/sendToken',
  'POST /api/login',
  // The sign-in page's two forms, posted without the script (decision 039).
  'POST /api/login/form/code',
  'POST /api/login/form/sign-in',
  // The plain form that marks a step done: an anonymous caller is sent to sign in (a 303 to /login) and
  // nothing is recorded (tests/api/completion-form.test.ts).
  'POST /api/completion/form',
  'POST /api/completion/ping',
  'POST /api/logout',
  'GET /api/hellosign/signing/:token',
  'POST /api/hellosign/signing/:token',
  'POST /api/hellosign/callback',
  'POST /api/twilio/sms',
];
const DEMO = [
  'GET /api/dev/outbox',
  'GET /api/dev/helpdesk',
  'PATCH /api/dev/user',
  'POST /api/dev/reset',
  'GET /dev/mailbox',
  'GET /dev/mailbox.css',
  'POST /api/dev/sms/reply',
  'POST /dev/mailbox/reply',
];

/** Staff routes outside `/api/admin/`: the catalogue's directory reads and the payment review. */
export const STAFF = ['GET /api/users', 'POST /api/users/byQuery', 'POST /api/paypal/postPaymentReview'];

/** Every route named one by one above, so the matrix can tell when a listed route no longer exists. */
export const listedRoutes = [...PUBLIC, ...DEMO, ...STAFF];

export function accessOf(route: { method: string; url: string }): Access | undefined {
  const key = `${route.method} ${route.url}`;
  if (route.url === '/api/docs' || route.url.startsWith('/api/docs/')) return 'public';
  if (PUBLIC.includes(key)) return 'public';
  if (DEMO.includes(key)) return 'demo';
  if (STAFF.includes(key)) return 'staff';
  if (route.url.startsWith('/api/admin/') || route.url === '/api/notes') return 'staff';
  if (route.url.startsWith('/api/')) return 'signedIn';
  return undefined;
}

/** The app's routes that answer requests (HEAD mirrors GET; static client files are not API). */
export function routesOf(app: FastifyInstance): DeclaredRoute[] {
  return routeTableOf(app)
    .declared()
    .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .filter(
      (r) =>
        r.url.startsWith('/api') || r.url.startsWith('/dev/') || r.url === '/healthz' || r.url === '/readyz',
    );
}

/** A concrete path for a route, each parameter replaced by `value(name)` (already URL-encoded when `raw`). */
export function pathOf(url: string, value: (name: string) => string, raw = false): string {
  const encode = raw ? (v: string) => v : encodeURIComponent;
  return url
    .split('/')
    .map((s) => (s.startsWith(':') ? encode(value(s.slice(1))) : s === '*' ? 'x' : s))
    .join('/');
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  minLength?: number;
  default?: unknown;
};

export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!schema || !(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
}

/** A plausible value for a schema: not always valid, but close enough that most checks run past parsing. */
export function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const pick = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (pick?.length) return sampleOf(pick[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(schema.properties ?? {})) out[k] = sampleOf(v, depth + 1);
      return out;
    }
    case 'array':
      return [];
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'someone@example.org';
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return '2026-01-02';
      if (schema.format === 'uri') return 'https://example.org/x';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

import { existsSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { z } from 'zod';
import { isExampleAddress, type ProgramSettings } from '@shared/domain/program-settings.js';
import { programSettingsFromEnv, programSettingsSchema } from './program-settings.js';
import { isValidEmail, normalizeEmail } from '@shared/domain/contact.js';

const bool = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    /**
     * The program's own videos, captions and posters: a folder with `learning/` and `media/` inside, files
     * named as the demo's (README, "The program's videos"). Unset: the demo's clips in demo mode, else none.
     */
    MEDIA_DIR: z
      .string()
      .optional()
      .refine(
        (dir) => dir === undefined || (existsSync(dir) && statSync(dir).isDirectory()),
        'MEDIA_DIR must be an existing folder (with learning/ and media/ inside)',
      ),
    DATABASE_URL: z.string().url().optional(),
    /** Connections each instance keeps to the PostgreSQL server (pg-boss keeps 4 more). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    PUBLIC_URL: z.string().url().optional(),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    PORTAL_DEMO: bool,
    /** Made admin at start while the program has no active admin (decision 040); ignored once one exists. */
    FIRST_ADMIN_EMAIL: z
      .string()
      .transform(normalizeEmail)
      .refine(isValidEmail, 'FIRST_ADMIN_EMAIL must be an e-mail address, like someone@program.org')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Proxies whose X-Forwarded-For is believed: a hop count (1 = the load balancer in front) or a comma list of
     * addresses and CIDR ranges. Unset: none, so the client address is the connection's own.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v) return false as const;
        if (/^\d+$/.test(v)) return Number(v);
        const list = v
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean);
        const bad = list.find((p) => {
          const [address, bits, extra] = p.split('/');
          if (extra !== undefined || !address || isIP(address) === 0) return true;
          if (bits === undefined) return false;
          return !/^\d{1,3}$/.test(bits) || Number(bits) > (isIP(address) === 4 ? 32 : 128);
        });
        if (bad !== undefined || list.length === 0) {
          ctx.addIssue({
            code: 'custom',
            message: `TRUST_PROXY must be a hop count or a comma list of addresses and CIDR ranges (not "${bad ?? v}")`,
          });
          return z.NEVER;
        }
        return list;
      }),
    RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
    /** Code requests per address from one client per 15 minutes. */
    CODES_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
    /** Code requests per address from all clients together per 15 minutes; unset: 6 × CODES_PER_ADDRESS. */
    CODES_PER_ADDRESS_ALL_CLIENTS: z.coerce.number().int().min(1).optional(),
    /** Requests one instance serves at once; past it, 503 with Retry-After (load shedding). */
    MAX_IN_FLIGHT: z.coerce.number().int().min(1).default(128),
    /** Threads for work on uploaded files (PDF text, photos, recordings); unset: one fewer than the cores, 1 to 4. */
    WORK_POOL_SIZE: z.coerce.number().int().min(1).max(64).optional(),
    /** Uploaded files waiting for a thread at most; past it, 503 with Retry-After. */
    WORK_QUEUE_SIZE: z.coerce.number().int().min(0).max(10_000).default(32),
    /** Files one person may have being checked or waiting at once; past it, 429 with Retry-After. */
    WORK_QUEUE_PER_USER: z.coerce.number().int().min(1).max(1000).default(4),
    /** Event-loop lag (ms) past which an instance answers 503 until it catches up; 0 (default) turns it off. */
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(0),
    SMTP_URL: z.string().optional(),
    JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    POST_PROGRAM_CHANNEL: z.string().default('C0GRADUATES'),
    /** The chat channel where students' messages to the success coaches arrive. */
    COACH_CHANNEL: z.string().default('C0COACHES'),
    MAIL_FROM: z.string().default('Freeway <no-reply@freeway.example>'),
    /** A geocoding service with the Google Geocoding API's shape, and its key; unset: the offline gazetteer. */
    GEOCODER_URL: z.string().url().optional(),
    GEOCODER_KEY: z.string().optional(),
    /** A contact for the National Weather Service's User-Agent rule; unset: typical weather from normals. */
    WEATHER_USER_AGENT: z.string().optional(),
    WEATHER_API_URL: z.string().url().optional(),
    /** A map tile server, e.g. https://tiles.example.org/{z}/{x}/{y}.png; unset: maps show markers only. */
    MAP_TILE_URL: z.string().url().optional(),
    /** What one weekly stipend pays, in dollars. */
    STIPEND_AMOUNT_USD: z.coerce.number().int().min(1).max(10_000).default(250),
    /** An S3-compatible bucket for uploaded files; unset keeps them in DATA_DIR/files. */
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: z.string().url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool,
    /** Rides per reason, a JSON object by limit key (e.g. {"flexRides":4,"truckingSchool":60}); unset keys use the defaults. */
    RIDE_LIMITS: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v) return {};
        try {
          return z.record(z.string(), z.number().int().min(0)).parse(JSON.parse(v));
        } catch {
          ctx.addIssue({ code: 'custom', message: 'RIDE_LIMITS must be a JSON object of whole numbers' });
          return z.NEVER;
        }
      }),
    /** The local ride provider's fare formula (dollars), when no car is found, and how fast a ride moves on. */
    RIDE_FARE_BASE_USD: z.coerce.number().min(0).default(2.5),
    RIDE_FARE_PER_MILE_USD: z.coerce.number().min(0).default(1.2),
    RIDE_FARE_PER_MINUTE_USD: z.coerce.number().min(0).default(0.3),
    RIDE_NO_CARS_HOURS: z
      .string()
      .regex(/^(\d{1,2}(,\d{1,2})*)?$/, 'RIDE_NO_CARS_HOURS is a list of hours such as 1,2,3')
      .default('')
      .transform((v) => (v ? v.split(',').map(Number) : [])),
    RIDE_MAX_MILES: z.coerce.number().min(1).default(150),
    RIDE_SIM_STEP_SECONDS: z.coerce.number().min(1).max(3600).default(60),
    /** Feature flags as JSON: {"ride-spending": {"on": false, "emails": ["a@b.org"], "keys": [], "names": []}}. */
    FEATURE_FLAGS: z.string().optional(),
    /** A key for an OpenAI-compatible chat API; unset keeps the e-mail and photo raters local. */
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    /** Twilio Programmable Messaging for text messages; unset: the dev outbox. */
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    TWILIO_API_URL: z.string().url().optional(),
    /**
     * The shared secret the SMS provider's inbound webhook (POST /api/twilio/sms) must carry, in an
     * X-Webhook-Secret header or as the Basic-auth password of the webhook URL; unset: no webhook.
     */
    SMS_WEBHOOK_SECRET: z.string().min(16, 'SMS_WEBHOOK_SECRET must be at least 16 characters').optional(),
    /** Zendesk Support for help-desk tickets and requesters; unset: a local table. */
    ZENDESK_URL: z.string().url().optional(),
    ZENDESK_EMAIL: z.string().optional(),
    ZENDESK_API_TOKEN: z.string().optional(),
    /** JSON object of help-desk group ids by the portal's group names, e.g. {"Success":360001}. */
    ZENDESK_GROUPS: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v) return undefined;
        try {
          return z.record(z.string(), z.number().int()).parse(JSON.parse(v));
        } catch {
          ctx.addIssue({ code: 'custom', message: 'ZENDESK_GROUPS must be a JSON object of numbers' });
          return z.NEVER;
        }
      }),
    /** Slack Web API for milestone badges and channel invitations; unset: a local table. */
    SLACK_TOKEN: z.string().optional(),
    SLACK_BADGE_FIELD_ID: z.string().optional(),
    SLACK_API_URL: z.string().url().optional(),
    /** Contentful Content Delivery API for workforce pages; unset: content/workforce/pages.json. */
    CONTENTFUL_SPACE_ID: z.string().optional(),
    CONTENTFUL_ACCESS_TOKEN: z.string().optional(),
    CONTENTFUL_ENVIRONMENT: z.string().default('master'),
    CONTENTFUL_CONTENT_TYPE: z.string().default('workforcePage'),
    CONTENTFUL_API_URL: z.string().url().optional(),
    /** PayPal Payouts for stipends; unset: the local ledger. */
    PAYPAL_CLIENT_ID: z.string().optional(),
    PAYPAL_CLIENT_SECRET: z.string().optional(),
    PAYPAL_API_URL: z.string().url().default('https://api-m.paypal.com'),
    /** Dropbox Sign (HelloSign) for the program agreement; unset: signing on the portal's own page. */
    HELLOSIGN_API_KEY: z.string().optional(),
    HELLOSIGN_API_URL: z.string().url().optional(),
    /** Send requests in the provider's test mode (not legally binding, free). */
    HELLOSIGN_TEST_MODE: bool,
    /** Old file keys (base64, comma-separated) still readable after a rotation; new files use FILE_ENCRYPTION_KEY. */
    FILE_ENCRYPTION_OLD_KEYS: z
      .string()
      .optional()
      .transform((v) =>
        v
          ? v
              .split(',')
              .map((k) => k.trim())
              .filter(Boolean)
          : [],
      )
      .refine(
        (keys) => keys.every((k) => Buffer.from(k, 'base64').length === 32),
        'FILE_ENCRYPTION_OLD_KEYS must be 32-byte keys in base64, separated by commas',
      ),
    ...programSettingsSchema,
    /** 32 bytes, base64: the AES-256-GCM key for stored files. Generated into DATA_DIR when unset in embedded mode. */
    FILE_ENCRYPTION_KEY: z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length === 32, 'FILE_ENCRYPTION_KEY must be 32 bytes in base64')
      .optional(),
  })
  .superRefine((env, ctx) => {
    // A vendor is on only when all of its settings are given; half a configuration is a mistake.
    const groups: [string, (string | undefined)[], string[]][] = [
      [
        'Twilio',
        [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM],
        ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
      ],
      [
        'Zendesk',
        [env.ZENDESK_URL, env.ZENDESK_EMAIL, env.ZENDESK_API_TOKEN],
        ['ZENDESK_URL', 'ZENDESK_EMAIL', 'ZENDESK_API_TOKEN'],
      ],
      ['Slack', [env.SLACK_TOKEN, env.SLACK_BADGE_FIELD_ID], ['SLACK_TOKEN', 'SLACK_BADGE_FIELD_ID']],
      [
        'Contentful',
        [env.CONTENTFUL_SPACE_ID, env.CONTENTFUL_ACCESS_TOKEN],
        ['CONTENTFUL_SPACE_ID', 'CONTENTFUL_ACCESS_TOKEN'],
      ],
      [
        'PayPal',
        [env.PAYPAL_CLIENT_ID, env.PAYPAL_CLIENT_SECRET],
        ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
      ],
    ];
    for (const [vendor, values, names] of groups) {
      const given = values.filter((v) => v !== undefined).length;
      if (given > 0 && given < values.length) {
        const missing = names.filter((_, i) => values[i] === undefined);
        ctx.addIssue({
          code: 'custom',
          path: [missing[0]!],
          message: `${vendor} needs ${missing.join(', ')} as well`,
        });
      }
    }
    if (env.NODE_ENV === 'production' && !env.FILE_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['FILE_ENCRYPTION_KEY'],
        message: 'FILE_ENCRYPTION_KEY is required in production',
      });
    }
    // The sender students see on every code and notice: never the demo's reserved domain in a real program.
    const sender = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
    if (env.NODE_ENV === 'production' && !env.PORTAL_DEMO && isExampleAddress(sender.trim())) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: `${sender} is on a reserved .example domain; set the program's own sender, e.g. "Program <no-reply@yourprogram.org>"`,
      });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET is required in production',
      });
    }
  });

export type Env = z.infer<typeof envSchema> & { demo: boolean; program: ProgramSettings };

/** Reads configuration once at start. A bad value stops the process with a message naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", as shells and CI files often leave them.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // Embedded mode is a demo by default; production turns it on only when asked.
  const demo = env.NODE_ENV === 'production' ? env.PORTAL_DEMO : source.PORTAL_DEMO !== '0';
  // Demo mode hands every sign-in code to anyone who opens the mailbox: never on a public https address.
  if (demo && env.PUBLIC_URL && new URL(env.PUBLIC_URL).protocol === 'https:') {
    throw new Error(
      'Invalid configuration:\n  PORTAL_DEMO: demo mode shows every sign-in code to anyone and cannot run ' +
        `on the public address ${env.PUBLIC_URL}. Set PORTAL_DEMO=0, or use an http:// PUBLIC_URL for a local demo.`,
    );
  }
  return {
    ...env,
    demo,
    program: programSettingsFromEnv(env, { production: env.NODE_ENV === 'production', demo }),
  };
}

/** Where students reach the portal: PUBLIC_URL without a trailing slash, else this machine's port. */
export function portalOrigin(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

import { z } from 'zod';

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
    DATABASE_URL: z.string().url().optional(),
    /** Connections each instance keeps to the PostgreSQL server (pg-boss keeps 4 more). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    PUBLIC_URL: z.string().url().optional(),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    PORTAL_DEMO: bool,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
    CODES_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
    /** Requests one instance serves at once; past it, 503 with Retry-After (load shedding). */
    MAX_IN_FLIGHT: z.coerce.number().int().min(1).default(128),
    /** Event-loop lag (ms) past which an instance answers 503 until it catches up. */
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(10).default(1000),
    SMTP_URL: z.string().optional(),
    JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    POST_PROGRAM_CHANNEL: z.string().default('C0GRADUATES'),
    MAIL_FROM: z.string().default('Freeway <no-reply@freeway.example>'),
    /** A geocoding service with the Google Geocoding API's shape, and its key; unset: the offline gazetteer. */
    GEOCODER_URL: z.string().url().optional(),
    GEOCODER_KEY: z.string().optional(),
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
    /** A key for an OpenAI-compatible chat API; unset keeps the e-mail and photo raters local. */
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    /** 32 bytes, base64: the AES-256-GCM key for stored files. Generated into DATA_DIR when unset in embedded mode. */
    FILE_ENCRYPTION_KEY: z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length === 32, 'FILE_ENCRYPTION_KEY must be 32 bytes in base64')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.FILE_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['FILE_ENCRYPTION_KEY'],
        message: 'FILE_ENCRYPTION_KEY is required in production',
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

export type Env = z.infer<typeof envSchema> & { demo: boolean };

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
  return { ...env, demo };
}

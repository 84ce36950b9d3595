import type { Db } from '@server/db/client.js';
import type { Env } from '@server/env.js';
import type { EmailPort } from '@server/ports/email.js';
import { localEmail } from './local.js';
import { smtpEmail } from './smtp.js';

/** SMTP when SMTP_URL is set; otherwise the dev outbox in the database. */
export function emailFromEnv(env: Env, db: Db): EmailPort {
  return env.SMTP_URL ? smtpEmail(env.SMTP_URL, env.MAIL_FROM) : localEmail(db);
}

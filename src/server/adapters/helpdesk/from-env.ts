import type { Db } from '@server/db/client.js';
import type { Env } from '@server/env.js';
import type { HelpdeskPort } from '@server/ports/helpdesk.js';
import { localHelpdesk } from './local.js';
import { zendeskHelpdesk } from './zendesk.js';

/** Zendesk when its address, e-mail and token are set; otherwise tickets stay in the database. */
export function helpdeskFromEnv(env: Env, db: Db): HelpdeskPort {
  if (!env.ZENDESK_URL || !env.ZENDESK_EMAIL || !env.ZENDESK_API_TOKEN) return localHelpdesk(db);
  return zendeskHelpdesk({
    baseUrl: env.ZENDESK_URL,
    email: env.ZENDESK_EMAIL,
    apiToken: env.ZENDESK_API_TOKEN,
    ...(env.ZENDESK_GROUPS ? { groups: env.ZENDESK_GROUPS } : {}),
  });
}

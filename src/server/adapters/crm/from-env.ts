import type { Db } from '@server/db/client.js';
import type { CrmPort } from '@server/ports/crm.js';
import { localCrm } from './local.js';

/** The CRM sync is recorded in the database (no outside CRM is wired yet). */
export function crmFromEnv(db: Db): CrmPort {
  return localCrm(db);
}

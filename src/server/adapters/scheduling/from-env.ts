import type { Db } from '@server/db/client.js';
import type { Env } from '@server/env.js';
import type { SchedulingPort } from '@server/ports/scheduling.js';
import { localScheduling } from './local.js';

/** The portal's own booking calendar (no outside scheduler is wired yet); links point at PUBLIC_URL. */
export function schedulingFromEnv(env: Env, db: Db): SchedulingPort {
  return localScheduling(db, env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
}

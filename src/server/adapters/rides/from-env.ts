import { DEFAULT_FARE } from '@shared/domain/rides.js';
import type { Db } from '@server/db/client.js';
import type { Env } from '@server/env.js';
import type { RidesPort } from '@server/ports/rides.js';
import { localRides } from './local.js';

/** The ride simulator, with the fare and limits of the configuration. */
export function ridesFromEnv(env: Env, db: Db): RidesPort {
  return localRides(db, {
    fare: {
      ...DEFAULT_FARE,
      baseUsd: env.RIDE_FARE_BASE_USD,
      perMileUsd: env.RIDE_FARE_PER_MILE_USD,
      perMinuteUsd: env.RIDE_FARE_PER_MINUTE_USD,
    },
    noCarsHours: env.RIDE_NO_CARS_HOURS,
    maxMiles: env.RIDE_MAX_MILES,
    stepSeconds: env.RIDE_SIM_STEP_SECONDS,
  });
}

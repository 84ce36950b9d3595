import type { RideLimits } from '@shared/domain/rides.js';
import type { Db } from '@server/db/client.js';
import type { Jobs } from '@server/queue/queue.js';
import type { FlagsPort } from '@server/ports/flags.js';
import type { GeocodingPort } from '@server/ports/geocoding.js';
import type { RidesPort } from '@server/ports/rides.js';

/** What the rides area needs from the composition root. */
export interface RidesDeps {
  db: Db;
  jobs: Jobs;
  rides: RidesPort;
  geocoding: GeocodingPort;
  flags: FlagsPort;
  limits: Partial<RideLimits>;
  /** Demo and test runs: the sandbox calls exist and a new ride's driver is set to ACCEPT. */
  sandbox: boolean;
}

import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_FARE,
  rideStateOfDriver,
  tripFor,
  uberProducts,
  type FareFormula,
  type RideState,
} from '@shared/domain/rides.js';
import type { Db } from '@server/db/client.js';
import { simulatedRides } from '@server/db/schema/index.js';
import type { RideProduct, RidesPort } from '@server/ports/rides.js';

export interface SimulatedRidesConfig {
  fare: FareFormula;
  /** Hours of the day (Central Time, 0-23) when no car is found. */
  noCarsHours: number[];
  /** Beyond this many road miles no driver takes the trip. */
  maxMiles: number;
  /** How long a ride stays accepted, arriving and in progress before it moves on. */
  stepSeconds: number;
  now?: () => Date;
}

const defaultSimulation: SimulatedRidesConfig = {
  fare: DEFAULT_FARE,
  noCarsHours: [],
  maxMiles: 150,
  stepSeconds: 60,
};

const productIdOf = (name: string) =>
  createHash('sha256').update(`product:${name}`).digest('hex').slice(0, 8) +
  '-sim-' +
  name.toLowerCase().replace(/\W+/g, '-');

const PRODUCTS: RideProduct[] = uberProducts.map((name) => ({
  productId: productIdOf(name),
  name,
  capacity: name === 'XL' || name === 'SUV' ? 6 : name === 'Moto' ? 1 : 4,
}));

/** The order a ride goes through over time; a sandbox driver state jumps to one of them. */
const TIMELINE: RideState[] = ['processing', 'accepted', 'arriving', 'in_progress', 'completed'];
const PROCESSING_SECONDS = 3;

const DRIVERS = [
  { name: 'Angela', car: 'Toyota Camry, grey' },
  { name: 'Luis', car: 'Honda Accord, blue' },
  { name: 'Darnell', car: 'Hyundai Sonata, white' },
  { name: 'Priya', car: 'Toyota Prius, black' },
];

function centralHour(at: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(at),
  );
}

/**
 * A ride provider that works with no network: products, estimates from distance with a fare formula, no
 * cars at configured hours or beyond a distance, and rides that move from accepted to completed over time
 * (or jump there through the sandbox driver states). Kept in a table so a restart keeps the rides.
 */
export function localRides(db: Db, config: SimulatedRidesConfig = defaultSimulation): RidesPort {
  const now = () => config.now?.() ?? new Date();
  const product = (id: string) => PRODUCTS.find((p) => p.productId === id);

  function stateAt(row: typeof simulatedRides.$inferSelect, at: Date): RideState {
    if (row.cancelledAt) return 'rider_canceled';
    let from = row.createdAt.getTime();
    let index = 0;
    let firstStep = PROCESSING_SECONDS;
    if (row.driverState && row.driverStateAt) {
      const forced = rideStateOfDriver[row.driverState as keyof typeof rideStateOfDriver];
      if (!forced || forced === 'driver_canceled') return 'driver_canceled';
      index = TIMELINE.indexOf(forced);
      from = row.driverStateAt.getTime();
      firstStep = config.stepSeconds;
    }
    let elapsed = (at.getTime() - from) / 1000;
    while (index < TIMELINE.length - 1) {
      const length = index === 0 && !row.driverState ? firstStep : config.stepSeconds;
      if (elapsed < length) break;
      elapsed -= length;
      index += 1;
    }
    return TIMELINE[index]!;
  }

  return {
    async products() {
      return PRODUCTS;
    },

    async estimate({ pickup, dropoff, productId }) {
      const chosen = product(productId);
      if (!chosen) return null;
      const trip = tripFor(pickup, dropoff, config.fare);
      const noCars = config.noCarsHours.includes(centralHour(now())) || trip.miles > config.maxMiles;
      return {
        fare: noCars ? null : trip.fare,
        fareId: noCars ? null : `fare-${randomUUID()}`,
        productId,
        faresUnavailable: false,
        noCarsAvailable: noCars,
        miles: trip.miles,
        minutes: trip.minutes,
      };
    },

    async requestRide({ productId, pickup, dropoff, idempotencyKey }) {
      if (!product(productId)) throw new Error(`unknown product ${productId}`);
      const trip = tripFor(pickup, dropoff, config.fare);
      const [inserted] = await db
        .insert(simulatedRides)
        .values({
          requestId: randomUUID(),
          idempotencyKey,
          productId,
          startLatitude: pickup.latitude,
          startLongitude: pickup.longitude,
          endLatitude: dropoff.latitude,
          endLongitude: dropoff.longitude,
          fareCents: Math.round(trip.fare * 100),
          minutes: trip.minutes,
          createdAt: now(),
        })
        .onConflictDoNothing({ target: simulatedRides.idempotencyKey })
        .returning();
      const row =
        inserted ??
        (await db.select().from(simulatedRides).where(eq(simulatedRides.idempotencyKey, idempotencyKey)))[0]!;
      return { requestId: row.requestId, runId: row.requestId, state: stateAt(row, now()) };
    },

    async getRide(requestId) {
      const [row] = await db.select().from(simulatedRides).where(eq(simulatedRides.requestId, requestId));
      if (!row) return null;
      const state = stateAt(row, now());
      const seed = parseInt(row.requestId.replace(/-/g, '').slice(0, 6), 16);
      const driver = DRIVERS[seed % DRIVERS.length]!;
      const hasDriver = state === 'accepted' || state === 'arriving' || state === 'in_progress';
      return {
        requestId,
        state,
        driver: hasDriver
          ? {
              ...driver,
              plate: `IL ${(seed % 9000) + 1000} RD`,
              etaMinutes: state === 'accepted' ? 6 : state === 'arriving' ? 1 : null,
            }
          : null,
        fare: state === 'completed' ? row.fareCents / 100 : null,
      };
    },

    async cancelRide(requestId) {
      const [row] = await db.select().from(simulatedRides).where(eq(simulatedRides.requestId, requestId));
      if (!row || row.cancelledAt) return;
      const state = stateAt(row, now());
      if (state === 'completed' || state === 'driver_canceled') return;
      await db
        .update(simulatedRides)
        .set({ cancelledAt: now() })
        .where(eq(simulatedRides.requestId, requestId));
    },

    async setDriverState({ runId, driverState }) {
      const updated = await db
        .update(simulatedRides)
        .set({ driverState, driverStateAt: now() })
        .where(eq(simulatedRides.requestId, runId))
        .returning({ id: simulatedRides.requestId });
      return updated.length === 1;
    },
  };
}

import type { Point } from '@shared/domain/locations.js';
import type { DriverState, RideState, UberProduct } from '@shared/domain/rides.js';

export interface RideProduct {
  productId: string;
  name: UberProduct;
  capacity: number;
}

/** Spec 001 §3 "Estimate". An empty answer (null) means the provider had nothing to offer. */
export interface RideEstimate {
  fare: number | null;
  fareId: string | null;
  productId: string;
  faresUnavailable: boolean;
  noCarsAvailable: boolean;
  miles: number;
  minutes: number;
}

interface RideStatus {
  requestId: string;
  state: RideState;
  driver: { name: string; car: string; plate: string; etaMinutes: number | null } | null;
  /** What the ride cost once completed, in dollars. */
  fare: number | null;
}

/** A ride-hailing service (spec 001 §7 "Trips and rides": uber/trip/estimate, uber/trip, sandbox). */
export interface RidesPort {
  products(at: Point): Promise<RideProduct[]>;
  estimate(input: { pickup: Point; dropoff: Point; productId: string }): Promise<RideEstimate | null>;
  /**
   * Orders a car for a quoted fare. The idempotency key makes a repeated call answer the first ride
   * instead of ordering a second car.
   */
  requestRide(input: {
    fareId: string;
    productId: string;
    pickup: Point;
    dropoff: Point;
    idempotencyKey: string;
  }): Promise<{ requestId: string; runId: string | null; state: RideState }>;
  getRide(requestId: string): Promise<RideStatus | null>;
  /** Cancels an ordered ride; cancelling one that is already over or unknown is not an error. */
  cancelRide(requestId: string): Promise<void>;
  /** Test runs only: moves the driver of a sandbox run to a state (ACCEPT and the rest). */
  setDriverState?(input: { runId: string; driverState: DriverState }): Promise<boolean>;
}

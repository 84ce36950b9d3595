import { distanceMiles, type Point } from './locations.js';

/**
 * Rides (spec 001 §3, §4 "Ride flow", §5 "Ride", §6, §9): reasons and their limit keys, who may take which
 * reason, where each reason may go, the fare cap, and the flow of the 'Uber' modal as a reducer.
 */

export const rideReasons = [
  'Flexible',
  'Road Test',
  'Trucking School',
  'Permit Test',
  'DOT Physical',
  'Career Services',
  'One Stop',
] as const;
export type RideReason = (typeof rideReasons)[number];

/** Spec 001 §3 "Ride reasons and limit keys": each reason's key in the limits config entry. */
export const limitKeyOf = {
  Flexible: 'flexRides',
  'Road Test': 'dotLicenseTest',
  'Trucking School': 'truckingSchool',
  'Permit Test': 'permit',
  'DOT Physical': 'dotPhysical',
  'Career Services': 'careerServices',
  'One Stop': 'workforceBoard',
} as const satisfies Record<RideReason, string>;
type LimitKey = (typeof limitKeyOf)[RideReason];
export type RideLimits = Record<LimitKey, number>;

/** The limits used when the config entry does not name a key (the spec does not give the values). */
export const DEFAULT_RIDE_LIMITS: RideLimits = {
  flexRides: 4,
  dotLicenseTest: 2,
  truckingSchool: 60,
  permit: 4,
  dotPhysical: 2,
  careerServices: 4,
  workforceBoard: 4,
};

/** Spec 001 §3 "Uber product ids". */
export const uberProducts = [
  'Uber X',
  'Green',
  'XL',
  'SUV',
  'Black',
  'Mid Tier',
  'Taxi',
  'Moto',
  'Business Item',
  'Rider Item',
  'Intercity',
] as const;
export type UberProduct = (typeof uberProducts)[number];
/** The product the program orders: the cheapest car for people. */
export const RIDE_PRODUCT: UberProduct = 'Uber X';

/** Spec 001 §9: an order is allowed only below 100 dollars. */
export const FARE_CAP_USD = 100;
export const isFareAllowed = (fare: number) => Number.isFinite(fare) && fare >= 0 && fare < FARE_CAP_USD;

/** Spec 001 §6 "Ride reasons by rank", in the order they are offered. */
export function reasonsForRank(rank: number, opts: { hasWorkBoardLink: boolean }): RideReason[] {
  const out: RideReason[] = [];
  if (rank === 3) out.push('DOT Physical', 'Permit Test');
  if (rank === 4) out.push('Trucking School', 'Road Test');
  if (rank === 5) out.push('Career Services');
  if (opts.hasWorkBoardLink && [3, 4, 5, 95].includes(rank)) out.push('One Stop');
  if ((rank >= 0 && rank <= 5) || (rank >= 95 && rank <= 99)) out.push('Flexible');
  return out;
}

/** Spec 001 §9: the configured limit minus completed rides with that reason, never below 0. */
export function remainingRides(
  limits: Partial<RideLimits>,
  completed: Partial<Record<RideReason, number>>,
): Record<RideReason, number> {
  const out = {} as Record<RideReason, number>;
  for (const reason of rideReasons) {
    const limit = limits[limitKeyOf[reason]] ?? DEFAULT_RIDE_LIMITS[limitKeyOf[reason]];
    out[reason] = Math.max(0, Math.floor(limit) - (completed[reason] ?? 0));
  }
  return out;
}

/** Where a reason may go: the student's school, the work board's offices, places of a type, or anywhere. */
export type DestinationRule =
  | { kind: 'school' }
  | { kind: 'workBoard' }
  | { kind: 'types'; types: ('dmv' | 'dotClinic' | 'workforceBoard')[]; andSchool: boolean }
  | { kind: 'anywhere' };

export const destinationRuleOf: Record<RideReason, DestinationRule> = {
  'Trucking School': { kind: 'school' },
  'One Stop': { kind: 'workBoard' },
  'Road Test': { kind: 'types', types: ['dmv'], andSchool: true },
  'Permit Test': { kind: 'types', types: ['dmv'], andSchool: false },
  'DOT Physical': { kind: 'types', types: ['dotClinic'], andSchool: false },
  'Career Services': { kind: 'types', types: ['workforceBoard'], andSchool: false },
  Flexible: { kind: 'anywhere' },
};

/**
 * A place a ride starts or ends: the student's home, a program location, one of the student's
 * coach-approved places, or (Flexible only) an address typed in, which needs a coach's approval.
 */
export type PlaceRef =
  | { kind: 'home' }
  | { kind: 'location'; id: string }
  | { kind: 'approved'; id: string }
  | { kind: 'custom'; name: string; address: string; city: string; state: string; zip: string };

export interface Place extends Point {
  ref: PlaceRef;
  name: string;
  address: string;
}

export function placeKey(ref: PlaceRef): string {
  switch (ref.kind) {
    case 'home':
      return 'home';
    case 'location':
    case 'approved':
      return `${ref.kind}:${ref.id}`;
    case 'custom':
      return `custom:${[ref.address, ref.city, ref.state, ref.zip].map((s) => s.trim().toLowerCase()).join('|')}`;
  }
}

const samePlace = (a: { ref: PlaceRef } | null, b: { ref: PlaceRef } | null) =>
  Boolean(a && b && placeKey(a.ref) === placeKey(b.ref));

export type RideCheck =
  | { ok: true; needsApproval: boolean }
  | { ok: false; problem: 'samePlace' | 'wrongDestination' | 'customNotFlexible' };

/**
 * Whether a ride between two places fits its reason (spec 001 §5, §6). `allowed` are the keys of the
 * reason's destinations. A limited reason goes to or from one of them, and its other end is the
 * student's home, an approved place or another of them. Flexible goes anywhere; a typed-in address
 * needs a coach's approval.
 */
export function checkRide(
  reason: RideReason,
  pickup: PlaceRef,
  dropoff: PlaceRef,
  allowed: ReadonlySet<string>,
): RideCheck {
  const [a, b] = [placeKey(pickup), placeKey(dropoff)];
  if (a === b) return { ok: false, problem: 'samePlace' };
  const custom = pickup.kind === 'custom' || dropoff.kind === 'custom';
  if (reason === 'Flexible') return { ok: true, needsApproval: custom };
  if (custom) return { ok: false, problem: 'customNotFlexible' };
  const homeLike = (ref: PlaceRef) => ref.kind === 'home' || ref.kind === 'approved';
  const fits =
    (allowed.has(a) && (allowed.has(b) || homeLike(dropoff))) ||
    (allowed.has(b) && (allowed.has(a) || homeLike(pickup)));
  return fits ? { ok: true, needsApproval: false } : { ok: false, problem: 'wrongDestination' };
}

/** Spec 000 §9: one location request a day, by the date of the last submission. */
const LOCATION_REQUEST_THROTTLE_MS = 86_400_000;
export function isLocationRequestThrottled(lastSubmittedAt: Date | null, now: Date): boolean {
  return lastSubmittedAt !== null && now.getTime() - lastSubmittedAt.getTime() < LOCATION_REQUEST_THROTTLE_MS;
}

// ---------------------------------------------------------------------------------------------------
// The simulated provider's fare formula, shared so the estimate a student sees is the one the server uses.

export interface FareFormula {
  baseUsd: number;
  perMileUsd: number;
  perMinuteUsd: number;
  minimumUsd: number;
  /** Road miles per straight-line mile. */
  roadFactor: number;
  /** Average city speed. */
  mph: number;
}

export const DEFAULT_FARE: FareFormula = {
  baseUsd: 2.5,
  perMileUsd: 1.2,
  perMinuteUsd: 0.3,
  minimumUsd: 8,
  roadFactor: 1.3,
  mph: 28,
};

export function tripFor(from: Point, to: Point, formula: FareFormula = DEFAULT_FARE) {
  const miles = distanceMiles(from, to) * formula.roadFactor;
  const minutes = (miles / formula.mph) * 60;
  const raw = formula.baseUsd + miles * formula.perMileUsd + minutes * formula.perMinuteUsd;
  const fare = Math.round(Math.max(formula.minimumUsd, raw) * 100) / 100;
  return { miles: Math.round(miles * 10) / 10, minutes: Math.round(minutes), fare };
}

// ---------------------------------------------------------------------------------------------------
// The 'Uber' modal's screens (spec 001 §2 "Uber ride modal", §4 "Ride flow").

export type RideScreen =
  | 'Uber Ride Reason'
  | 'Uber Start Location'
  | 'Uber Start Location Approved'
  | 'Uber End Location'
  | 'Uber End Location Approved'
  | 'Confirmation'
  | 'Uber Ride In Progress'
  | 'No Cars Available'
  | 'Uber Ride Details'
  | 'Uber Ride Approval';

export type RideOverlay = 'failure' | 'tooExpensive' | 'coachAsked' | null;

export interface RideFlowState {
  screen: RideScreen;
  /** Screens behind the current one, oldest first. */
  history: RideScreen[];
  entryPoint: Place | null;
  reason: RideReason | null;
  pickup: Place | null;
  dropoff: Place | null;
  overlay: RideOverlay;
  /** The ordered (or waiting) trip this flow ended with. */
  tripId: string | null;
}

type SubmitOutcome =
  | { kind: 'noReason' }
  | { kind: 'noCars' }
  | { kind: 'tooExpensive' }
  | { kind: 'ordered'; tripId: string }
  | { kind: 'needsApproval'; tripId: string }
  | { kind: 'failed' };

export type RideAction =
  | { type: 'open'; entryPoint?: Place | null; reason?: RideReason | null; activeTripId?: string | null }
  | { type: 'chooseReason'; reason: RideReason }
  | { type: 'setPickup'; place: Place | null }
  | { type: 'setDropoff'; place: Place | null }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'edit'; which: 'pickup' | 'dropoff' }
  | { type: 'submitted'; outcome: SubmitOutcome }
  | { type: 'coachAsked' }
  | { type: 'dismissOverlay' }
  | { type: 'reset' };

export function initialRideFlow(
  opts: { entryPoint?: Place | null; reason?: RideReason | null; activeTripId?: string | null } = {},
): RideFlowState {
  const entryPoint = opts.entryPoint ?? null;
  const base: RideFlowState = {
    screen: entryPoint ? 'Uber Start Location' : 'Uber Ride Reason',
    history: [],
    entryPoint,
    reason: opts.reason ?? null,
    pickup: null,
    dropoff: null,
    overlay: null,
    tripId: null,
  };
  // While a trip is active, In Progress is shown instead of the flow.
  return opts.activeTripId ? { ...base, screen: 'Uber Ride In Progress', tripId: opts.activeTripId } : base;
}

/** Spec 001 §4: Back is hidden on Approval, In Progress, No Cars Available, Ride Reason and on Start Location except for Flexible. */
export function canGoBack(state: RideFlowState): boolean {
  if (state.history.length === 0) return false;
  switch (state.screen) {
    case 'Uber Ride Approval':
    case 'Uber Ride In Progress':
    case 'No Cars Available':
    case 'Uber Ride Reason':
      return false;
    case 'Uber Start Location':
      return state.reason === 'Flexible';
    default:
      return true;
  }
}

/** Spec 001 §5: Continue stays disabled ('Complete required fields') until what the screen asks is chosen. */
export function canContinue(state: RideFlowState): boolean {
  switch (state.screen) {
    case 'Uber Ride Reason':
      return state.reason !== null;
    case 'Uber Start Location':
      return state.pickup !== null;
    case 'Uber End Location':
      return state.dropoff !== null && !samePlace(state.pickup, state.dropoff);
    case 'Uber Ride Details':
      return state.pickup !== null && state.dropoff !== null && !samePlace(state.pickup, state.dropoff);
    case 'Uber Start Location Approved':
    case 'Uber End Location Approved':
      return true;
    case 'Confirmation':
      return state.reason !== null && state.pickup !== null && state.dropoff !== null;
    default:
      return false;
  }
}

function nextScreen(state: RideFlowState): RideScreen | null {
  if (!canContinue(state)) return null;
  switch (state.screen) {
    case 'Uber Ride Reason':
      return 'Uber Start Location';
    case 'Uber Start Location':
      return samePlace(state.pickup, state.entryPoint) ? 'Uber Start Location Approved' : 'Uber End Location';
    case 'Uber Start Location Approved':
      return 'Uber End Location';
    case 'Uber End Location':
      return samePlace(state.dropoff, state.entryPoint) ? 'Uber End Location Approved' : 'Confirmation';
    case 'Uber End Location Approved':
    case 'Uber Ride Details':
      return 'Confirmation';
    default:
      return null;
  }
}

const go = (state: RideFlowState, screen: RideScreen): RideFlowState => ({
  ...state,
  history: [...state.history, state.screen],
  screen,
});

export function rideFlow(state: RideFlowState, action: RideAction): RideFlowState {
  switch (action.type) {
    case 'open':
      return initialRideFlow(action);
    case 'reset':
      return initialRideFlow({
        entryPoint: state.entryPoint,
        reason: state.entryPoint ? state.reason : null,
      });
    case 'chooseReason':
      if (state.screen !== 'Uber Ride Reason') return state;
      return { ...state, reason: action.reason };
    case 'setPickup':
      if (state.screen !== 'Uber Start Location' && state.screen !== 'Uber Ride Details') return state;
      return { ...state, pickup: action.place };
    case 'setDropoff':
      if (state.screen !== 'Uber End Location' && state.screen !== 'Uber Ride Details') return state;
      return { ...state, dropoff: action.place };
    case 'continue': {
      const next = nextScreen(state);
      return next ? go(state, next) : state;
    }
    case 'back': {
      if (!canGoBack(state)) return state;
      const history = state.history.slice(0, -1);
      return { ...state, screen: state.history[state.history.length - 1]!, history, overlay: null };
    }
    case 'edit':
      if (state.screen !== 'Confirmation') return state;
      if (state.reason === 'Flexible') return go(state, 'Uber Ride Details');
      return go(state, action.which === 'pickup' ? 'Uber Start Location' : 'Uber End Location');
    case 'submitted':
      if (state.screen !== 'Confirmation') return state;
      switch (action.outcome.kind) {
        case 'noReason':
        case 'failed':
          return { ...state, overlay: 'failure' };
        case 'tooExpensive':
          return { ...state, overlay: 'tooExpensive' };
        case 'noCars':
          return { ...go(state, 'No Cars Available'), overlay: null };
        case 'ordered':
          return { ...go(state, 'Uber Ride In Progress'), overlay: null, tripId: action.outcome.tripId };
        case 'needsApproval':
          return { ...go(state, 'Uber Ride Approval'), overlay: null, tripId: action.outcome.tripId };
      }
      return state;
    case 'coachAsked':
      return state.overlay === 'tooExpensive' ? { ...state, overlay: 'coachAsked' } : state;
    case 'dismissOverlay':
      return { ...state, overlay: null };
  }
}

/** Trip and ride statuses (spec 001 §3 "Trip"), plus the provider's ride states the portal follows. */
export const tripStatuses = ['APPROVED', 'NEEDS_APPROVAL', 'CANCELLED', 'DECLINED'] as const;
export type TripStatus = (typeof tripStatuses)[number];
export const rideStates = [
  'ordering',
  'processing',
  'accepted',
  'arriving',
  'in_progress',
  'completed',
  'rider_canceled',
  'driver_canceled',
  'no_drivers_available',
] as const;
export type RideState = (typeof rideStates)[number];
export const isRideOver = (s: RideState) =>
  s === 'completed' || s === 'rider_canceled' || s === 'driver_canceled' || s === 'no_drivers_available';

/** Sandbox driver states (spec 001 §4: "the sandbox driver state is set to ACCEPT") and the ride state each gives. */
export const driverStates = ['ACCEPT', 'ARRIVE', 'BEGIN', 'END', 'CANCEL'] as const;
export type DriverState = (typeof driverStates)[number];
export const rideStateOfDriver: Record<DriverState, RideState> = {
  ACCEPT: 'accepted',
  ARRIVE: 'arriving',
  BEGIN: 'in_progress',
  END: 'completed',
  CANCEL: 'driver_canceled',
};

/** The short list a coach picks a decline reason from (or writes their own). */
export const declineReasons = ['notProgram', 'tooFar', 'addressWrong', 'otherRide'] as const;

import { describe, expect, it } from 'vitest';
import { buildChecklist } from '@shared/domain/checklist';
import {
  canContinue,
  canGoBack,
  checkRide,
  FARE_CAP_USD,
  initialRideFlow,
  isFareAllowed,
  isLocationRequestThrottled,
  limitKeyOf,
  placeKey,
  reasonsForRank,
  remainingRides,
  rideFlow,
  rideReasons,
  tripFor,
  type Place,
  type RideAction,
  type RideFlowState,
} from '@shared/domain/rides';

const place = (id: string, kind: 'location' | 'approved' = 'location'): Place => ({
  ref: { kind, id },
  name: id,
  address: `${id} street`,
  latitude: 41.8,
  longitude: -87.7,
});
const home: Place = {
  ref: { kind: 'home' },
  name: 'Home',
  address: 'home',
  latitude: 41.85,
  longitude: -87.71,
};
const school = place('school');
const run = (state: RideFlowState, ...actions: RideAction[]) => actions.reduce(rideFlow, state);

describe('ride reasons by rank (spec 001 §6)', () => {
  const cases: [number, boolean, string[]][] = [
    [0, false, ['Flexible']],
    [1, true, ['Flexible']],
    [2, true, ['Flexible']],
    [3, false, ['DOT Physical', 'Permit Test', 'Flexible']],
    [3, true, ['DOT Physical', 'Permit Test', 'One Stop', 'Flexible']],
    [4, false, ['Trucking School', 'Road Test', 'Flexible']],
    [4, true, ['Trucking School', 'Road Test', 'One Stop', 'Flexible']],
    [5, true, ['Career Services', 'One Stop', 'Flexible']],
    [95, true, ['One Stop', 'Flexible']],
    [95, false, ['Flexible']],
    [96, true, ['Flexible']],
    [99, true, ['Flexible']],
    [100, true, []],
    [6, true, []],
    [-1, false, []],
  ];
  it.each(cases)('rank %i with board link %s', (rank, link, expected) => {
    expect(reasonsForRank(rank, { hasWorkBoardLink: link })).toEqual(expected);
  });

  it('names each reason by its limit key', () => {
    expect(limitKeyOf).toEqual({
      Flexible: 'flexRides',
      'Road Test': 'dotLicenseTest',
      'Trucking School': 'truckingSchool',
      'Permit Test': 'permit',
      'DOT Physical': 'dotPhysical',
      'Career Services': 'careerServices',
      'One Stop': 'workforceBoard',
    });
  });
});

describe('rides left (spec 001 §9)', () => {
  it('is the configured limit minus completed rides, never below 0', () => {
    const left = remainingRides({ truckingSchool: 3, flexRides: 1 }, { 'Trucking School': 1, Flexible: 4 });
    expect(left['Trucking School']).toBe(2);
    expect(left.Flexible).toBe(0);
  });
  it('uses the default for a key the config leaves out', () => {
    const left = remainingRides({}, {});
    for (const reason of rideReasons) expect(left[reason]).toBeGreaterThan(0);
  });
});

describe('the fare cap (spec 001 §9)', () => {
  it('allows only fares below $100', () => {
    expect(FARE_CAP_USD).toBe(100);
    expect(isFareAllowed(99.99)).toBe(true);
    expect(isFareAllowed(100)).toBe(false);
    expect(isFareAllowed(250)).toBe(false);
    expect(isFareAllowed(Number.NaN)).toBe(false);
    expect(isFareAllowed(-1)).toBe(false);
  });
  it('prices a ride from its distance, with a minimum fare', () => {
    const near = tripFor({ latitude: 41.85, longitude: -87.71 }, { latitude: 41.8151, longitude: -87.7237 });
    const far = tripFor({ latitude: 41.851, longitude: -87.7137 }, { latitude: 42.2894, longitude: -89.123 });
    expect(near.fare).toBeGreaterThanOrEqual(8);
    expect(near.fare).toBeLessThan(20);
    expect(far.fare).toBeGreaterThan(100);
    expect(far.miles).toBeGreaterThan(near.miles);
  });
});

describe('where a reason may go (spec 001 §5, §6)', () => {
  const allowed = new Set([placeKey(school.ref)]);
  it('takes a limited reason to or from one of its places, from home or an approved place', () => {
    expect(checkRide('Trucking School', home.ref, school.ref, allowed)).toEqual({
      ok: true,
      needsApproval: false,
    });
    expect(checkRide('Trucking School', school.ref, home.ref, allowed).ok).toBe(true);
    expect(checkRide('Trucking School', place('mine', 'approved').ref, school.ref, allowed).ok).toBe(true);
  });
  it('refuses a limited reason elsewhere', () => {
    expect(checkRide('Trucking School', home.ref, place('dmv').ref, allowed)).toEqual({
      ok: false,
      problem: 'wrongDestination',
    });
    expect(checkRide('Trucking School', place('dmv').ref, place('clinic').ref, allowed).ok).toBe(false);
    expect(checkRide('Trucking School', home.ref, place('mine', 'approved').ref, allowed).ok).toBe(false);
  });
  it('refuses the same place at both ends', () => {
    expect(checkRide('Flexible', home.ref, home.ref, allowed)).toEqual({ ok: false, problem: 'samePlace' });
  });
  const custom = {
    kind: 'custom',
    name: 'X',
    address: '1 Main',
    city: 'Chicago',
    state: 'IL',
    zip: '60601',
  } as const;
  it('lets Flexible go anywhere; a typed-in place needs approval', () => {
    expect(checkRide('Flexible', home.ref, place('dmv').ref, new Set())).toEqual({
      ok: true,
      needsApproval: false,
    });
    expect(checkRide('Flexible', home.ref, custom, new Set())).toEqual({ ok: true, needsApproval: true });
    expect(checkRide('Trucking School', home.ref, custom, allowed)).toEqual({
      ok: false,
      problem: 'customNotFlexible',
    });
  });
  it('treats typed-in addresses alike whatever their case and spaces', () => {
    expect(placeKey(custom)).toBe(placeKey({ ...custom, address: ' 1 MAIN ', city: 'chicago' }));
  });
});

describe('checklist items that offer a ride', () => {
  const rider = {
    waitlistBoard: null,
    hasFundingRecord: true,
    wfp: true,
    uberAccessEnabled: true,
    stipendSp: true,
  };
  const item = (url: string, type: string, conditions: Record<string, unknown> | null) =>
    buildChecklist(
      [{ name: url, url, type, order: 1, subtext: null, cta: null, conditions, completes: 'auto' }],
      rider,
      new Set(),
    )[0]!;

  it.each(rideReasons)('carries the ride reason %s the step declares', (reason) => {
    expect(item('/program/school/any_ride', 'uber', { ride: reason }).ride).toBe(reason);
  });

  it('offers no ride for a step that declares none, whatever its address', () => {
    expect(item('/program/school/uber_road_test', 'link', null).ride).toBeNull();
    expect(item('/program/school/uber', 'uber', { ride: 'Taxi' }).ride).toBeNull();
  });
});

describe('location request throttle (spec 000 §9)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('holds for a day after the last submission', () => {
    expect(isLocationRequestThrottled(null, now)).toBe(false);
    expect(isLocationRequestThrottled(new Date('2026-11-21T12:00:01Z'), now)).toBe(true);
    expect(isLocationRequestThrottled(new Date('2026-11-21T12:00:00Z'), now)).toBe(false);
  });
});

describe('the ride flow (spec 001 §4 "Ride flow")', () => {
  it('starts at Ride Reason without an entry point, at Start Location with one', () => {
    expect(initialRideFlow().screen).toBe('Uber Ride Reason');
    expect(initialRideFlow({ entryPoint: school, reason: 'Trucking School' })).toMatchObject({
      screen: 'Uber Start Location',
      reason: 'Trucking School',
    });
  });

  it('shows In Progress instead of the flow while a trip is active', () => {
    expect(initialRideFlow({ entryPoint: school, activeTripId: 't1' })).toMatchObject({
      screen: 'Uber Ride In Progress',
      tripId: 't1',
    });
    expect(rideFlow(initialRideFlow(), { type: 'open', activeTripId: 't2' }).screen).toBe(
      'Uber Ride In Progress',
    );
  });

  it('needs a reason before Start Location', () => {
    const s = initialRideFlow();
    expect(canContinue(s)).toBe(false);
    expect(rideFlow(s, { type: 'continue' })).toBe(s);
    const chosen = run(s, { type: 'chooseReason', reason: 'Flexible' }, { type: 'continue' });
    expect(chosen.screen).toBe('Uber Start Location');
    expect(chosen.history).toEqual(['Uber Ride Reason']);
  });

  it('goes home → End Location → End Location Approved → Confirmation when the drop-off is the entry point', () => {
    const s = run(
      initialRideFlow({ entryPoint: school, reason: 'Trucking School' }),
      { type: 'setPickup', place: home },
      { type: 'continue' },
    );
    expect(s.screen).toBe('Uber End Location');
    expect(canContinue(s)).toBe(false);
    const end = run(s, { type: 'setDropoff', place: school }, { type: 'continue' });
    expect(end.screen).toBe('Uber End Location Approved');
    const confirm = rideFlow(end, { type: 'continue' });
    expect(confirm.screen).toBe('Confirmation');
    expect(confirm.history).toEqual([
      'Uber Start Location',
      'Uber End Location',
      'Uber End Location Approved',
    ]);
    expect(canContinue(confirm)).toBe(true);
  });

  it('goes to Start Location Approved when the pickup is the entry point, then End Location and Confirmation', () => {
    const s = run(
      initialRideFlow({ entryPoint: school, reason: 'Trucking School' }),
      { type: 'setPickup', place: school },
      { type: 'continue' },
    );
    expect(s.screen).toBe('Uber Start Location Approved');
    const end = run(s, { type: 'continue' });
    expect(end.screen).toBe('Uber End Location');
    // The drop-off cannot be the pickup.
    expect(canContinue(rideFlow(end, { type: 'setDropoff', place: school }))).toBe(false);
    const confirm = run(end, { type: 'setDropoff', place: home }, { type: 'continue' });
    expect(confirm.screen).toBe('Confirmation');
  });

  it('walks Back through the history and hides it where the spec hides it', () => {
    const reason = initialRideFlow();
    expect(canGoBack(reason)).toBe(false);
    const flexStart = run(reason, { type: 'chooseReason', reason: 'Flexible' }, { type: 'continue' });
    expect(canGoBack(flexStart)).toBe(true);
    expect(rideFlow(flexStart, { type: 'back' }).screen).toBe('Uber Ride Reason');

    const schoolStart = run(
      reason,
      { type: 'chooseReason', reason: 'Trucking School' },
      { type: 'continue' },
    );
    expect(schoolStart.screen).toBe('Uber Start Location');
    expect(canGoBack(schoolStart)).toBe(false);
    expect(rideFlow(schoolStart, { type: 'back' })).toBe(schoolStart);

    const end = run(schoolStart, { type: 'setPickup', place: home }, { type: 'continue' });
    expect(canGoBack(end)).toBe(true);
    const back = rideFlow(end, { type: 'back' });
    expect(back.screen).toBe('Uber Start Location');
    expect(back.history).toEqual(['Uber Ride Reason']);
    expect(back.pickup).toBe(home);
  });

  const confirmation = (reason: 'Flexible' | 'Trucking School') =>
    run(
      initialRideFlow({ entryPoint: school, reason }),
      { type: 'setPickup', place: home },
      { type: 'continue' },
      { type: 'setDropoff', place: school },
      { type: 'continue' },
      { type: 'continue' },
    );

  it('edits pickup or drop-off from Confirmation: Start or End Location, or Ride Details for Flexible', () => {
    const c = confirmation('Trucking School');
    expect(c.screen).toBe('Confirmation');
    expect(rideFlow(c, { type: 'edit', which: 'pickup' }).screen).toBe('Uber Start Location');
    expect(rideFlow(c, { type: 'edit', which: 'dropoff' }).screen).toBe('Uber End Location');
    const f = confirmation('Flexible');
    const details = rideFlow(f, { type: 'edit', which: 'dropoff' });
    expect(details.screen).toBe('Uber Ride Details');
    expect(canGoBack(details)).toBe(true);
    const changed = run(details, { type: 'setDropoff', place: place('dmv') }, { type: 'continue' });
    expect(changed.screen).toBe('Confirmation');
    expect(changed.dropoff?.name).toBe('dmv');
    // Editing is only from Confirmation.
    const start = initialRideFlow({ entryPoint: school });
    expect(rideFlow(start, { type: 'edit', which: 'pickup' })).toBe(start);
  });

  it('turns each submit outcome into its screen or overlay', () => {
    const c = confirmation('Trucking School');
    expect(rideFlow(c, { type: 'submitted', outcome: { kind: 'noReason' } }).overlay).toBe('failure');
    expect(rideFlow(c, { type: 'submitted', outcome: { kind: 'failed' } }).overlay).toBe('failure');
    const noCars = rideFlow(c, { type: 'submitted', outcome: { kind: 'noCars' } });
    expect(noCars.screen).toBe('No Cars Available');
    expect(canGoBack(noCars)).toBe(false);
    const pricey = rideFlow(c, { type: 'submitted', outcome: { kind: 'tooExpensive' } });
    expect(pricey).toMatchObject({ screen: 'Confirmation', overlay: 'tooExpensive' });
    expect(rideFlow(pricey, { type: 'coachAsked' }).overlay).toBe('coachAsked');
    expect(rideFlow(c, { type: 'coachAsked' }).overlay).toBeNull();
    expect(rideFlow(pricey, { type: 'dismissOverlay' }).overlay).toBeNull();
    const ordered = rideFlow(c, { type: 'submitted', outcome: { kind: 'ordered', tripId: 'trip-1' } });
    expect(ordered).toMatchObject({ screen: 'Uber Ride In Progress', tripId: 'trip-1' });
    expect(canGoBack(ordered)).toBe(false);
    const waiting = rideFlow(c, { type: 'submitted', outcome: { kind: 'needsApproval', tripId: 'trip-2' } });
    expect(waiting.screen).toBe('Uber Ride Approval');
    expect(canGoBack(waiting)).toBe(false);
    // A submit anywhere but Confirmation changes nothing.
    const start = initialRideFlow();
    expect(rideFlow(start, { type: 'submitted', outcome: { kind: 'noCars' } })).toBe(start);
  });

  it('resets to the start, keeping the entry point of the Ride button it came from', () => {
    const ordered = rideFlow(confirmation('Trucking School'), {
      type: 'submitted',
      outcome: { kind: 'ordered', tripId: 't' },
    });
    const reset = rideFlow(ordered, { type: 'reset' });
    expect(reset).toEqual(initialRideFlow({ entryPoint: school, reason: 'Trucking School' }));
    const fromMenu = run(initialRideFlow(), { type: 'chooseReason', reason: 'Flexible' }, { type: 'reset' });
    expect(fromMenu).toEqual(initialRideFlow());
  });

  it('ignores choices made on screens that do not ask for them', () => {
    const start = initialRideFlow({ entryPoint: school });
    expect(rideFlow(start, { type: 'chooseReason', reason: 'Flexible' })).toBe(start);
    expect(rideFlow(start, { type: 'setDropoff', place: home })).toBe(start);
    const reason = initialRideFlow();
    expect(rideFlow(reason, { type: 'setPickup', place: home })).toBe(reason);
  });
});

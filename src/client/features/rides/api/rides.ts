import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LocationRequestBody, RideBody } from '@shared/contracts/rides';
import {
  approveFlexibleRide,
  approveRideLocation,
  askCoachAboutRide,
  cancelRide,
  cancelTrip,
  declineFlexibleRide,
  declineRideAccess,
  declineRideLocation,
  enableRideAccess,
  estimateRide,
  getRideOptions,
  getRideSpendingFlag,
  getTotalSpending,
  getTrip,
  listActiveTrips,
  listRideLocationRequests,
  listRideQueue,
  requestFlexibleRide,
  requestRide,
  requestRideAccess,
  requestRideLocation,
} from '@shared/contracts/rides.endpoints';
import { isRideOver } from '@shared/domain/rides';
import { call } from '@client/lib/api';
import { sessionKey } from '@client/lib/session';

const optionsKey = ['uber', 'options'] as const;
const activeKey = ['trips', 'active'] as const;
const locationKey = ['uber', 'locationRequests'] as const;
/** How often a live ride's status is asked for: small answers, only while the ride screen is open. */
const POLL_MS = 5_000;

export function useRideOptions() {
  return useQuery({ queryKey: optionsKey, queryFn: () => call(getRideOptions, {}) });
}

export function useActiveTrips(enabled = true) {
  return useQuery({
    queryKey: activeKey,
    queryFn: () => call(listActiveTrips, {}),
    enabled,
    staleTime: 0,
  });
}

/** One trip, polled while its ride is live so In Progress shows the driver's progress. */
export function useTrip(id: string | null) {
  return useQuery({
    queryKey: ['trip', id],
    queryFn: () => call(getTrip, { params: { id: id! } }),
    enabled: Boolean(id),
    refetchInterval: (query) => {
      const state = query.state.data?.rideState;
      return state && isRideOver(state) ? false : POLL_MS;
    },
    refetchIntervalInBackground: false,
  });
}

export function useRideSpendingFlag() {
  return useQuery({
    queryKey: ['flags'],
    queryFn: () => call(getRideSpendingFlag, {}),
    staleTime: 60 * 60_000,
  });
}

export function useTotalSpending(enabled: boolean) {
  return useQuery({
    queryKey: ['trips', 'totalSpending'],
    queryFn: () => call(getTotalSpending, {}),
    enabled,
    retry: false,
  });
}

export function useEstimate() {
  return useMutation({
    mutationFn: (body: RideBody) => call(estimateRide, { body }),
  });
}

function useAfterRideChange() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: activeKey }),
      client.invalidateQueries({ queryKey: optionsKey }),
      client.invalidateQueries({ queryKey: ['trips'] }),
    ]);
}

/** Orders a car; the key is made once per ride the student confirms, so retries order nothing new. */
export function useOrderRide() {
  const after = useAfterRideChange();
  return useMutation({
    mutationFn: ({ body, key }: { body: RideBody; key: string }) =>
      call(requestRide, { body }, { idempotencyKey: key }),
    onSuccess: after,
  });
}

export function usePostTrip() {
  const after = useAfterRideChange();
  return useMutation({
    mutationFn: ({ body, key }: { body: RideBody; key: string }) =>
      call(requestFlexibleRide, { body }, { idempotencyKey: key }),
    onSuccess: after,
  });
}

/** Cancel: delete the ride at the provider, then mark the trip CANCELLED (spec 001 §4). */
export function useCancelTrip() {
  const after = useAfterRideChange();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(cancelRide, { params: { id } });
      return call(cancelTrip, { body: { where: { id }, update: { status: 'CANCELLED' } } });
    },
    onSuccess: async (trip) => {
      client.setQueryData(['trip', trip.id], trip);
      await after();
    },
  });
}

export function useAskCoach() {
  return useMutation({
    mutationFn: ({ body, key }: { body: RideBody & { fare: number | null }; key: string }) =>
      call(askCoachAboutRide, { body }, { idempotencyKey: key }),
  });
}

export function useRequestAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (justification: string) => call(requestRideAccess, { body: { reason: justification } }),
    onSuccess: () => client.invalidateQueries({ queryKey: optionsKey }),
  });
}

export function useLocationRequests() {
  return useQuery({
    queryKey: locationKey,
    queryFn: () => call(listRideLocationRequests, {}),
  });
}

export function useRequestLocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LocationRequestBody) => call(requestRideLocation, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: locationKey }),
  });
}

const staffKey = ['admin', 'rides'] as const;

export function useStaffRides() {
  return useQuery({ queryKey: staffKey, queryFn: () => call(listRideQueue, {}) });
}

export type RideDecision =
  | { kind: 'access'; id: string; verb: 'enable' }
  | { kind: 'locations' | 'trips'; id: string; verb: 'approve' }
  | { kind: 'access' | 'locations' | 'trips'; id: string; verb: 'decline'; reason: string };

/** Each staff decision's endpoint, by what is decided. */
const approvals = {
  access: enableRideAccess,
  locations: approveRideLocation,
  trips: approveFlexibleRide,
} as const;
const declines = {
  access: declineRideAccess,
  locations: declineRideLocation,
  trips: declineFlexibleRide,
} as const;

function decide(d: RideDecision) {
  const params = { id: d.id };
  if (d.verb === 'decline') return call(declines[d.kind], { params, body: { reason: d.reason } });
  return call(approvals[d.kind], { params });
}

export function useRideDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: staffKey }),
        client.invalidateQueries({ queryKey: sessionKey }),
      ]),
  });
}

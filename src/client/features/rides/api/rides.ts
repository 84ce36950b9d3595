import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EstimateResponse,
  LocationRequestBody,
  LocationRequestState,
  RideBody,
  RideOptions,
  StaffRides,
  Trip,
} from '@shared/contracts/rides';
import { isRideOver } from '@shared/domain/rides';
import { api } from '@client/lib/api';
import { sessionKey } from '@client/lib/session';

const optionsKey = ['uber', 'options'] as const;
const activeKey = ['trips', 'active'] as const;
const locationKey = ['uber', 'locationRequests'] as const;
/** How often a live ride's status is asked for: small answers, only while the ride screen is open. */
const POLL_MS = 5_000;

export function useRideOptions() {
  return useQuery({ queryKey: optionsKey, queryFn: () => api<RideOptions>('GET', '/uber/options') });
}

export function useActiveTrips(enabled = true) {
  return useQuery({
    queryKey: activeKey,
    queryFn: () => api<Trip[]>('GET', '/trips/active'),
    enabled,
    staleTime: 0,
  });
}

/** One trip, polled while its ride is live so In Progress shows the driver's progress. */
export function useTrip(id: string | null) {
  return useQuery({
    queryKey: ['trip', id],
    queryFn: () => api<Trip>('GET', `/trip/${id}`),
    enabled: Boolean(id),
    refetchInterval: (query) => {
      const state = query.state.data?.rideState;
      return state && isRideOver(state) ? false : POLL_MS;
    },
    refetchIntervalInBackground: false,
  });
}

export function useFlags() {
  return useQuery({
    queryKey: ['flags'],
    queryFn: () => api<{ rideSpending: boolean }>('GET', '/flags'),
    staleTime: 60 * 60_000,
  });
}

export function useTotalSpending(enabled: boolean) {
  return useQuery({
    queryKey: ['trips', 'totalSpending'],
    queryFn: () => api<{ totalSpending: number }>('GET', '/trips/totalSpending'),
    enabled,
    retry: false,
  });
}

export function useEstimate() {
  return useMutation({
    mutationFn: (body: RideBody) => api<EstimateResponse>('POST', '/uber/trip/estimate', { body }),
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
      api<Trip>('POST', '/uber/trip', { body, idempotencyKey: key }),
    onSuccess: after,
  });
}

export function usePostTrip() {
  const after = useAfterRideChange();
  return useMutation({
    mutationFn: ({ body, key }: { body: RideBody; key: string }) =>
      api<Trip>('POST', '/trip', { body, idempotencyKey: key }),
    onSuccess: after,
  });
}

/** Cancel: delete the ride at the provider, then mark the trip CANCELLED (spec 001 §4). */
export function useCancelTrip() {
  const after = useAfterRideChange();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api<Trip>('DELETE', `/uber/trip/${id}`);
      return api<Trip>('PATCH', '/trip', { body: { where: { id }, update: { status: 'CANCELLED' } } });
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
      api<{ message: string }>('POST', '/uber/askCoach', { body, idempotencyKey: key }),
  });
}

export function useRequestAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => api<{ message: string }>('POST', '/uber/access', { body: { reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: optionsKey }),
  });
}

export function useLocationRequests() {
  return useQuery({
    queryKey: locationKey,
    queryFn: () => api<LocationRequestState>('GET', '/uber/locationRequests'),
  });
}

export function useRequestLocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LocationRequestBody) =>
      api<{ message: string }>('POST', '/uber/locationRequests', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: locationKey }),
  });
}

const staffKey = ['admin', 'rides'] as const;

export function useStaffRides() {
  return useQuery({ queryKey: staffKey, queryFn: () => api<StaffRides>('GET', '/admin/rides') });
}

export type RideDecision =
  | { kind: 'access'; id: string; verb: 'enable' | 'decline' }
  | { kind: 'locations' | 'trips'; id: string; verb: 'approve' | 'decline' };

export function useRideDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: RideDecision) =>
      api<{ id: string; status: string }>('POST', `/admin/rides/${d.kind}/${d.id}/${d.verb}`),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: staffKey }),
        client.invalidateQueries({ queryKey: sessionKey }),
      ]),
  });
}

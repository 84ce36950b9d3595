import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '@shared/contracts/endpoint';
import type { NearbyLocations } from '@shared/contracts/locations';
import {
  listNearbyLocations,
  requestAddressChange,
  setPreferredLocation,
} from '@shared/contracts/locations.endpoints';
import { LOCATION_CACHE_MS, type LocationType } from '@shared/domain/locations';
import { call } from '@client/lib/api';

const nearbyKey = (type: LocationType) => ['locations', 'byType', type] as const;

/** Nearby places of a type; kept for a week (spec 001 §7 "location cache is one week"). */
export function useNearby(type: LocationType) {
  return useQuery({
    queryKey: nearbyKey(type),
    queryFn: () => call(listNearbyLocations, { body: { type } }),
    staleTime: LOCATION_CACHE_MS,
    gcTime: LOCATION_CACHE_MS,
  });
}

export function usePrefer(type: LocationType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (locationId: string) => call(setPreferredLocation, { body: { type, locationId } }),
    onSuccess: ({ locationId }) =>
      client.setQueryData<NearbyLocations>(nearbyKey(type), (old) =>
        old
          ? { ...old, locations: old.locations.map((l) => ({ ...l, preferred: l.id === locationId })) }
          : old,
      ),
  });
}

export function useAddressChange() {
  return useMutation({
    mutationFn: (body: InputOf<typeof requestAddressChange>['body']) => call(requestAddressChange, { body }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCareerCoach, getCareerServices } from '@shared/contracts/careers.endpoints';
import type { classesQuery } from '@shared/contracts/classes';
import {
  bookClass,
  bookInvitee,
  cancelClass,
  listClassSessions,
  listFutureAttendance,
} from '@shared/contracts/classes.endpoints';
import type { EventTypeName } from '@shared/domain/careers';
import { eventTypeOf } from '@shared/domain/careers';
import type { z } from 'zod';
import { call } from '@client/lib/api';
import { refreshProgress } from '@client/lib/progress';

export function useCareerServices() {
  return useQuery({
    queryKey: ['careerServices'],
    queryFn: () => call(getCareerServices, {}),
    staleTime: 5 * 60_000,
  });
}

export function useCoach(id: string | null | undefined) {
  return useQuery({
    queryKey: ['careerServiceCoaches', id],
    queryFn: () => call(getCareerCoach, { params: { id: id! } }),
    enabled: Boolean(id),
    retry: false,
  });
}

const slotsKey = (name: string) => ['classes', name] as const;
const futureKey = ['classes', 'attendance', 'future'] as const;

/** Open times of an event type at the booking service (with the student's own booking marked). */
export function useSlots(name: EventTypeName, enabled = true) {
  const type = eventTypeOf(name)?.callType === 'zoom' ? 'class' : 'call';
  return useQuery({
    queryKey: slotsKey(name),
    queryFn: () =>
      call(listClassSessions, { query: { type, name: name as z.input<typeof classesQuery>['name'] } }),
    enabled,
    meta: { handlesError: true },
  });
}

export function useFutureAttendance(userId: string) {
  return useQuery({
    queryKey: futureKey,
    queryFn: () => call(listFutureAttendance, { params: { uuid: userId } }),
    meta: { handlesError: true },
  });
}

function useRefresh(name: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: futureKey }),
      client.invalidateQueries({ queryKey: slotsKey(name) }),
      refreshProgress(client),
    ]);
}

export interface BookingInput {
  startTime: string;
  name: string;
  email: string;
  phone: string;
  userId: string;
}

/**
 * The booking calendar's two steps: the booking service books the invitee, then the portal records the
 * attendance with the fields the service gave back (spec 000 §7 "Create attendance").
 */
export function useBook(eventType: EventTypeName) {
  const refresh = useRefresh(eventType);
  return useMutation({
    mutationFn: async (input: BookingInput) => {
      const { event, invitee } = await call(bookInvitee, {
        body: {
          eventType,
          startTime: input.startTime,
          name: input.name,
          email: input.email,
          phone: input.phone,
        },
      });
      return call(bookClass, {
        body: {
          attendanceDate: event.startTime,
          callType: eventTypeOf(eventType)?.callType ?? 'zoom',
          cancelUrl: invitee.cancelUrl,
          email: invitee.email,
          inviteeUrl: invitee.uri,
          location: event.location.joinUrl ?? event.location.location,
          name: eventType,
          rescheduleUrl: invitee.rescheduleUrl,
          type: eventTypeOf(eventType)?.callType === 'zoom' ? 'class' : 'call',
          userFK: input.userId,
        },
      });
    },
    onSuccess: refresh,
  });
}

export function useCancelBooking(name: string) {
  const refresh = useRefresh(name);
  return useMutation({
    mutationFn: (attendanceId: string) => call(cancelClass, { params: { id: attendanceId } }),
    onSuccess: refresh,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getMeetingRoom,
  listStudentBookings,
  setBookingMeetingLink,
  setMeetingRoom,
} from '@shared/contracts/meetings.endpoints';
import { call } from '@client/lib/api';

const roomKey = ['staff', 'meeting-room'];
const bookingsKey = (student: string) => ['staff', 'students', student, 'bookings'];

/** The signed-in coach's own meeting room. */
export function useMeetingRoom() {
  return useQuery({ queryKey: roomKey, queryFn: () => call(getMeetingRoom, {}) });
}

export function useSetMeetingRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => call(setMeetingRoom, { body: { url } }),
    onSuccess: (room) => client.setQueryData(roomKey, room),
  });
}

/** A student's booked sessions still to come, with each one's own link. */
export function useStudentBookings(student: string) {
  return useQuery({
    queryKey: bookingsKey(student),
    queryFn: () => call(listStudentBookings, { params: { id: student } }),
  });
}

export function useSetBookingLink(student: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; url: string }) =>
      call(setBookingMeetingLink, { params: { id: input.id }, body: { url: input.url } }),
    onSuccess: () => client.invalidateQueries({ queryKey: bookingsKey(student) }),
  });
}

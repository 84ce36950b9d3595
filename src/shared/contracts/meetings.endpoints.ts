import { endpoint } from './endpoint.js';
import type * as s from './meetings.js';

const tag = 'meetings';

/** A student's own booked call: the meeting link, or the number the coach will phone. */
export const getMeeting = endpoint<{ params: typeof s.meetingParams; response: typeof s.meeting }>()({
  name: 'getMeeting',
  method: 'GET',
  path: '/meetings/:id',
  idempotency: 'none',
  errors: [400, 401, 404],
  tag,
});

/** The signed-in coach's own meeting room. */
export const getMeetingRoom = endpoint<{ response: typeof s.meetingRoom }>()({
  name: 'getMeetingRoom',
  method: 'GET',
  path: '/admin/meeting-room',
  idempotency: 'none',
  errors: [401, 403],
  tag,
});

/** Sets or removes the signed-in coach's meeting room (https only); audited. */
export const setMeetingRoom = endpoint<{ body: typeof s.meetingRoomBody; response: typeof s.meetingRoom }>()({
  name: 'setMeetingRoom',
  method: 'PUT',
  path: '/admin/meeting-room',
  // Setting the same address twice changes nothing.
  idempotency: 'none',
  errors: [400, 401, 403],
  tag,
});

/** A student's booked sessions still to come, with the link each has of its own. */
export const listStudentBookings = endpoint<{
  params: typeof s.studentBookingsParams;
  response: typeof s.studentBookings;
}>()({
  name: 'listStudentBookings',
  method: 'GET',
  path: '/admin/students/:id/bookings',
  idempotency: 'none',
  errors: [400, 401, 403, 404],
  tag,
});

/** Sets or removes one booked session's own meeting link (https only); audited. */
export const setBookingMeetingLink = endpoint<{
  params: typeof s.bookingParams;
  body: typeof s.bookingLinkBody;
  response: typeof s.studentBooking;
}>()({
  name: 'setBookingMeetingLink',
  method: 'PUT',
  path: '/admin/bookings/:id/meeting-link',
  idempotency: 'none',
  errors: [400, 401, 403, 404],
  tag,
});

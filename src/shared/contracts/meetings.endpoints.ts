import { area } from './endpoint.js';
import type { meetingsSchemas } from './meetings.js';

const meetings = area<typeof meetingsSchemas>('meetings', [400, 401, 403, 404]);

/** A student's own booked call: the meeting link, or the number the coach will phone. */
export const getMeeting = meetings.get('getMeeting', '/meetings/:id', { errors: [400, 401, 404] });

/** The signed-in coach's own meeting room. */
export const getMeetingRoom = meetings.get('getMeetingRoom', '/admin/meeting-room', { errors: [401, 403] });

// Setting the same address twice changes nothing.
/** Sets or removes the signed-in coach's meeting room (https only); audited. */
export const setMeetingRoom = meetings.put('setMeetingRoom', '/admin/meeting-room', {
  errors: [400, 401, 403],
});

/** A student's booked sessions still to come, with the link each has of its own. */
export const listStudentBookings = meetings.get('listStudentBookings', '/admin/students/:id/bookings');

/** Sets or removes one booked session's own meeting link (https only); audited. */
export const setBookingMeetingLink = meetings.put(
  'setBookingMeetingLink',
  '/admin/bookings/:id/meeting-link',
);

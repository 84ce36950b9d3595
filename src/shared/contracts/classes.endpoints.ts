import { area } from './endpoint.js';
import type { classesSchemas } from './classes.js';

const classes = area<typeof classesSchemas>('classes', [400, 401, 403, 404, 409]);

/** Upcoming sessions of a class or call, with the student's bookings marked. */
export const listClassSessions = classes.get('listClassSessions', '/classes');

/** Books a session (by time, or as the booking calendar booked it), or moves a booking to it. */
export const bookClass = classes.post('bookClass', '/classes/attendance');

export const cancelClass = classes.delete('cancelClass', '/classes/attendance/:id');

export const listFutureAttendance = classes.get('listFutureAttendance', '/classes/attendance/future/:uuid');

export const listAttendanceByEmail = classes.get(
  'listAttendanceByEmail',
  '/classes/attendance/byEmail/:email',
);

export const listEventTypes = classes.get('listEventTypes', '/calendly/eventTypes');

/** The student's own events at the booking service. */
export const listOwnEvents = classes.get('listOwnEvents', '/calendly/events');

/** One event by its URI (a POST for the URI in the body). */
export const getCalendarEvent = classes.post('getCalendarEvent', '/calendly/event');

export const bookInvitee = classes.post('bookInvitee', '/calendly/invitee');

export const getInvitee = classes.get('getInvitee', '/calendly/invitees/:id');

import { endpoint } from './endpoint.js';
import type * as s from './classes.js';
import type { okResponse } from './auth.js';

const tag = 'classes';
const errors = [400, 401, 403, 404, 409] as const;

/** Upcoming sessions of a class or call, with the student's bookings marked. */
export const listClassSessions = endpoint<{
  query: typeof s.classesQuery;
  response: typeof s.classesResponse;
}>()({
  name: 'listClassSessions',
  method: 'GET',
  path: '/classes',
  idempotency: 'none',
  errors,
  tag,
});

/** Books a session (by time, or as the booking calendar booked it), or moves a booking to it. */
export const bookClass = endpoint<{ body: typeof s.attendanceBody; response: typeof s.attendanceResponse }>()(
  {
    name: 'bookClass',
    method: 'POST',
    path: '/classes/attendance',
    idempotency: 'replay',
    errors,
    tag,
  },
);

export const cancelClass = endpoint<{ params: typeof s.attendanceParams; response: typeof okResponse }>()({
  name: 'cancelClass',
  method: 'DELETE',
  path: '/classes/attendance/:id',
  idempotency: 'none',
  errors,
  tag,
});

export const listFutureAttendance = endpoint<{
  params: typeof s.futureParams;
  response: typeof s.attendanceList;
}>()({
  name: 'listFutureAttendance',
  method: 'GET',
  path: '/classes/attendance/future/:uuid',
  idempotency: 'none',
  errors,
  tag,
});

export const listAttendanceByEmail = endpoint<{
  params: typeof s.byEmailParams;
  response: typeof s.attendanceList;
}>()({
  name: 'listAttendanceByEmail',
  method: 'GET',
  path: '/classes/attendance/byEmail/:email',
  idempotency: 'none',
  errors,
  tag,
});

export const listEventTypes = endpoint<{ response: typeof s.eventTypesResponse }>()({
  name: 'listEventTypes',
  method: 'GET',
  path: '/calendly/eventTypes',
  idempotency: 'none',
  errors,
  tag,
});

/** The student's own events at the booking service. */
export const listOwnEvents = endpoint<{ response: typeof s.calendarEventsResponse }>()({
  name: 'listOwnEvents',
  method: 'GET',
  path: '/calendly/events',
  idempotency: 'none',
  errors,
  tag,
});

/** One event by its URI (a POST for the URI in the body). */
export const getCalendarEvent = endpoint<{
  body: typeof s.eventByUriBody;
  response: typeof s.calendarEvent;
}>()({
  name: 'getCalendarEvent',
  method: 'POST',
  path: '/calendly/event',
  idempotency: 'replay',
  errors,
  tag,
});

export const bookInvitee = endpoint<{
  body: typeof s.bookInviteeBody;
  response: typeof s.bookInviteeResponse;
}>()({
  name: 'bookInvitee',
  method: 'POST',
  path: '/calendly/invitee',
  idempotency: 'replay',
  errors,
  tag,
});

export const getInvitee = endpoint<{ params: typeof s.inviteeParams; response: typeof s.inviteeSchema }>()({
  name: 'getInvitee',
  method: 'GET',
  path: '/calendly/invitees/:id',
  idempotency: 'none',
  errors,
  tag,
});

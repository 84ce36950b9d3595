import { z } from 'zod';
import { okResponse } from './auth.js';
import { safeText } from './text.js';
import { eventTypeNames } from '../domain/careers.js';

/** The classes and calls a student can book: Trucking Trivia, the schedule-a-call, coaching, the workshop. */
export const studyClasses = eventTypeNames;

/** GET /api/classes?type&name: upcoming sessions, with the student's RSVP marked. */
export const classesQuery = z.object({ type: safeText().min(1).max(50), name: z.enum(studyClasses) });
export const scheduledClass = z.object({
  name: safeText(),
  startTime: safeText(),
  durationMinutes: z.number().int(),
  location: z.object({ type: safeText(), joinUrl: safeText().nullable(), location: safeText().nullable() }),
  rsvp: z.boolean(),
  /** The student's booking of this session, to cancel it. */
  attendanceId: safeText().nullable(),
  /** The booking's own links at the booking service (spec 000 §3 "Scheduled class"). */
  invitee: z.object({ cancelUrl: safeText(), rescheduleUrl: safeText() }).nullable(),
});
export const classesResponse = z.array(scheduledClass);
export type ScheduledClass = z.infer<typeof scheduledClass>;

/** POST /api/classes/attendance, short form: book a session by time, or move an existing booking to it. */
export const bookByTimeBody = z.object({ name: z.enum(studyClasses), startTime: z.iso.datetime() }).strict();

/**
 * POST /api/classes/attendance, the spec's form (000 §7 "Create attendance"): after the booking calendar
 * booked an invitee, record it. The server trusts only `inviteeUrl`, which it reads back from the booking
 * service; the other fields must agree with what the service says.
 */
export const attendanceFromBookingBody = z.object({
  attendanceDate: z.iso.datetime(),
  callType: z.enum(['zoom', 'outbound_call']),
  cancelUrl: z.url().max(500),
  email: z.email().max(254),
  inviteeUrl: z.url().max(500),
  location: safeText().max(500).nullable(),
  name: z.enum(studyClasses),
  rescheduleUrl: z.url().max(500),
  type: safeText().min(1).max(50),
  userFK: z.uuid(),
  uuid: z.uuid().optional(),
});
export const attendanceBody = z.union([bookByTimeBody, attendanceFromBookingBody]);
export type AttendanceBody = z.infer<typeof attendanceBody>;

export const reminderSchema = z.object({ channel: z.enum(['email', 'sms']), sendAt: safeText() });

/** An attendance (spec 000 §3) as the API answers it. */
export const attendanceResponse = z.object({
  uuid: safeText(),
  userFK: safeText(),
  name: safeText(),
  type: safeText(),
  callType: safeText(),
  attendanceDate: safeText(),
  location: safeText().nullable(),
  email: safeText().nullable(),
  inviteeUrl: safeText().nullable(),
  cancelUrl: safeText().nullable(),
  rescheduleUrl: safeText().nullable(),
  /** Text and e-mail reminders still to come. */
  reminders: z.array(reminderSchema),
});
export type Attendance = z.infer<typeof attendanceResponse>;
export const attendanceList = z.array(attendanceResponse);
export const attendanceParams = z.object({ id: z.uuid() });
export const futureParams = z.object({ uuid: z.uuid() });
export const byEmailParams = z.object({ email: z.email().max(254) });

/** GET /api/calendly/eventTypes. */
export const eventTypeSchema = z.object({
  uri: safeText(),
  slug: safeText(),
  name: safeText(),
  callType: z.enum(['zoom', 'outbound_call']),
  durationMinutes: z.number().int(),
});
export const eventTypesResponse = z.array(eventTypeSchema);

/** A calendar event (spec 001 §3: uri, status, name) with its time and place. */
export const calendarEvent = z.object({
  uri: safeText(),
  status: z.enum(['active', 'canceled']),
  name: safeText(),
  startTime: safeText(),
  endTime: safeText(),
  location: z.object({ type: safeText(), joinUrl: safeText().nullable(), location: safeText().nullable() }),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;
export const calendarEventsResponse = z.array(calendarEvent);

/** An invitee (spec 001 §3: email, createdAt) with its links. */
export const inviteeSchema = z.object({
  uri: safeText(),
  event: safeText(),
  name: safeText(),
  email: safeText(),
  status: z.enum(['active', 'canceled']),
  createdAt: safeText(),
  cancelUrl: safeText(),
  rescheduleUrl: safeText(),
});
export type InviteeInfo = z.infer<typeof inviteeSchema>;

/** POST /api/calendly/invitee: the booking calendar books the student for a time (name, e-mail, +1 phone). */
export const bookInviteeBody = z.object({
  eventType: z.enum(studyClasses),
  startTime: z.iso.datetime(),
  name: safeText().trim().min(1).max(120),
  email: z.email().max(254),
  phone: safeText().regex(/^\+1\d{10}$/),
});
export const bookInviteeResponse = z.object({ event: calendarEvent, invitee: inviteeSchema });
export type BookedInvitee = z.infer<typeof bookInviteeResponse>;

/** POST /api/calendly/event {uri}: an event by its URI. */
export const eventByUriBody = z.object({ uri: z.url().max(500) });
/** GET /api/calendly/invitees/:id — the id is the last part of the invitee's URI at the booking service. */
export const inviteeParams = z.object({ id: z.uuid() });

/** The classes area's schema table (see endpoint.ts). */
export const classesSchemas = {
  listClassSessions: { query: classesQuery, response: classesResponse },
  bookClass: { body: attendanceBody, response: attendanceResponse },
  cancelClass: { params: attendanceParams, response: okResponse },
  listFutureAttendance: { params: futureParams, response: attendanceList },
  listAttendanceByEmail: { params: byEmailParams, response: attendanceList },
  listEventTypes: { response: eventTypesResponse },
  listOwnEvents: { response: calendarEventsResponse },
  getCalendarEvent: { body: eventByUriBody, response: calendarEvent },
  bookInvitee: { body: bookInviteeBody, response: bookInviteeResponse },
  getInvitee: { params: inviteeParams, response: inviteeSchema },
};

import { z } from 'zod';
import { eventTypeNames } from '../domain/careers.js';

/** The classes and calls a student can book: Trucking Trivia, the schedule-a-call, coaching, the workshop. */
export const studyClasses = eventTypeNames;

/** GET /api/classes?type&name: upcoming sessions, with the student's RSVP marked. */
export const classesQuery = z.object({ type: z.string().min(1).max(50), name: z.enum(studyClasses) });
export const scheduledClass = z.object({
  name: z.string(),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  location: z.object({ type: z.string(), joinUrl: z.string().nullable(), location: z.string().nullable() }),
  rsvp: z.boolean(),
  /** The student's booking of this session, to cancel it. */
  attendanceId: z.string().nullable(),
  /** The booking's own links at the booking service (spec 000 §3 "Scheduled class"). */
  invitee: z.object({ cancelUrl: z.string(), rescheduleUrl: z.string() }).nullable(),
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
  location: z.string().max(500).nullable(),
  name: z.enum(studyClasses),
  rescheduleUrl: z.url().max(500),
  type: z.string().min(1).max(50),
  userFK: z.uuid(),
  uuid: z.uuid().optional(),
});
export const attendanceBody = z.union([bookByTimeBody, attendanceFromBookingBody]);
export type AttendanceBody = z.infer<typeof attendanceBody>;

export const reminderSchema = z.object({ channel: z.enum(['email', 'sms']), sendAt: z.string() });

/** An attendance (spec 000 §3) as the API answers it. */
export const attendanceResponse = z.object({
  uuid: z.string(),
  userFK: z.string(),
  name: z.string(),
  type: z.string(),
  callType: z.string(),
  attendanceDate: z.string(),
  location: z.string().nullable(),
  email: z.string().nullable(),
  inviteeUrl: z.string().nullable(),
  cancelUrl: z.string().nullable(),
  rescheduleUrl: z.string().nullable(),
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
  uri: z.string(),
  slug: z.string(),
  name: z.string(),
  callType: z.enum(['zoom', 'outbound_call']),
  durationMinutes: z.number().int(),
});
export const eventTypesResponse = z.array(eventTypeSchema);

/** A calendar event (spec 001 §3: uri, status, name) with its time and place. */
export const calendarEvent = z.object({
  uri: z.string(),
  status: z.enum(['active', 'canceled']),
  name: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  location: z.object({ type: z.string(), joinUrl: z.string().nullable(), location: z.string().nullable() }),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

/** An invitee (spec 001 §3: email, createdAt) with its links. */
export const inviteeSchema = z.object({
  uri: z.string(),
  event: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['active', 'canceled']),
  createdAt: z.string(),
  cancelUrl: z.string(),
  rescheduleUrl: z.string(),
});
export type InviteeInfo = z.infer<typeof inviteeSchema>;

/** POST /api/calendly/invitee: the booking calendar books the student for a time (name, e-mail, +1 phone). */
export const bookInviteeBody = z.object({
  eventType: z.enum(studyClasses),
  startTime: z.iso.datetime(),
  name: z.string().trim().min(1).max(120),
  email: z.email().max(254),
  phone: z.string().regex(/^\+1\d{10}$/),
});
export const bookInviteeResponse = z.object({ event: calendarEvent, invitee: inviteeSchema });
export type BookedInvitee = z.infer<typeof bookInviteeResponse>;

/** POST /api/calendly/event {uri}: an event by its URI. */
export const eventByUriBody = z.object({ uri: z.url().max(500) });
/** GET /api/calendly/invitees/:id — the id is the last part of the invitee's URI at the booking service. */
export const inviteeParams = z.object({ id: z.uuid() });

import { z } from 'zod';

export const studyClasses = ['Trucking Trivia', 'Success Coach Call'] as const;

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
});
export const classesResponse = z.array(scheduledClass);
export type ScheduledClass = z.infer<typeof scheduledClass>;

/** POST /api/classes/attendance: sign up for a session, or move an existing booking to another one. */
export const attendanceBody = z.object({ name: z.enum(studyClasses), startTime: z.iso.datetime() });
export const attendanceResponse = z.object({
  uuid: z.string(),
  name: z.string(),
  type: z.string(),
  callType: z.string(),
  attendanceDate: z.string(),
  location: z.string().nullable(),
});
export const attendanceParams = z.object({ id: z.uuid() });

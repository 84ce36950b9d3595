import { z } from 'zod';
import { t } from '../i18n.js';
import { safeText } from './text.js';
import { isMeetingUrl, MAX_MEETING_URL_LENGTH } from '../domain/meetings.js';
import '../messages/meetings.js';
import '../messages/staff.js';

const meetingUrl = safeText()
  .trim()
  .max(MAX_MEETING_URL_LENGTH, t('meetings.badUrl'))
  .refine(isMeetingUrl, t('meetings.badUrl'))
  .meta({
    // isMeetingUrl: https, a dotted host, no user name or password.
    pattern: '^\\s*https://[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+(?:[/?#]\\S*)?\\s*$',
    examples: ['https://meet.example.org/coach-room'],
  });
/** A link, or null (or an empty string) to remove it. */
const meetingUrlInput = z.object({
  url: z.union([z.literal('').transform(() => null), z.null(), meetingUrl]),
});

/** GET /api/meetings/:id: the id of the booking's room link (/meet/:id). */
export const meetingParams = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,80}$/, t('errors.notFound')) });

/** A booked call's room: its link, or the number the coach will phone. */
export const meeting = z.object({
  name: safeText(),
  startsAt: z.iso.datetime(),
  meetingUrl: safeText().nullable(),
  /** The student's number on file (E.164), when there is no link: the coach phones it. */
  phone: safeText().nullable(),
});
export type Meeting = z.infer<typeof meeting>;

export const meetingRoom = z.object({ url: safeText().nullable() });
export const meetingRoomBody = meetingUrlInput;

export const studentBookingsParams = z.object({ id: z.uuid(t('staff.unknownStudent')) });
export const studentBooking = z.object({
  id: safeText(),
  name: safeText(),
  startsAt: z.iso.datetime(),
  callType: safeText(),
  meetingUrl: safeText().nullable(),
});
export type StudentBooking = z.infer<typeof studentBooking>;
export const studentBookings = z.object({ bookings: z.array(studentBooking) });

export const bookingParams = z.object({ id: z.uuid(t('meetings.bookingNotFound')) });
export const bookingLinkBody = meetingUrlInput;

export const meetingsSchemas = {
  getMeeting: { params: meetingParams, response: meeting },
  getMeetingRoom: { response: meetingRoom },
  setMeetingRoom: { body: meetingRoomBody, response: meetingRoom },
  listStudentBookings: { params: studentBookingsParams, response: studentBookings },
  setBookingMeetingLink: { params: bookingParams, body: bookingLinkBody, response: studentBooking },
};

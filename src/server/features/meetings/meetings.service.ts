import type { Meeting, StudentBooking } from '@shared/contracts/meetings.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { recordAudit } from '@server/audit/audit.repo.js';
import type { Db } from '@server/db/client.js';
import type { Viewer } from '@server/plugins/session.js';
import * as repo from './meetings.repo.js';
import '@shared/messages/meetings.js';

export interface MeetingsDeps {
  db: Db;
  now?: () => Date;
}

/** Calls held with the student's career coach; every other video session is their Success Coach's. */
const CAREER_CALLS = new Set(['Career Coaching Call', 'Interview Workshop']);
/** The portal's own room links (/meet/:id) lead here; any other link is a real meeting from a booking service. */
const isPortalRoom = (url: string) => /\/meet\/[A-Za-z0-9-]+$/.test(url);

/**
 * GET /api/meetings/:id: the room of the student's own booking. Its link is, in order: the one staff
 * entered for this booking, a real meeting the booking service made, the coach's room. With none (and for
 * a call by phone) the coach phones the student's number on file. Anyone else's booking is not found.
 */
export async function meetingOf(deps: MeetingsDeps, viewer: Viewer, roomId: string): Promise<Meeting> {
  const booking = await repo.findOwnBookingByRoom(deps.db, viewer.userId, roomId);
  const rooms = booking && (await repo.findRooms(deps.db, viewer.userId));
  if (!booking || !rooms) throw new AppError('NOT_FOUND', t('meetings.notFound'));
  const coachRoom = CAREER_CALLS.has(booking.name) ? rooms.careerCoachRoom : rooms.successCoachRoom;
  const serviceLink = booking.joinUrl && !isPortalRoom(booking.joinUrl) ? booking.joinUrl : null;
  const link =
    booking.callType === 'outbound_call' ? null : (booking.meetingUrl ?? serviceLink ?? coachRoom ?? null);
  return {
    name: booking.name,
    startsAt: booking.startsAt.toISOString(),
    meetingUrl: link,
    phone: link ? null : rooms.phone,
  };
}

export async function meetingRoom(deps: MeetingsDeps, viewer: Viewer) {
  return { url: await repo.findMeetingRoom(deps.db, viewer.userId) };
}

/** A coach sets or removes their own room; audited when it changes. */
export async function setMeetingRoom(deps: MeetingsDeps, viewer: Viewer, url: string | null) {
  return deps.db.transaction(async (tx) => {
    const before = await repo.findMeetingRoom(tx, viewer.userId);
    if (before === url) return { url };
    await repo.setMeetingRoom(tx, viewer.userId, url);
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'meetings.setRoom',
      detail: { before, after: url },
    });
    return { url };
  });
}

const bookingOf = (r: Awaited<ReturnType<typeof repo.listUpcomingBookings>>[number]): StudentBooking => ({
  id: r.id,
  name: r.name,
  startsAt: r.startsAt.toISOString(),
  callType: r.callType,
  meetingUrl: r.meetingUrl,
});

export async function studentBookings(deps: MeetingsDeps, studentId: string) {
  if (!(await repo.isStudent(deps.db, studentId))) throw new AppError('NOT_FOUND', t('staff.unknownStudent'));
  const since = new Date((deps.now?.() ?? new Date()).getTime() - 60 * 60_000);
  return { bookings: (await repo.listUpcomingBookings(deps.db, studentId, since)).map(bookingOf) };
}

/** Staff set or remove one booking's own meeting link; audited when it changes. */
export async function setBookingLink(deps: MeetingsDeps, viewer: Viewer, id: string, url: string | null) {
  return deps.db.transaction(async (tx) => {
    const row = await repo.findActiveBookingForUpdate(tx, id);
    if (!row) throw new AppError('NOT_FOUND', t('meetings.bookingNotFound'));
    if (row.meetingUrl === url) return bookingOf(row);
    await repo.setBookingMeetingUrl(tx, id, url);
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'meetings.setBookingLink',
      subjectUserId: row.userId,
      detail: { booking: id, subject: row.name, before: row.meetingUrl, after: url },
    });
    return bookingOf({ ...row, meetingUrl: url });
  });
}

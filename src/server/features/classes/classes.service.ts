import type { Attendance, AttendanceBody } from '@shared/contracts/classes.js';
import { bookingSms } from '@shared/domain/booking-sms.js';
import { eventTypeOf, formatInZone, reminderTimes, timeZoneOfState } from '@shared/domain/careers.js';
import { formatUsPhone, normalizeEmail } from '@shared/domain/contact.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { isUniqueViolation, type Db, type Tx } from '@server/db/client.js';
import { queueMessage } from '@server/queue/messages.js';
import type { Jobs } from '@server/queue/queue.js';
import type { Viewer } from '@server/plugins/session.js';
import { SlotUnavailableError, type Booking, type SchedulingPort } from '@server/ports/scheduling.js';
import { completeByEvent } from '@server/progress/progress.service.js';
import * as repo from './classes.repo.js';

export interface ClassesDeps {
  db: Db;
  jobs: Jobs;
  scheduling: SchedulingPort;
  /** The portal's public origin, for the short link in booking texts. */
  origin: string;
  now?: () => Date;
}

type Person = NonNullable<Awaited<ReturnType<typeof repo.findPerson>>>;

const nowOf = (deps: ClassesDeps) => deps.now?.() ?? new Date();

const typeOf = (name: string) =>
  name === 'Trucking Trivia' ? 'studySession' : name === 'Interview Workshop' ? 'class' : 'call';

async function personOf(deps: ClassesDeps, viewer: Viewer): Promise<Person> {
  const person = await repo.findPerson(deps.db, viewer.userId);
  if (!person) throw new AppError('UNAUTHORIZED', t('errors.unauthorized'));
  return person;
}

export async function listClasses(deps: ClassesDeps, viewer: Viewer, input: { type: string; name: string }) {
  const now = nowOf(deps);
  const [sessions, booking] = await Promise.all([
    deps.scheduling.listSessions({ ...input, now, inviteeEmail: viewer.email }),
    repo.findActiveAttendance(deps.db, viewer.userId, input.name),
  ]);
  return sessions.map((s) => {
    const rsvp = booking !== null && booking.startsAt.getTime() === s.startTime.getTime();
    return {
      name: s.name,
      startTime: s.startTime.toISOString(),
      durationMinutes: s.durationMinutes,
      location: rsvp && booking.joinUrl ? { ...s.location, joinUrl: booking.joinUrl } : s.location,
      rsvp,
      attendanceId: rsvp ? booking.id : null,
      invitee:
        rsvp && booking.cancelUrl && booking.rescheduleUrl
          ? { cancelUrl: booking.cancelUrl, rescheduleUrl: booking.rescheduleUrl }
          : null,
    };
  });
}

/** The booking calendar books the student at the booking service (spec 000 §2 "Scheduler"). */
export async function bookInvitee(
  deps: ClassesDeps,
  viewer: Viewer,
  input: { eventType: string; startTime: string; name: string; email: string; phone: string },
): Promise<Booking> {
  const person = await personOf(deps, viewer);
  if (normalizeEmail(input.email) !== normalizeEmail(person.email))
    throw new AppError('VALIDATION', t('careers.useProgramEmail'), 'email');
  return bookAtService(deps, person, input.eventType, input.startTime, {
    name: input.name,
    phone: input.phone,
  });
}

async function bookAtService(
  deps: ClassesDeps,
  person: Person,
  name: string,
  startTime: string,
  invitee: { name: string; phone: string | null },
): Promise<Booking> {
  try {
    return await deps.scheduling.book({
      // One booking per person, class and time, however often the button is pressed.
      key: `${person.id}:${name}:${new Date(startTime).toISOString()}`,
      name,
      startTime: new Date(startTime),
      invitee: { ...invitee, email: person.email },
      now: nowOf(deps),
    });
  } catch (err) {
    if (err instanceof SlotUnavailableError)
      throw err.reason === 'taken'
        ? new AppError('CONFLICT', t('careers.slotTaken'), 'startTime')
        : new AppError('VALIDATION', t('trivia.notOffered'), 'startTime');
    throw err;
  }
}

/**
 * POST /api/classes/attendance. The short form books a time through the booking service; the spec's form
 * records an invitee the booking calendar already booked, read back from the service so nothing the
 * browser says is taken on trust. Either way one active attendance per class: a new time moves it.
 */
export async function bookClass(
  deps: ClassesDeps,
  viewer: Viewer,
  body: AttendanceBody,
): Promise<Attendance> {
  const person = await personOf(deps, viewer);
  let booking: Booking;
  if ('inviteeUrl' in body) {
    if (body.userFK !== viewer.userId) throw new AppError('FORBIDDEN', t('errors.forbidden'), 'userFK');
    const invitee = await deps.scheduling.getInvitee(body.inviteeUrl);
    if (
      !invitee ||
      invitee.status !== 'active' ||
      normalizeEmail(invitee.email) !== normalizeEmail(person.email)
    )
      throw new AppError('VALIDATION', t('careers.bookingNotFound'), 'inviteeUrl');
    const event = await deps.scheduling.getEvent(invitee.eventUri);
    if (!event || event.name !== body.name)
      throw new AppError('VALIDATION', t('careers.bookingNotFound'), 'inviteeUrl');
    booking = { event, invitee };
  } else {
    booking = await bookAtService(deps, person, body.name, body.startTime, {
      name: `${person.firstName} ${person.lastName}`,
      phone: person.phone,
    });
  }
  const record = () => deps.db.transaction((tx) => recordBooking(deps, tx, person, booking));
  // Two taps at once: the second insert meets the first's row in the unique index; then it is the same booking.
  const { row, replaced } = await record().catch((err: unknown) => {
    if (isUniqueViolation(err)) return record();
    throw err;
  });
  // The old time is released at the booking service once the new one is recorded.
  if (replaced) await deps.scheduling.cancel(replaced);
  return (await present(deps.db, [row]))[0]!;
}

async function recordBooking(
  deps: ClassesDeps,
  tx: Tx,
  person: Person,
  { event, invitee }: Booking,
): Promise<{ row: repo.AttendanceRow; replaced: string | null }> {
  const kind = eventTypeOf(event.name);
  const fields: repo.BookingFields = {
    userId: person.id,
    name: event.name,
    type: typeOf(event.name),
    callType: kind?.callType ?? 'zoom',
    startsAt: event.startTime,
    joinUrl: event.location.joinUrl,
    location: event.location.location ?? event.location.joinUrl,
    email: invitee.email,
    eventUri: event.uri,
    inviteeUri: invitee.uri,
    cancelUrl: invitee.cancelUrl,
    rescheduleUrl: invitee.rescheduleUrl,
  };
  const existing = await repo.findActiveAttendanceForUpdate(tx, person.id, event.name);
  if (existing && existing.inviteeUri === invitee.uri) return { row: existing, replaced: null };
  let row: repo.AttendanceRow;
  if (existing) {
    await repo.cancelReminders(tx, existing.id);
    row = await repo.moveAttendance(tx, existing.id, fields);
  } else {
    row = await repo.insertAttendance(tx, fields);
  }
  await scheduleReminders(deps, tx, row);
  await tell(deps, tx, person, row, existing ? 'moved' : 'booked');
  await completeByEvent(tx, person.id, { kind: 'sessionBooked', key: event.name });
  return { row, replaced: existing?.inviteeUri ?? null };
}

async function scheduleReminders(deps: ClassesDeps, tx: Tx, row: repo.AttendanceRow): Promise<void> {
  const times = reminderTimes(row.startsAt, nowOf(deps));
  const inserted = await repo.insertReminders(
    tx,
    times.flatMap((r) =>
      (['sms', 'email'] as const).map((channel) => ({ attendanceId: row.id, channel, ...r })),
    ),
  );
  for (const reminder of inserted)
    await deps.jobs.enqueue(tx, 'send-reminder', { id: reminder.id }, { startAfter: reminder.sendAt });
}

/**
 * The confirmation a booking service sends: booked, moved or cancelled, by e-mail (with the meeting and
 * reschedule links) and by text (one segment, with the portal's short link instead).
 */
async function tell(
  deps: ClassesDeps,
  tx: Tx,
  person: Person,
  row: repo.AttendanceRow,
  what: 'booked' | 'moved' | 'cancelled',
): Promise<void> {
  const when = formatInZone(row.startsAt, timeZoneOfState(person.state));
  const lines = [t(`careers.notice.${what}`, { name: row.name, when })];
  if (what !== 'cancelled') {
    if (row.callType === 'outbound_call')
      lines.push(t('careers.reminder.byPhone', { phone: formatUsPhone(person.phone ?? '') }));
    else if (row.joinUrl) lines.push(t('careers.reminder.join', { url: row.joinUrl }));
    if (row.rescheduleUrl) lines.push(t('careers.reminder.change', { url: row.rescheduleUrl }));
  }
  const text = lines.join(' ');
  const sms = bookingSms({
    kind: what,
    name: row.name,
    startsAt: row.startsAt,
    timeZone: timeZoneOfState(person.state),
    byPhone: row.callType === 'outbound_call',
    origin: deps.origin,
  });
  const subject = t(`careers.notice.${what}Subject`, { name: row.name });
  if (!person.hasOptedOutOfEmail)
    await queueMessage(tx, deps.jobs, {
      channel: 'email',
      to: person.email,
      subject,
      text,
      kind: `booking-${what}`,
    });
  if (!person.hasOptedOutOfSms && person.phone)
    await queueMessage(tx, deps.jobs, {
      channel: 'sms',
      to: person.phone,
      text: sms,
      kind: `booking-${what}`,
    });
}

export async function cancelClass(deps: ClassesDeps, viewer: Viewer, id: string): Promise<void> {
  const person = await personOf(deps, viewer);
  const own = await repo.findOwnAttendance(deps.db, viewer.userId, id);
  if (!own) throw new AppError('NOT_FOUND', t('trivia.notFound'));
  if (own.inviteeUri) await deps.scheduling.cancel(own.inviteeUri);
  await deps.db.transaction(async (tx) => {
    const row = await repo.cancelAttendance(tx, viewer.userId, id);
    if (!row) return;
    await repo.cancelReminders(tx, row.id);
    await tell(deps, tx, person, row, 'cancelled');
  });
}

/** Attendances as the API answers them, with the reminders still to come (one query for all). */
async function present(db: Db, rows: repo.AttendanceRow[]): Promise<Attendance[]> {
  const reminders = await repo.listScheduledReminders(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    uuid: r.id,
    userFK: r.userId,
    name: r.name,
    type: r.type,
    callType: r.callType,
    attendanceDate: r.startsAt.toISOString(),
    location: r.joinUrl ?? r.location,
    email: r.email,
    inviteeUrl: r.inviteeUri,
    cancelUrl: r.cancelUrl,
    rescheduleUrl: r.rescheduleUrl,
    reminders: reminders
      .filter((m) => m.attendanceId === r.id)
      .map((m) => ({ channel: m.channel, sendAt: m.sendAt.toISOString() })),
  }));
}

/** A student's own bookings; staff may look at anyone's. */
function mayRead(viewer: Viewer, userId: string): boolean {
  return viewer.role !== 'student' || viewer.userId === userId;
}

export async function futureAttendance(deps: ClassesDeps, viewer: Viewer, userId: string) {
  if (!mayRead(viewer, userId)) throw new AppError('FORBIDDEN', t('errors.forbidden'));
  return present(deps.db, await repo.listFutureAttendances(deps.db, userId, nowOf(deps)));
}

export async function attendanceByEmail(deps: ClassesDeps, viewer: Viewer, email: string) {
  const address = normalizeEmail(email);
  if (viewer.role === 'student' && address !== normalizeEmail(viewer.email))
    throw new AppError('FORBIDDEN', t('errors.forbidden'));
  const rows = await repo.listAttendancesByEmail(deps.db, address);
  return present(
    deps.db,
    rows.map((r) => r.attendance),
  );
}

/** Booking-service look-ups (spec 000 §7): only the student's own events and invitees. */
export async function ownInvitee(deps: ClassesDeps, viewer: Viewer, id: string) {
  const row = await repo.findByInviteeId(deps.db, id, viewer.role === 'student' ? viewer.userId : null);
  const invitee = row?.inviteeUri ? await deps.scheduling.getInvitee(row.inviteeUri) : null;
  if (
    !invitee ||
    (viewer.role === 'student' && normalizeEmail(invitee.email) !== normalizeEmail(viewer.email))
  )
    throw new AppError('NOT_FOUND', t('careers.bookingNotFound'));
  return invitee;
}

export async function ownEvent(deps: ClassesDeps, viewer: Viewer, uri: string) {
  const event = await deps.scheduling.getEvent(uri);
  const mine = (await repo.listAttendancesByEmail(deps.db, normalizeEmail(viewer.email))).some(
    (r) => r.attendance.eventUri === uri,
  );
  if (!event || (viewer.role === 'student' && !mine))
    throw new AppError('NOT_FOUND', t('careers.bookingNotFound'));
  return event;
}

export async function ownEvents(deps: ClassesDeps, viewer: Viewer) {
  const rows = await repo.listFutureAttendances(deps.db, viewer.userId, nowOf(deps));
  const events = await Promise.all(
    rows.filter((r) => r.eventUri).map((r) => deps.scheduling.getEvent(r.eventUri!)),
  );
  return events.filter((e) => e !== null);
}

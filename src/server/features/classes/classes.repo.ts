import { and, asc, eq, gt, inArray, isNull, like } from 'drizzle-orm';
import type { Conn, Db, Tx } from '@server/db/client.js';
import { attendances, bookingReminders, personColumns, users } from '@server/db/schema/index.js';

export type AttendanceRow = typeof attendances.$inferSelect;

export async function findActiveAttendance(db: Conn, userId: string, name: string) {
  const [row] = await db
    .select()
    .from(attendances)
    .where(and(eq(attendances.userId, userId), eq(attendances.name, name), isNull(attendances.cancelledAt)));
  return row ?? null;
}

export async function findActiveAttendanceForUpdate(tx: Tx, userId: string, name: string) {
  const [row] = await tx
    .select()
    .from(attendances)
    .where(and(eq(attendances.userId, userId), eq(attendances.name, name), isNull(attendances.cancelledAt)))
    .for('update');
  return row ?? null;
}

export async function findOwnAttendance(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(attendances)
    .where(and(eq(attendances.id, id), eq(attendances.userId, userId), isNull(attendances.cancelledAt)));
  return row ?? null;
}

export interface BookingFields {
  userId: string;
  name: string;
  type: string;
  callType: string;
  startsAt: Date;
  joinUrl: string | null;
  location: string | null;
  email: string;
  eventUri: string;
  inviteeUri: string;
  cancelUrl: string;
  rescheduleUrl: string;
}

export async function insertAttendance(tx: Tx, input: BookingFields): Promise<AttendanceRow> {
  const [row] = await tx.insert(attendances).values(input).returning();
  return row!;
}

/** Moves a booking to its new invitee at the booking service (a reschedule keeps the attendance's id). */
export async function moveAttendance(tx: Tx, id: string, input: BookingFields): Promise<AttendanceRow> {
  const [row] = await tx.update(attendances).set(input).where(eq(attendances.id, id)).returning();
  return row!;
}

/** Cancels only the caller's own active booking; another student's id finds nothing. */
export async function cancelAttendance(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .update(attendances)
    .set({ cancelledAt: new Date() })
    .where(and(eq(attendances.id, id), eq(attendances.userId, userId), isNull(attendances.cancelledAt)))
    .returning();
  return row ?? null;
}

/** Bookings still ahead, soonest first. */
export async function listFutureAttendances(db: Db, userId: string, now: Date) {
  return db
    .select()
    .from(attendances)
    .where(
      and(eq(attendances.userId, userId), isNull(attendances.cancelledAt), gt(attendances.startsAt, now)),
    )
    .orderBy(asc(attendances.startsAt));
}

export async function listAttendancesByEmail(db: Db, email: string) {
  return db
    .select({ attendance: attendances })
    .from(attendances)
    .innerJoin(users, eq(users.id, attendances.userId))
    .where(and(eq(users.email, email), isNull(attendances.cancelledAt)))
    .orderBy(asc(attendances.startsAt));
}

export async function insertReminders(
  tx: Tx,
  rows: { attendanceId: string; channel: 'email' | 'sms'; offsetMinutes: number; sendAt: Date }[],
) {
  if (rows.length === 0) return [];
  return tx.insert(bookingReminders).values(rows).returning({
    id: bookingReminders.id,
    sendAt: bookingReminders.sendAt,
  });
}

export async function cancelReminders(tx: Tx, attendanceId: string): Promise<void> {
  await tx
    .update(bookingReminders)
    .set({ status: 'cancelled' })
    .where(and(eq(bookingReminders.attendanceId, attendanceId), eq(bookingReminders.status, 'scheduled')));
}

/** Reminders still to come, for many bookings in one query. */
export async function listScheduledReminders(db: Db, attendanceIds: string[]) {
  if (attendanceIds.length === 0) return [];
  return db
    .select()
    .from(bookingReminders)
    .where(
      and(inArray(bookingReminders.attendanceId, attendanceIds), eq(bookingReminders.status, 'scheduled')),
    )
    .orderBy(asc(bookingReminders.sendAt));
}

export async function findPerson(db: Conn, userId: string) {
  const [row] = await db
    .select({
      ...personColumns,
      phone: users.phone,
      state: users.state,
      role: users.role,
      hasOptedOutOfEmail: users.hasOptedOutOfEmail,
      hasOptedOutOfSms: users.hasOptedOutOfSms,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The attendance recording an invitee, by the invitee's id (the end of its URI); a student's own only. */
export async function findByInviteeId(db: Db, inviteeId: string, userId: string | null) {
  const [row] = await db
    .select()
    .from(attendances)
    .where(
      and(
        like(attendances.inviteeUri, `%/invitees/${inviteeId}`),
        ...(userId ? [eq(attendances.userId, userId)] : []),
      ),
    );
  return row ?? null;
}

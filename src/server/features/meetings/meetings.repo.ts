import { and, asc, eq, gt, isNull, like } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client.js';
import { attendances, coachAssignments, users } from '@server/db/schema/index.js';

/** The student's own active booking whose room link is /meet/:roomId (the id is checked by the contract). */
export async function findOwnBookingByRoom(db: Db, userId: string, roomId: string) {
  const [row] = await db
    .select({
      id: attendances.id,
      name: attendances.name,
      callType: attendances.callType,
      startsAt: attendances.startsAt,
      joinUrl: attendances.joinUrl,
      meetingUrl: attendances.meetingUrl,
    })
    .from(attendances)
    .where(
      and(
        eq(attendances.userId, userId),
        isNull(attendances.cancelledAt),
        like(attendances.joinUrl, `%/meet/${roomId}`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The student's number on file, their career coach's room and their Success Coach's room. */
export async function findRooms(db: Db, userId: string) {
  const [student] = await db
    .select({ phone: users.phone, careerCoachId: users.careerCoachId })
    .from(users)
    .where(eq(users.id, userId));
  if (!student) return null;
  const roomOf = async (coachId: string | null | undefined) => {
    if (!coachId) return null;
    const [coach] = await db.select({ url: users.meetingUrl }).from(users).where(eq(users.id, coachId));
    return coach?.url ?? null;
  };
  const [assignment] = await db
    .select({ coachId: coachAssignments.coachId })
    .from(coachAssignments)
    .where(eq(coachAssignments.studentId, userId));
  return {
    phone: student.phone,
    careerCoachRoom: await roomOf(student.careerCoachId),
    successCoachRoom: await roomOf(assignment?.coachId),
  };
}

export async function findMeetingRoom(db: Db | Tx, userId: string) {
  const [row] = await db.select({ url: users.meetingUrl }).from(users).where(eq(users.id, userId));
  return row?.url ?? null;
}

export async function setMeetingRoom(tx: Tx, userId: string, url: string | null) {
  await tx.update(users).set({ meetingUrl: url, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function isStudent(db: Db, id: string) {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role === 'student';
}

const bookingColumns = {
  id: attendances.id,
  userId: attendances.userId,
  name: attendances.name,
  startsAt: attendances.startsAt,
  callType: attendances.callType,
  meetingUrl: attendances.meetingUrl,
};

/** A student's bookings that have not ended yet (a call that started within the hour is still on). */
export async function listUpcomingBookings(db: Db, userId: string, since: Date) {
  return db
    .select(bookingColumns)
    .from(attendances)
    .where(
      and(eq(attendances.userId, userId), isNull(attendances.cancelledAt), gt(attendances.startsAt, since)),
    )
    .orderBy(asc(attendances.startsAt));
}

export async function findActiveBookingForUpdate(tx: Tx, id: string) {
  const [row] = await tx
    .select(bookingColumns)
    .from(attendances)
    .where(and(eq(attendances.id, id), isNull(attendances.cancelledAt)))
    .for('update');
  return row ?? null;
}

export async function setBookingMeetingUrl(tx: Tx, id: string, url: string | null) {
  await tx.update(attendances).set({ meetingUrl: url }).where(eq(attendances.id, id));
}

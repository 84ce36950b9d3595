import { eq } from 'drizzle-orm';
import type { Conn } from '@server/db/client.js';
import { attendances } from '@server/db/schema/index.js';

/** The student's bookings of classes and calls, for the staff console's timeline (composition root). */
export function bookingsOf(db: Conn, studentId: string) {
  return db
    .select({
      id: attendances.id,
      name: attendances.name,
      startsAt: attendances.startsAt,
      cancelledAt: attendances.cancelledAt,
      at: attendances.createdAt,
    })
    .from(attendances)
    .where(eq(attendances.userId, studentId))
    .as('bookings');
}

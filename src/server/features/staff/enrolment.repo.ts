import { inArray, or, sql } from 'drizzle-orm';
import type { Tx, Conn } from '@server/db/client.js';
import { coachAssignments, personColumns, users } from '@server/db/schema/index.js';

/** Everyone (student or staff) who already has one of these e-mail addresses (lower case) or phones. */
export async function findPeopleByContact(db: Conn, emails: string[], phones: string[]) {
  if (emails.length === 0 && phones.length === 0) return [];
  const lowerEmail = sql<string>`lower(${users.email})`;
  return db
    .select({ id: users.id, role: users.role, email: lowerEmail, phone: users.phone })
    .from(users)
    .where(
      or(
        emails.length ? inArray(lowerEmail, emails) : undefined,
        phones.length ? inArray(users.phone, phones) : undefined,
      ),
    );
}

/** A new student at 0_New, everything else at its default; null when the e-mail or phone was just taken. */
export async function insertStudentOnce(
  tx: Tx,
  student: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    dateOfBirth: string | null;
    locale: 'en' | 'es';
  },
) {
  const [row] = await tx
    .insert(users)
    .values({ ...student, role: 'student', status: '0_New' })
    .onConflictDoNothing()
    .returning({
      ...personColumns,
      phone: users.phone,
      locale: users.locale,
      hasOptedOutOfEmail: users.hasOptedOutOfEmail,
      hasOptedOutOfSms: users.hasOptedOutOfSms,
    });
  return row ?? null;
}

export async function assignCoach(tx: Tx, studentId: string, coachId: string) {
  await tx.insert(coachAssignments).values({ studentId, coachId });
}

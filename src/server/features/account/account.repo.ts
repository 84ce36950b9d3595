import { and, count, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Conn, Db, Tx } from '@server/db/client.js';
import { contactChangeCodes, sessions, uploads, users } from '@server/db/schema/index.js';

export type Purpose = 'current' | 'new';

export async function findUser(db: Conn, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Whether another person already uses this e-mail (lower-case) or phone (+1 form). */
export async function isTakenByOther(
  db: Conn,
  userId: string,
  field: 'email' | 'phone',
  value: string,
): Promise<boolean> {
  const column = field === 'email' ? sql`lower(${users.email})` : sql`${users.phone}`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(column, value), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function countCodesSince(
  db: Conn,
  userId: string,
  channel: 'email' | 'sms',
  purpose: Purpose,
  since: Date,
) {
  const [row] = await db
    .select({ n: count() })
    .from(contactChangeCodes)
    .where(
      and(
        eq(contactChangeCodes.userId, userId),
        eq(contactChangeCodes.channel, channel),
        eq(contactChangeCodes.purpose, purpose),
        gte(contactChangeCodes.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function insertCode(
  tx: Tx,
  code: {
    userId: string;
    channel: 'email' | 'sms';
    purpose: Purpose;
    target: string;
    codeHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await tx.insert(contactChangeCodes).values(code);
}

/** The codes sent to this person for this purpose and address and not used yet. */
const unusedCodes = (userId: string, purpose: Purpose, target: string) =>
  and(
    eq(contactChangeCodes.userId, userId),
    eq(contactChangeCodes.purpose, purpose),
    eq(contactChangeCodes.target, target),
    isNull(contactChangeCodes.consumedAt),
  );

async function anyCode(db: Conn, where: SQL | undefined): Promise<boolean> {
  const rows = await db.select({ id: contactChangeCodes.id }).from(contactChangeCodes).where(where).limit(1);
  return rows.length > 0;
}

/** Unused, unexpired codes for this person, purpose and address. */
export async function liveCodes(tx: Tx, userId: string, purpose: Purpose, target: string, now: Date) {
  return tx
    .select()
    .from(contactChangeCodes)
    .where(and(unusedCodes(userId, purpose, target), gt(contactChangeCodes.expiresAt, now)));
}

/** Whether an unused code for this person, purpose and address has expired. */
export async function hasDeadCode(
  tx: Tx,
  userId: string,
  purpose: Purpose,
  target: string,
  now: Date,
): Promise<boolean> {
  return anyCode(tx, and(unusedCodes(userId, purpose, target), lt(contactChangeCodes.expiresAt, now)));
}

/** Whether this exact code was already used to make `target` the student's address. */
export async function wasChangedWith(db: Conn, userId: string, target: string, codeHash: string) {
  return anyCode(
    db,
    and(
      eq(contactChangeCodes.userId, userId),
      eq(contactChangeCodes.target, target),
      eq(contactChangeCodes.codeHash, codeHash),
      isNotNull(contactChangeCodes.consumedAt),
    ),
  );
}

export async function addFailedAttempt(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(contactChangeCodes)
    .set({ attempts: sql`${contactChangeCodes.attempts} + 1` })
    .where(inArray(contactChangeCodes.id, ids));
}

export async function consumeCode(tx: Tx, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(contactChangeCodes)
    .set({ consumedAt: now })
    .where(and(eq(contactChangeCodes.id, id), isNull(contactChangeCodes.consumedAt)))
    .returning({ id: contactChangeCodes.id });
  return rows.length === 1;
}

/** Once a change is saved, the proof from the old address is spent too. */
export async function consumeCurrentCodes(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx
    .update(contactChangeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(contactChangeCodes.userId, userId),
        eq(contactChangeCodes.purpose, 'current'),
        isNull(contactChangeCodes.consumedAt),
      ),
    );
}

/** Ends every session of the person but the one making the change. */
export async function revokeOtherSessions(tx: Tx, userId: string, keepSessionId: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}

export async function setEmail(tx: Tx, userId: string, email: string): Promise<void> {
  await tx.update(users).set({ email, emailRating: null, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function setPhone(tx: Tx, userId: string, phone: string): Promise<void> {
  await tx.update(users).set({ phone, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function setPhotoMetrics(db: Db, userId: string, date: Date, path: string | undefined) {
  const [row] = await db
    .update(users)
    .set({ profilePhotoUploadDate: date, ...(path ? { profilePhotoPath: path } : {}) })
    .where(eq(users.id, userId))
    .returning({ date: users.profilePhotoUploadDate, path: users.profilePhotoPath });
  return row!;
}

/** Whether a stored upload is this person's profile photo (the path must not point at someone else's file). */
export async function ownsProfilePhoto(db: Db, userId: string, uploadId: string): Promise<boolean> {
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId), eq(uploads.folder, 'profilePhoto')))
    .limit(1);
  return rows.length > 0;
}

/** Serialises one person's profile photo uploads, so two at once still leave exactly one photo. */
export async function lockUser(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Makes an upload the person's profile photo: every earlier profile photo row goes, and their stored
 * objects are returned for removal once the change is committed.
 */
export async function replaceProfilePhoto(tx: Tx, userId: string, uploadId: string, path: string) {
  const old = await tx
    .delete(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.folder, 'profilePhoto'), ne(uploads.id, uploadId)))
    .returning({ objectKey: uploads.objectKey });
  await tx
    .update(users)
    .set({ profilePhotoPath: path, profilePhotoUploadDate: new Date() })
    .where(eq(users.id, userId));
  return old.map((o) => o.objectKey);
}

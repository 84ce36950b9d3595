import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserCard, UsersQuery } from '@shared/contracts/user.js';
import { isStatus } from '@shared/domain/program.js';
import type { Db } from '@server/db/client.js';
import { coachAssignments, users } from '@server/db/schema/index.js';

const coach = alias(users, 'coach');

const cardColumns = {
  user: {
    id: users.id,
    role: users.role,
    email: users.email,
    phone: users.phone,
    firstName: users.firstName,
    lastName: users.lastName,
    status: users.status,
    createdAt: users.createdAt,
    lastSeenAt: users.lastSeenAt,
  },
  coach: { id: coach.id, firstName: coach.firstName, lastName: coach.lastName },
};

type CardRow = {
  user: {
    id: string;
    role: UserCard['role'];
    email: string;
    phone: string | null;
    firstName: string;
    lastName: string;
    status: string | null;
    createdAt: Date;
    lastSeenAt: Date | null;
  };
  coach: { id: string; firstName: string; lastName: string } | null;
};

function cardOf({ user, coach: assigned }: CardRow): UserCard {
  return {
    uuid: user.id,
    role: user.role,
    email: user.email,
    phone: user.phone ?? '',
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`,
    status: isStatus(user.status) ? user.status : null,
    coach: assigned ? { uuid: assigned.id, fullName: `${assigned.firstName} ${assigned.lastName}` } : null,
    createdAt: user.createdAt.toISOString(),
    lastSeenAt: user.lastSeenAt?.toISOString() ?? null,
  };
}

function cards(db: Db) {
  return db
    .select(cardColumns)
    .from(users)
    .leftJoin(coachAssignments, eq(coachAssignments.studentId, users.id))
    .leftJoin(coach, eq(coach.id, coachAssignments.coachId));
}

/** The one person matching `where`, or null. */
export async function findUserCard(db: Db, where: SQL): Promise<UserCard | null> {
  const [row] = await cards(db).where(where).limit(1);
  return row ? cardOf(row) : null;
}

export const byId = (id: string) => eq(users.id, id);
export const byEmail = (email: string) => eq(users.email, email);
export const byPhone = (e164: string) => eq(users.phone, e164);

/** `%`, `_` and `\` stand for themselves in a search, not for ILIKE patterns. */
function likeLiteral(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtersOf(query: Omit<UsersQuery, 'page' | 'limit'>, phoneDigits: string | null): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (query.status) parts.push(inArray(users.status, query.status));
  if (query.role) parts.push(eq(users.role, query.role));
  if (query.coachId) parts.push(eq(coachAssignments.coachId, query.coachId));
  if (query.text) {
    const like = likeLiteral(query.text);
    parts.push(
      or(
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        ilike(users.email, like),
        phoneDigits ? ilike(users.phone, likeLiteral(phoneDigits)) : undefined,
      ),
    );
  }
  return parts.length ? and(...parts) : undefined;
}

/** A page of people matching every filter, newest first, with the total count for paging. */
export async function pageOfUsers(
  db: Db,
  query: UsersQuery,
  phoneDigits: string | null,
): Promise<{ users: UserCard[]; total: number }> {
  const where = filtersOf(query, phoneDigits);
  const [rows, [total]] = await Promise.all([
    cards(db)
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(coachAssignments, eq(coachAssignments.studentId, users.id))
      .where(where),
  ]);
  return { users: rows.map(cardOf), total: total?.n ?? 0 };
}

import { and, desc, eq, gte, ilike, lt, notLike, sql, type SQL } from 'drizzle-orm';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Conn, Db, Tx } from '../db/client.js';
import { auditLog, users } from '../db/schema/index.js';

export interface AuditEntry {
  actorId: string;
  action: string;
  subjectUserId?: string | null;
  detail?: Record<string, unknown>;
}

/** Records a staff action; call it inside the transaction of the change it describes. */
export async function recordAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    subjectUserId: entry.subjectUserId ?? null,
    detail: entry.detail ?? {},
  });
}

const fullName = (first: typeof users.firstName, last: typeof users.lastName) =>
  sql<string>`concat_ws(' ', ${first}, ${last})`;

/**
 * The refusal of a second decision on a queue item, naming the coach who decided it. Every decision is
 * audited in its own transaction, so the newest audit entry carrying the item's id (`detail[key]`) names them.
 */
export async function alreadyDecided(db: Db | Tx, key: string, id: string): Promise<AppError> {
  const [row] = await db
    .select({ name: fullName(users.firstName, users.lastName) })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(sql`${auditLog.detail} ->> ${key} = ${id}`)
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return new AppError(
    'CONFLICT',
    row?.name ? t('review.alreadyDecidedBy', { name: row.name }) : t('review.alreadyDecided'),
  );
}

export interface AuditFilter {
  subjectUserId?: string;
  /** Part of the student's name or e-mail. */
  studentName?: string;
  /** Part of the coach's name or e-mail. */
  coachName?: string;
  action?: string;
  /** From this instant (inclusive) … */
  from?: Date;
  /** … to this one (exclusive). */
  to?: Date;
  limit?: number;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Newest first, with the actor's full name (two coaches may share a first name), filtered on the server:
 * by student (id, or part of the name or e-mail), by coach, by action and by time.
 */
export async function listAudit(db: Db, opts: AuditFilter = {}) {
  const where: SQL[] = [];
  if (opts.subjectUserId) where.push(eq(auditLog.subjectUserId, opts.subjectUserId));
  if (opts.studentName)
    where.push(
      sql`exists (select 1 from ${users} s where s.id = ${auditLog.subjectUserId} and (concat_ws(' ', s.first_name, s.last_name) ilike ${like(opts.studentName)} or s.email ilike ${like(opts.studentName)}))`,
    );
  if (opts.coachName)
    where.push(
      sql`(${fullName(users.firstName, users.lastName)} ilike ${like(opts.coachName)} or ${ilike(users.email, like(opts.coachName))})`,
    );
  if (opts.action) where.push(eq(auditLog.action, opts.action));
  if (opts.from) where.push(gte(auditLog.createdAt, opts.from));
  if (opts.to) where.push(lt(auditLog.createdAt, opts.to));
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      subjectUserId: auditLog.subjectUserId,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
      actorId: auditLog.actorId,
      actorName: fullName(users.firstName, users.lastName),
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.createdAt))
    .limit(opts.limit ?? 200);
}

/** The entries about a student, as rows a timeline joins in; actions matching a `leaveOut` pattern are not. */
export function entriesAbout(db: Conn, subjectUserId: string, leaveOut: string[]) {
  return db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      action: auditLog.action,
      detail: auditLog.detail,
      at: auditLog.createdAt,
    })
    .from(auditLog)
    .where(
      and(eq(auditLog.subjectUserId, subjectUserId), ...leaveOut.map((p) => notLike(auditLog.action, p))),
    )
    .as('audit_entries');
}

import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
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

/** Newest first, with the actor's full name (two coaches may share a first name); optionally only the entries about one student. */
export async function listAudit(db: Db, opts: { subjectUserId?: string; limit?: number } = {}) {
  const query = db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      subjectUserId: auditLog.subjectUserId,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
      actorId: auditLog.actorId,
      actorName: sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName})`,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .$dynamic();
  if (opts.subjectUserId) query.where(eq(auditLog.subjectUserId, opts.subjectUserId));
  return query.orderBy(desc(auditLog.createdAt)).limit(opts.limit ?? 200);
}

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStatus, type Status } from '@shared/domain/program.js';
import type { Role } from '@shared/domain/staff-roles.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Locale } from '@shared/locale.js';
import type { Db } from '../db/client.js';
import { statement } from '../db/prepared.js';
import { sessions, users } from '../db/schema/index.js';
import { setRequestLocale } from '../locale.js';
import { setWorkOwner } from '../sandbox/work-owner.js';
import '@shared/messages/staff-team.js';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** A session with no request for this long ends (sliding), whatever is left of its 14 days. */
const SESSION_IDLE_MS = 45 * 60 * 1000;
/** How stale `last_seen_at` may get before a request writes it again: one write a minute, not one a request. */
const TOUCH_AFTER_MS = 60 * 1000;

/** A session that still signs its holder in: not revoked, not past its 14 days, not idle too long. */
export function liveSession() {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastSeenAt, sql`now() - ${sql.raw(`interval '${SESSION_IDLE_MS / 1000} seconds'`)}`),
  );
}

/** Whether the request should move `last_seen_at` on; select it beside the session row. */
export function sessionNeedsTouch() {
  return sql<boolean>`${sessions.lastSeenAt} < now() - ${sql.raw(`interval '${TOUCH_AFTER_MS / 1000} seconds'`)}`;
}

const touch = statement('session_touch', (db) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.id, sql.placeholder('id'))),
);

export async function touchSession(db: Db, id: string): Promise<void> {
  await touch.on(db).execute({ id });
}

export interface Viewer {
  userId: string;
  sessionId: string;
  role: Role;
  status: Status | null;
  email: string;
  firstName: string;
  /** The person's language; a student's requests are answered in it (staff read English). */
  locale: Locale;
}

function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-sid' : 'sid';
}

export function newSessionToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: hashSessionToken(token) };
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface Guards {
  /** The id of the session the request's cookie names, valid or not; 401 when there is no cookie. */
  sessionId(request: FastifyRequest): string;
  /** Any signed-in person; 401 `Unauthorized` otherwise. */
  user(request: FastifyRequest): Promise<Viewer>;
  /** A signed-in student whose program is not closed; 403 for staff and withdrawn students. */
  activeStudent(request: FastifyRequest): Promise<Viewer>;
  /** Any staff role (admin, coach, career coach, instructor); 403 for students. */
  staff(request: FastifyRequest): Promise<Viewer>;
  /** An admin; 403 for every other role (decision 040). */
  admin(request: FastifyRequest): Promise<Viewer>;
  cookieName: string;
  setCookie(reply: FastifyReply, token: string): void;
  clearCookie(reply: FastifyReply): void;
}

export function createGuards(db: Db, opts: { secure: boolean }): Guards {
  const cookieName = sessionCookieName(opts.secure);
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: opts.secure };

  // Every signed-in call runs this query: built once and prepared, so neither the portal nor the database
  // parses it again for each request.
  const viewerOfSession = db
    .select({
      userId: users.id,
      role: users.role,
      status: users.status,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      stale: sessionNeedsTouch(),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A deactivated staff member's sessions are deleted; this keeps them out even if one were left.
    .where(and(eq(sessions.id, sql.placeholder('id')), liveSession(), isNull(users.deactivatedAt)))
    .prepare('session_viewer');

  function sessionId(request: FastifyRequest): string {
    const token = request.cookies[cookieName];
    if (!token) throw new AppError('UNAUTHORIZED', t('errors.unauthorized'));
    return hashSessionToken(token);
  }

  async function user(request: FastifyRequest): Promise<Viewer> {
    const cached = (request as FastifyRequest & { viewer?: Viewer }).viewer;
    if (cached) return cached;
    const id = sessionId(request);
    const [row] = await viewerOfSession.execute({ id });
    if (!row) throw new AppError('UNAUTHORIZED', t('errors.unauthorized'));
    const { stale, ...person } = row;
    if (stale) await touchSession(db, id);
    const viewer: Viewer = { ...person, sessionId: id, status: isStatus(row.status) ? row.status : null };
    (request as FastifyRequest & { viewer?: Viewer }).viewer = viewer;
    if (viewer.role === 'student') setRequestLocale(viewer.locale);
    setWorkOwner(viewer.userId);
    return viewer;
  }

  return {
    sessionId,
    user,
    async activeStudent(request) {
      const viewer = await user(request);
      if (viewer.role !== 'student' || viewer.status === null || viewer.status === '99_Withdrew') {
        throw new AppError('FORBIDDEN', t('errors.forbidden'));
      }
      return viewer;
    },
    async staff(request) {
      const viewer = await user(request);
      if (viewer.role === 'student') throw new AppError('FORBIDDEN', t('errors.staffOnly'));
      return viewer;
    },
    async admin(request) {
      const viewer = await user(request);
      if (viewer.role === 'student') throw new AppError('FORBIDDEN', t('errors.staffOnly'));
      if (viewer.role !== 'admin') throw new AppError('FORBIDDEN', t('staffTeam.errors.adminOnly'));
      return viewer;
    },
    cookieName,
    setCookie(reply, token) {
      reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: SESSION_TTL_MS / 1000 });
    },
    clearCookie(reply) {
      reply.clearCookie(cookieName, cookieOptions);
    },
  };
}

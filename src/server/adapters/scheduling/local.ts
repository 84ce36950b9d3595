import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import { eventTypeOf, eventTypes } from '@shared/domain/careers.js';
import {
  CAREER_COACHING_CALL,
  COACH_CALL,
  INTERVIEW_WORKSHOP,
  TRUCKING_TRIVIA,
  upcomingSessions,
  type SessionPlan,
} from '@shared/domain/schedule.js';
import { isUniqueViolation, type Db } from '@server/db/client.js';
import { localBookings } from '@server/db/schema/index.js';
import {
  SlotUnavailableError,
  type Booking,
  type Invitee,
  type ScheduledEvent,
  type ScheduledSession,
  type SchedulingPort,
} from '@server/ports/scheduling.js';

const plans: Record<string, SessionPlan> = {
  'Trucking Trivia': TRUCKING_TRIVIA,
  'Success Coach Call': COACH_CALL,
  'Career Coaching Call': CAREER_COACHING_CALL,
  'Interview Workshop': INTERVIEW_WORKSHOP,
};
/** Calls are by phone: the coach calls the student's program number. */
const byPhone = new Set(['Success Coach Call']);
/** One coach, one student: a booked time is gone for everyone else. Group classes take many. */
const oneToOne = new Set(['Success Coach Call', 'Career Coaching Call']);

const slugOf = (name: string) => eventTypeOf(name)?.slug ?? name.toLowerCase().replace(/\s+/g, '-');

type Row = typeof localBookings.$inferSelect;

/**
 * A booking service that needs no network: the program's calendar rules give the open times, bookings
 * live in `local_bookings`, every invitee gets its own cancel and reschedule links into the portal and a
 * meeting link. It behaves like the hosted service the portal would use in production.
 */
export function localScheduling(db: Db, publicUrl: string): SchedulingPort {
  const base = publicUrl.replace(/\/+$/, '');
  const eventUri = (eventId: string) => `${base}/scheduling/events/${eventId}`;
  const inviteeUri = (row: Row) => `${eventUri(row.eventId)}/invitees/${row.id}`;
  const meetingUrl = (eventId: string) => `${base}/meet/${eventId}`;

  function location(name: string, joinUrl: string | null): ScheduledSession['location'] {
    return byPhone.has(name)
      ? { type: 'phone', joinUrl: null, location: null }
      : { type: 'zoom', joinUrl, location: null };
  }
  const sessionEventId = (name: string, start: Date) => `${slugOf(name)}-${start.getTime()}`;

  function eventOf(row: Row, status: 'active' | 'canceled'): ScheduledEvent {
    return {
      uri: eventUri(row.eventId),
      name: row.eventName,
      status,
      startTime: row.startsAt,
      endTime: row.endsAt,
      location: location(row.eventName, row.joinUrl),
    };
  }
  function inviteeOf(row: Row): Invitee {
    const manage = `${base}/postprogram/career_services/bookings/${row.id}`;
    return {
      uri: inviteeUri(row),
      eventUri: eventUri(row.eventId),
      name: row.inviteeName,
      email: row.email,
      phone: row.phone,
      status: row.status,
      createdAt: row.createdAt,
      cancelUrl: `${manage}?action=cancel`,
      rescheduleUrl: `${manage}?action=reschedule`,
    };
  }
  const idFromUri = (uri: string) => /\/invitees\/([0-9a-f-]{36})$/.exec(uri)?.[1] ?? null;

  async function takenByOthers(name: string, now: Date, email: string | undefined): Promise<Set<number>> {
    if (!oneToOne.has(name)) return new Set();
    const rows = await db
      .select({ startsAt: localBookings.startsAt, email: localBookings.email })
      .from(localBookings)
      .where(
        and(
          eq(localBookings.eventName, name),
          eq(localBookings.status, 'active'),
          gt(localBookings.startsAt, now),
          ...(email ? [ne(localBookings.email, email.toLowerCase())] : []),
        ),
      );
    return new Set(rows.map((r) => r.startsAt.getTime()));
  }

  return {
    async listSessions({ name, now, inviteeEmail }) {
      const plan = plans[name];
      if (!plan) return [];
      const taken = await takenByOthers(name, now, inviteeEmail);
      return upcomingSessions(plan, now)
        .filter((startTime) => !taken.has(startTime.getTime()))
        .map((startTime) => ({
          name,
          startTime,
          durationMinutes: plan.durationMinutes,
          location: location(name, oneToOne.has(name) ? null : meetingUrl(sessionEventId(name, startTime))),
        }));
    },

    async listEventTypes() {
      return eventTypes.map((e) => ({
        uri: `${base}/scheduling/event_types/${e.slug}`,
        slug: e.slug,
        name: e.name,
        callType: e.callType,
        durationMinutes: e.durationMinutes,
      }));
    },

    async book({ key, name, startTime, invitee, now }): Promise<Booking> {
      const plan = plans[name];
      const offered = plan && upcomingSessions(plan, now).some((s) => s.getTime() === startTime.getTime());
      const existing = async () => {
        const [row] = await db
          .select()
          .from(localBookings)
          .where(and(eq(localBookings.key, key), eq(localBookings.status, 'active')));
        return row ?? null;
      };
      const found = await existing();
      if (found) return { event: eventOf(found, 'active'), invitee: inviteeOf(found) };
      if (!plan || !offered) throw new SlotUnavailableError('notOffered');
      const exclusive = oneToOne.has(name);
      const id = crypto.randomUUID();
      const eventId = exclusive ? id : sessionEventId(name, startTime);
      try {
        const [row] = await db
          .insert(localBookings)
          .values({
            id,
            eventId,
            eventName: name,
            startsAt: startTime,
            endsAt: new Date(startTime.getTime() + plan.durationMinutes * 60_000),
            exclusive,
            key,
            inviteeName: invitee.name,
            email: invitee.email.toLowerCase(),
            phone: invitee.phone,
            joinUrl: byPhone.has(name) ? null : meetingUrl(eventId),
          })
          .returning();
        return { event: eventOf(row!, 'active'), invitee: inviteeOf(row!) };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // The same request arrived twice at once, or someone else took the time first.
        const again = await existing();
        if (again) return { event: eventOf(again, 'active'), invitee: inviteeOf(again) };
        throw new SlotUnavailableError('taken');
      }
    },

    async getEvent(uri) {
      const eventId = /\/scheduling\/events\/([^/]+)$/.exec(uri)?.[1];
      if (!eventId || !uri.startsWith(base)) return null;
      const rows = await db.select().from(localBookings).where(eq(localBookings.eventId, eventId));
      if (rows.length === 0) return null;
      const active = rows.some((r) => r.status === 'active');
      return eventOf(rows[0]!, active ? 'active' : 'canceled');
    },

    async getInvitee(uri) {
      const id = idFromUri(uri);
      if (!id || !uri.startsWith(base)) return null;
      const [row] = await db.select().from(localBookings).where(eq(localBookings.id, id));
      return row && inviteeUri(row) === uri ? inviteeOf(row) : null;
    },

    async cancel(uri) {
      const id = idFromUri(uri);
      if (!id) return;
      await db
        .update(localBookings)
        .set({ status: 'canceled', canceledAt: new Date() })
        .where(and(inArray(localBookings.id, [id]), eq(localBookings.status, 'active')));
    },
  };
}

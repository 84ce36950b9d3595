import type { CallType } from '@shared/domain/careers.js';

/** A booking service's view of group sessions (spec 000 §7 "Fetch scheduled classes"). */
export interface ScheduledSession {
  name: string;
  startTime: Date;
  durationMinutes: number;
  location: { type: 'zoom' | 'phone' | 'in_person'; joinUrl: string | null; location: string | null };
}

/** A kind of meeting people can book (spec 001 §7 "calendly/eventTypes"). */
interface EventType {
  uri: string;
  slug: string;
  name: string;
  callType: CallType;
  durationMinutes: number;
}

/** A booked meeting (spec 001 §3 "Calendar event": uri, status, name). */
export interface ScheduledEvent {
  uri: string;
  name: string;
  status: 'active' | 'canceled';
  startTime: Date;
  endTime: Date;
  location: ScheduledSession['location'];
}

/** One person's booking of an event (spec 001 §3 "Invitee": email, createdAt), with its own links. */
export interface Invitee {
  uri: string;
  eventUri: string;
  name: string;
  email: string;
  phone: string | null;
  status: 'active' | 'canceled';
  createdAt: Date;
  cancelUrl: string;
  rescheduleUrl: string;
}

export interface Booking {
  event: ScheduledEvent;
  invitee: Invitee;
}

/** A time that another person booked first (a one-to-one call), or that the calendar does not offer. */
export class SlotUnavailableError extends Error {
  constructor(readonly reason: 'taken' | 'notOffered') {
    super(`slot ${reason}`);
  }
}

export interface SchedulingPort {
  /**
   * Upcoming open sessions of an event type, soonest first. One-to-one calls booked by someone else are
   * left out; `inviteeEmail`'s own booking stays in so it can be shown as theirs.
   */
  listSessions(input: {
    type: string;
    name: string;
    now: Date;
    inviteeEmail?: string;
  }): Promise<ScheduledSession[]>;
  listEventTypes(): Promise<EventType[]>;
  /**
   * Books a time for a person. `key` is the idempotency key: booking again with the key of an active
   * booking answers that booking. Throws SlotUnavailableError when the time cannot be booked.
   */
  book(input: {
    key: string;
    name: string;
    startTime: Date;
    invitee: { name: string; email: string; phone: string | null };
    now: Date;
  }): Promise<Booking>;
  getEvent(uri: string): Promise<ScheduledEvent | null>;
  getInvitee(uri: string): Promise<Invitee | null>;
  /** Cancels one person's booking; cancelling a cancelled one does nothing. */
  cancel(inviteeUri: string): Promise<void>;
}

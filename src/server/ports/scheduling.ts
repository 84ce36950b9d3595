/** A booking service's view of group sessions (spec 000 §7 "Fetch scheduled classes"). */
export interface ScheduledSession {
  name: string;
  startTime: Date;
  durationMinutes: number;
  location: { type: 'zoom' | 'phone' | 'in_person'; joinUrl: string | null; location: string | null };
}

export interface SchedulingPort {
  /** Upcoming sessions of a class the program runs, soonest first. */
  listSessions(input: { type: string; name: string; now: Date }): Promise<ScheduledSession[]>;
}

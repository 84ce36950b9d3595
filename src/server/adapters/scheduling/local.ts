import {
  COACH_CALL,
  TRUCKING_TRIVIA,
  upcomingSessions,
  type SessionPlan,
} from '../../../shared/domain/schedule.js';
import type { SchedulingPort } from '../../ports/scheduling.js';

const plans: Record<string, SessionPlan> = {
  'Trucking Trivia': TRUCKING_TRIVIA,
  'Success Coach Call': COACH_CALL,
};
/** Calls are by phone: the coach calls the student's program number. */
const byPhone = new Set(['Success Coach Call']);

/** Offers real upcoming sessions from the program's calendar rules, with a local meeting link. */
export function localScheduling(publicUrl: string): SchedulingPort {
  return {
    async listSessions({ name, now }) {
      const plan = plans[name];
      if (!plan) return [];
      return upcomingSessions(plan, now).map((startTime) => ({
        name,
        startTime,
        durationMinutes: plan.durationMinutes,
        location: byPhone.has(name)
          ? { type: 'phone' as const, joinUrl: null, location: null }
          : {
              type: 'zoom' as const,
              joinUrl: `${publicUrl}/meet/${encodeURIComponent(name.toLowerCase().replace(/\s+/g, '-'))}-${startTime.getTime()}`,
              location: null,
            },
      }));
    },
  };
}

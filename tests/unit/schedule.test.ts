import { describe, expect, it } from 'vitest';
import {
  COACH_CALL,
  onboardingDue,
  onboardingDueText,
  TRUCKING_TRIVIA,
  upcomingSessions,
  zonedTime,
  zoneOffsetMinutes,
} from '@shared/domain/schedule.js';

describe('program-time sessions', () => {
  it('knows Chicago is UTC-6 in winter and UTC-5 in summer', () => {
    expect(zoneOffsetMinutes(new Date('2026-11-22T12:00:00Z'), 'America/Chicago')).toBe(-360);
    expect(zoneOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'America/Chicago')).toBe(-300);
  });

  it('agrees with the time-zone database on Central time at every half hour around each change, 2024–2030', () => {
    const intlOffset = (instant: Date) => zoneOffsetMinutes(instant, 'US/Central');
    for (let year = 2024; year <= 2030; year++) {
      for (const month of [2, 10]) {
        for (let day = 1; day <= 14; day++) {
          for (let halfHour = 0; halfHour < 48; halfHour++) {
            const instant = new Date(Date.UTC(year, month, day, 0, halfHour * 30));
            expect(zoneOffsetMinutes(instant, 'America/Chicago'), instant.toISOString()).toBe(
              intlOffset(instant),
            );
          }
        }
      }
    }
  });

  it('switches Central time at 2:00am local on the change days', () => {
    expect(zoneOffsetMinutes(new Date('2026-03-08T07:59:00Z'), 'America/Chicago')).toBe(-360);
    expect(zoneOffsetMinutes(new Date('2026-03-08T08:00:00Z'), 'America/Chicago')).toBe(-300);
    expect(zoneOffsetMinutes(new Date('2026-11-01T06:59:00Z'), 'America/Chicago')).toBe(-300);
    expect(zoneOffsetMinutes(new Date('2026-11-01T07:00:00Z'), 'America/Chicago')).toBe(-360);
  });

  it('turns 6:00pm Central into the right instant either side of daylight saving', () => {
    expect(zonedTime(2026, 11, 24, 18, 0, 'America/Chicago').toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(zonedTime(2026, 7, 7, 18, 0, 'America/Chicago').toISOString()).toBe('2026-07-07T23:00:00.000Z');
  });

  it('offers Trucking Trivia on Tuesdays and Thursdays at 6:00pm Central for three weeks, not on Thanksgiving', () => {
    const sunday = new Date('2026-11-22T15:00:00Z');
    const sessions = upcomingSessions(TRUCKING_TRIVIA, sunday).map((d) => d.toISOString());
    expect(sessions).toEqual([
      '2026-11-25T00:00:00.000Z',
      '2026-12-02T00:00:00.000Z',
      '2026-12-04T00:00:00.000Z',
      '2026-12-09T00:00:00.000Z',
      '2026-12-11T00:00:00.000Z',
    ]);
  });

  it('does not offer a session that has already started', () => {
    const tuesdayEvening = new Date('2026-12-02T00:30:00Z'); // Tue 6:30pm Central
    expect(upcomingSessions(TRUCKING_TRIVIA, tuesdayEvening)[0]!.toISOString()).toBe(
      '2026-12-04T00:00:00.000Z',
    );
  });
});

describe('the pre-enrollment coach call', () => {
  it('offers half-hour slots on weekdays from 9:00am to 5:30pm Central, a week ahead', () => {
    const fridayAfternoon = new Date('2026-11-27T22:45:00Z'); // Fri 4:45pm Central
    const slots = upcomingSessions(COACH_CALL, fridayAfternoon).map((d) => d.toISOString());
    expect(slots.slice(0, 3)).toEqual([
      '2026-11-27T23:00:00.000Z', // Fri 5:00pm
      '2026-11-27T23:30:00.000Z', // Fri 5:30pm
      '2026-11-30T15:00:00.000Z', // Mon 9:00am, after the weekend
    ]);
    expect(slots).toHaveLength(2 + 5 * 18);
  });
});

describe('onboarding due text', () => {
  it('points at the coming Wednesday 11:59pm Central', () => {
    expect(onboardingDue(new Date('2026-11-22T15:00:00Z')).toISOString()).toBe('2026-11-26T05:59:00.000Z');
    expect(onboardingDueText(new Date('2026-11-22T15:00:00Z'))).toBe('due by Wed 11/25 @ 11:59pm Central');
  });

  it('is today when it is Wednesday in Chicago, even late evening UTC', () => {
    // Wed 25 Nov 2026, 10pm Central = Thu 04:00 UTC.
    expect(onboardingDueText(new Date('2026-11-26T04:00:00Z'))).toBe('due by Wed 11/25 @ 11:59pm Central');
    // Thursday morning Central rolls over to next week.
    expect(onboardingDueText(new Date('2026-11-26T15:00:00Z'))).toBe('due by Wed 12/2 @ 11:59pm Central');
  });
});

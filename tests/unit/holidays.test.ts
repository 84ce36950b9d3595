import { describe, expect, it } from 'vitest';
import { federalHolidayOn, federalHolidays } from '@shared/domain/holidays.js';
import { TRUCKING_TRIVIA, upcomingSessions, COACH_CALL } from '@shared/domain/schedule.js';

describe('US federal holidays', () => {
  it('lists the eleven holidays of 2026 on their observed days', () => {
    expect(federalHolidays(2026)).toEqual([
      { date: '2026-01-01', name: "New Year's Day" },
      { date: '2026-01-19', name: 'Birthday of Martin Luther King, Jr.' },
      { date: '2026-02-16', name: "Washington's Birthday" },
      { date: '2026-05-25', name: 'Memorial Day' },
      { date: '2026-06-19', name: 'Juneteenth National Independence Day' },
      // July 4, 2026 is a Saturday: observed Friday the 3rd.
      { date: '2026-07-03', name: 'Independence Day' },
      { date: '2026-09-07', name: 'Labor Day' },
      { date: '2026-10-12', name: 'Columbus Day' },
      { date: '2026-11-11', name: 'Veterans Day' },
      { date: '2026-11-26', name: 'Thanksgiving Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ]);
  });

  it('moves Sunday holidays to Monday and a Saturday New Year to the December before', () => {
    // 2027: Christmas and Juneteenth on a Saturday (observed Friday), New Year 2028 on a Saturday.
    const y2027 = federalHolidays(2027).map((h) => h.date);
    expect(y2027).toContain('2027-06-18');
    expect(y2027).toContain('2027-12-24');
    expect(y2027).toContain('2027-12-31');
    expect(federalHolidays(2028).map((h) => h.date)).not.toContain('2028-01-01');
    // 2028: Juneteenth on a Monday; 2033: Juneteenth on a Sunday, observed Monday the 20th.
    expect(federalHolidayOn(2033, 6, 20)).toBe('Juneteenth National Independence Day');
    expect(federalHolidayOn(2033, 6, 19)).toBeNull();
    expect(federalHolidayOn(2026, 11, 27)).toBeNull();
  });

  it('keeps booking off holidays: no Trucking Trivia on Thanksgiving, no coach call on Christmas', () => {
    const trivia = upcomingSessions(TRUCKING_TRIVIA, new Date('2026-11-23T12:00:00Z'));
    // 6:00pm Central is midnight UTC: Tuesday the 24th starts 2026-11-25T00:00Z.
    const days = trivia.map((d) => d.toISOString().slice(0, 10));
    expect(days).toContain('2026-11-25');
    expect(days).not.toContain('2026-11-27');
    expect(days).toContain('2026-12-02');
    const calls = upcomingSessions(COACH_CALL, new Date('2026-12-23T12:00:00Z'));
    expect(calls.some((d) => d.toISOString().startsWith('2026-12-25'))).toBe(false);
    expect(calls.some((d) => d.toISOString().startsWith('2026-12-28'))).toBe(true);
  });
});

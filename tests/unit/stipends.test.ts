import { describe, expect, it } from 'vitest';
import {
  attendanceOf,
  daysInSchool,
  firstStipendDay,
  formatStartDate,
  reasonNotes,
  stipendEligibility,
  STIPEND_WEEKS,
  weekForm,
} from '@shared/domain/stipends';

// Noon in Chicago on 2026-11-22; the start date is `days` calendar days before it.
const now = new Date('2026-11-22T18:00:00Z');
const startDaysAgo = (days: number) => {
  const d = new Date(Date.UTC(2026, 10, 22) - days * 86_400_000);
  return d.toISOString().slice(0, 10);
};

describe('stipend eligibility (spec 001 §5, §9)', () => {
  it('opens each week on day 7·(week−1)+5', () => {
    expect(STIPEND_WEEKS.map(firstStipendDay)).toEqual([5, 12, 19, 26]);
  });

  const table: [number, boolean[]][] = [
    // days since start → eligible for weeks 1..4
    [4, [false, false, false, false]],
    [5, [true, false, false, false]],
    [11, [true, false, false, false]],
    [12, [true, true, false, false]],
    [60, [true, true, true, true]],
    [61, [false, false, false, false]],
  ];
  for (const [days, expected] of table) {
    it(`on day ${days}: weeks ${expected.map((e, i) => (e ? i + 1 : '-')).join(' ')}`, () => {
      expect(STIPEND_WEEKS.map((w) => stipendEligibility(startDaysAgo(days), w, now).eligible)).toEqual(
        expected,
      );
    });
  }

  it('says why, word for word', () => {
    expect(stipendEligibility(startDaysAgo(4), 1, now)).toMatchObject({
      reason: 'weekNotDone',
      message: 'You need to complete your week before requesting your stipend',
    });
    expect(stipendEligibility(startDaysAgo(61), 1, now)).toMatchObject({
      reason: 'tooLate',
      message:
        'You are not eligible to request a stipend because you have been in school for more than 60 days. Please reach out to the provider if you need help.',
    });
    expect(stipendEligibility(null, 1, now)).toMatchObject({
      reason: 'noStartDate',
      message:
        'You are not eligible to request a stipend because we do not have a school start date for you. Please reach out to the provider to get this resolved.',
    });
    expect(stipendEligibility('2026-02-30', 1, now).eligible).toBe(false);
  });

  it('counts calendar days in Chicago, not UTC', () => {
    // 02:00 UTC on the 23rd is still the evening of the 22nd in Chicago.
    expect(daysInSchool('2026-11-17', new Date('2026-11-23T02:00:00Z'))).toBe(5);
  });

  it('shows the start date as MM/DD/YYYY and writes the attendance note', () => {
    expect(formatStartDate('2026-11-12')).toBe('11/12/2026');
    expect(formatStartDate(null)).toBe('');
    expect(reasonNotes('partial')).toBe('Attendance: partial');
    expect(attendanceOf('Attendance: none')).toBe('none');
    expect(attendanceOf('Attendance: some')).toBeNull();
    expect(STIPEND_WEEKS.map(weekForm)).toEqual(['week1', 'weeks2to3', 'weeks2to3', 'week4']);
  });
});

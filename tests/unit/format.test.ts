import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatPhone,
  formatSmsDateTime,
  formatTime,
  zoneLabel,
} from '@shared/domain/format.js';
import { isGsm7 } from '@shared/domain/sms.js';
import { formatStartDate } from '@shared/domain/stipends.js';

describe('one date format', () => {
  it('writes calendar dates and instants as MM/DD/YYYY in the program time zone', () => {
    expect(formatDate('2026-03-07')).toBe('03/07/2026');
    // 03:00 UTC on Nov 25 is still Nov 24 in Chicago.
    expect(formatDate('2026-11-25T03:00:00.000Z')).toBe('11/24/2026');
    expect(formatDate(new Date('2026-11-25T03:00:00.000Z'), 'America/New_York')).toBe('11/24/2026');
    expect(formatDate(new Date('2026-11-25T06:00:00.000Z'), 'America/New_York')).toBe('11/25/2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatStartDate('2026-11-15')).toBe('11/15/2026');
    expect(formatStartDate('15/11/2026')).toBe('');
  });

  it('names the zone with every time, standard and daylight', () => {
    expect(formatTime('2026-11-25T00:00:00Z')).toBe('6:00 PM CST');
    expect(formatTime('2026-07-01T17:05:00Z')).toBe('12:05 PM CDT');
    expect(formatTime('2026-07-01T05:30:00Z')).toBe('12:30 AM CDT');
    expect(zoneLabel(new Date('2026-03-08T07:59:00Z'))).toBe('CST');
    expect(zoneLabel(new Date('2026-03-08T08:00:00Z'))).toBe('CDT');
    expect(formatTime('2026-11-24T16:00:00Z', 'America/New_York')).toBe('11:00 AM EST');
    expect(formatDateTime('2026-11-25T00:00:00Z')).toBe('Tuesday 11/24/2026 at 6:00 PM CST');
  });

  it('writes a text message date without the weekday, in GSM-7 letters only', () => {
    // Saturday: 'sábado' would make a Spanish text UCS-2.
    const saturday = '2026-12-26T18:30:00Z';
    expect(formatSmsDateTime(saturday, 'America/Chicago', 'en')).toBe('12/26/2026 at 12:30 PM CST');
    expect(formatSmsDateTime(saturday, 'America/Chicago', 'es')).toBe('26/12/2026 a las 12:30 p.m. CST');
    expect(isGsm7(formatDateTime(saturday, 'America/Chicago', 'es'))).toBe(false);
    expect(isGsm7(formatSmsDateTime(saturday, 'America/Anchorage', 'es'))).toBe(true);
  });
});

describe('one phone format', () => {
  it('writes any 10-digit US number as (312) 555-0100', () => {
    for (const raw of ['+13125550100', '312-555-0100', '(312) 555.0100', '312 555 0100'])
      expect(formatPhone(raw)).toBe('(312) 555-0100');
    expect(formatPhone('555-0100')).toBe('555-0100');
  });
});

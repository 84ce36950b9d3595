import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsFileName, icsUtc } from '@shared/domain/ics.js';

const event = {
  uid: 'attendance-42',
  start: new Date('2026-11-24T18:00:00-06:00'),
  end: new Date('2026-11-24T19:00:00-06:00'),
  summary: 'Trucking Trivia; study, session',
  description: 'Bring your CDL manual.\nJoin: https://meet.example.org/x',
  location: 'Online',
};

describe('.ics for Add to calendar', () => {
  it('writes one event in UTC with CRLF line ends and a stable UID', () => {
    const ics = buildIcs(event, new Date('2026-11-20T10:11:12.345Z'));
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('UID:attendance-42@portal.freeway');
    expect(lines).toContain('DTSTAMP:20261120T101112Z');
    expect(lines).toContain('DTSTART:20261125T000000Z');
    expect(lines).toContain('DTEND:20261125T010000Z');
    expect(lines).toContain('SUMMARY:Trucking Trivia\\; study\\, session');
    expect(ics).toContain('DESCRIPTION:Bring your CDL manual.\\nJoin: https://meet.example.org/x');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(buildIcs(event)).toContain('UID:attendance-42@portal.freeway');
  });

  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldIcsLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(long);
    expect(foldIcsLine('SHORT:x')).toBe('SHORT:x');
  });

  it('names times in UTC and files safely', () => {
    expect(icsUtc(new Date('2026-07-04T12:34:56.789Z'))).toBe('20260704T123456Z');
    expect(icsFileName('Career Coaching Call!')).toBe('career-coaching-call.ics');
    expect(icsFileName('***')).toBe('event.ics');
  });
});

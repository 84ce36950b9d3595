/**
 * An iCalendar (RFC 5545) file with one event, for "Add to calendar": CRLF line ends, text values escaped,
 * lines folded at 75 octets, times in UTC, and a UID that stays the same for the same booking so a second
 * download updates the event instead of adding another.
 */

export interface CalendarEvent {
  /** Stable per booking (e.g. the attendance id); the domain part is added here. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
}

const PRODUCT_ID = '-//Freeway//Student Portal//EN';
const UID_DOMAIN = 'portal.freeway';

/** 20261124T180000Z */
export function icsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

/** Folds a content line into pieces of at most 75 octets, continuation lines starting with a space. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let limit = 75;
  for (const char of line) {
    if (utf8Length(current + char) > limit) {
      parts.push(current);
      current = '';
      limit = 74; // the leading space counts
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}@${UID_DOMAIN}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** A file name for the download: letters, digits and dashes. */
export function icsFileName(summary: string): string {
  const base = summary
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'event'}.ics`;
}

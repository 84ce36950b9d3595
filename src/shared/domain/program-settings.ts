import { getLocale } from '../locale.js';
import { formatUsPhone, phoneDigits } from './contact.js';

/**
 * The program's own contact points and outside links (issue 42): read from the environment on the server
 * (src/server/env.ts), handed to the browser inside the page it loads (src/server/plugins/static-client.ts).
 */
export interface ProgramSettings {
  /** E.164, for the "Call us" link and every message that names the support line. */
  supportPhone: string;
  /** E.164, for "Text" links: the number students text. */
  textNumber: string;
  helpCenterUrl: string;
  studyTipsUrl: string;
  /** Where the privacy policy sends requests about a student's information. */
  privacyEmail: string;
  /** "Mon-Fri 09:00-18:00": days and hours in the program's time zone. */
  officeHours: string;
  /** An IANA time zone, e.g. America/Chicago. */
  timeZone: string;
}

/** The fictional program of the demo: used only in demo mode (and outside production). */
export const DEMO_PROGRAM_SETTINGS: ProgramSettings = {
  supportPhone: '+13125550100',
  textNumber: '+13125550100',
  helpCenterUrl: 'https://help.freeway.example/',
  studyTipsUrl: 'https://help.freeway.example/study-tips',
  privacyEmail: 'support@freeway.example',
  officeHours: 'Mon-Fri 09:00-18:00',
  timeZone: 'America/Chicago',
};

/** Each setting's environment variable, in the order the README lists them. */
export const PROGRAM_SETTING_VARIABLES: Record<keyof ProgramSettings, string> = {
  supportPhone: 'SUPPORT_PHONE',
  textNumber: 'SUPPORT_TEXT_NUMBER',
  helpCenterUrl: 'HELP_CENTER_URL',
  studyTipsUrl: 'STUDY_TIPS_URL',
  privacyEmail: 'PRIVACY_EMAIL',
  officeHours: 'OFFICE_HOURS',
  timeZone: 'PROGRAM_TIME_ZONE',
};

/** Settings that name a way to reach someone: a demo value there would send a student nowhere. */
export const CONTACT_SETTINGS = [
  'supportPhone',
  'textNumber',
  'helpCenterUrl',
  'studyTipsUrl',
  'privacyEmail',
] as const;

let current: ProgramSettings = DEMO_PROGRAM_SETTINGS;

/** The settings in force: the server sets them at start, the browser from its page. */
export function programSettings(): ProgramSettings {
  return current;
}

export function setProgramSettings(settings: ProgramSettings): void {
  current = settings;
}

/** The support line as people read it: "(312) 555-0100". */
export function supportPhoneLabel(settings: ProgramSettings = current): string {
  return settings.supportPhone ? formatUsPhone(settings.supportPhone) : '';
}

/** A number of the 555-0100 to 555-0199 range, set aside for fiction: it reaches no one. */
export function isFictionalPhone(phone: string): boolean {
  return /^\d{3}55501\d{2}$/.test(phoneDigits(phone));
}

/** An address on a reserved `.example` domain (RFC 2606), as a URL or an e-mail address. */
export function isExampleAddress(value: string): boolean {
  let host = value.includes('@') ? (value.split('@').pop() ?? '') : value;
  try {
    if (!value.includes('@')) host = new URL(value).hostname;
  } catch {
    return false;
  }
  return /(^|\.)example\.?$/i.test(host);
}

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const OFFICE_HOURS_PATTERN =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?:-(Mon|Tue|Wed|Thu|Fri|Sat|Sun))? ([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;

/** "Mon–Fri 9:00 AM–6:00 PM Central Time" in the reader's language, from OFFICE_HOURS and the time zone. */
export function officeHoursText(settings: ProgramSettings, locale: string): string {
  const m = OFFICE_HOURS_PATTERN.exec(settings.officeHours);
  if (!m) return settings.officeHours;
  // 2026-01-05 is a Monday: day i of the week is that date plus i.
  const day = (name: string) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 0, 5 + DAYS.indexOf(name as (typeof DAYS)[number]))),
    );
  const time = (h: string, min: string) =>
    new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 0, 5, Number(h), Number(min))),
    );
  const zone =
    new Intl.DateTimeFormat(locale, { timeZone: settings.timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(Date.UTC(2026, 0, 5, 12)))
      .find((p) => p.type === 'timeZoneName')?.value ?? settings.timeZone;
  const days = m[2] ? `${day(m[1]!)}–${day(m[2])}` : day(m[1]!);
  return `${days} ${time(m[3]!, m[4]!)}–${time(m[5]!, m[6]!)} ${zone}`;
}

/** The id of the page's JSON block that carries the settings to the browser. */
export const PROGRAM_SETTINGS_ELEMENT = 'program-settings';

/** The office hours in force, in the language of the reader (or of the request on the server). */
export function officeHours(): string {
  return officeHoursText(current, getLocale());
}

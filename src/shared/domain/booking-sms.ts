import { t } from '../i18n.js';
import type { Locale } from '../locale.js';
import { BOOKINGS_SHORT_PATH } from './short-links.js';
import { formatSmsDateTime } from './format.js';
import '../messages/careers.js';

export type BookingSmsKind = 'booked' | 'moved' | 'cancelled' | 'reminder';

export interface BookingSmsInput {
  kind: BookingSmsKind;
  /** The event type's name, e.g. 'Career Coaching Call'. */
  name: string;
  startsAt: Date;
  timeZone: string;
  /** A call to the student's phone (no meeting link to join). */
  byPhone: boolean;
  /** The portal's public origin, e.g. 'https://portal.example.org'. */
  origin: string;
  locale?: Locale;
}

/**
 * A booking's confirmation or reminder as a text: one SMS segment in every language, so no student name
 * (a name with 'í' would make the text UCS-2), no meeting or reschedule URLs, only the short link to the
 * bookings page where both are (decision 031). The e-mail keeps the long form.
 */
export function bookingSms(input: BookingSmsInput): string {
  const { kind, name, locale } = input;
  const when = formatSmsDateTime(input.startsAt, input.timeZone, locale);
  const link = `${input.origin.replace(/\/+$/, '')}${BOOKINGS_SHORT_PATH}`;
  const lines = [t(`careers.sms.${kind}`, { name, when }, locale)];
  if (kind !== 'cancelled') {
    if (input.byPhone) lines.push(t('careers.sms.byPhone', undefined, locale));
    lines.push(t(input.byPhone ? 'careers.sms.change' : 'careers.sms.joinOrChange', { link }, locale));
  }
  return lines.join(' ');
}

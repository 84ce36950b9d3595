import { fitsOneSms } from '@shared/domain/sms.js';
import { t } from '@shared/i18n.js';
import type { Locale } from '@shared/locale.js';
import type { Tx } from '@server/db/client.js';
import type { Jobs } from '@server/queue/queue.js';
import { queueMessage } from '@server/queue/messages.js';
import { findContact } from './rides.repo.js';

/**
 * Tells a student that a coach declined their Uber access request, new place or Flexible ride, with the
 * coach's reason: by e-mail and by text, each channel they have not opted out of (like every coach
 * decision, issue 37 item 5). Queued in the
 * deciding transaction, so it goes once, and only if the decision stands. `what` names the request in a
 * given language: the notice is in the student's (decision 028), not the deciding coach's.
 */
export async function queueDeclineNotice(
  tx: Tx,
  jobs: Jobs,
  studentId: string,
  what: (locale: Locale) => string,
  reason: string,
): Promise<void> {
  const student = await findContact(tx, studentId);
  if (!student) return;
  const locale = student.locale;
  const text = t('rides.declinedNotice', { what: what(locale), reason }, locale);
  if (student.phone && !student.optedOut) {
    const sms = declineSms(what(locale), reason, locale);
    await queueMessage(tx, jobs, { channel: 'sms', to: student.phone, text: sms, kind: 'ride-declined' });
  }
  if (student.email && !student.noEmail) {
    await queueMessage(tx, jobs, {
      channel: 'email',
      to: student.email,
      subject: t('rides.declinedSubject', undefined, locale),
      text,
      kind: 'ride-declined',
    });
  }
}

/**
 * The text: with the coach's reason when it all fits one SMS segment; otherwise (a long reason, a place
 * name, an accent that makes it UCS-2) a short notice that sends the student to the portal, where the
 * reason is shown beside the form to ask again.
 */
export function declineSms(what: string, reason: string, locale: Locale): string {
  const full = t('rides.declinedNotice', { what, reason }, locale);
  return fitsOneSms(full) ? full : t('rides.declinedSms', undefined, locale);
}

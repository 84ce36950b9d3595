import { t } from '@shared/i18n.js';
import type { Tx } from '@server/db/client.js';
import type { Jobs } from '@server/jobs/queue.js';
import { queueMessage } from '@server/jobs/messages.js';
import { findContact } from './rides.repo.js';

/**
 * Tells a student that a coach declined their Uber access request, new place or Flexible ride, with the
 * coach's reason: by text when they take texts (many never read e-mail), else by e-mail. Queued in the
 * deciding transaction, so it goes once, and only if the decision stands.
 */
export async function queueDeclineNotice(
  tx: Tx,
  jobs: Jobs,
  studentId: string,
  what: string,
  reason: string,
): Promise<void> {
  const student = await findContact(tx, studentId);
  if (!student) return;
  // In the student's language (decision 028).
  const locale = student.locale;
  const text = t('rides.declinedNotice', { what, reason }, locale);
  if (student.phone && !student.optedOut) {
    await queueMessage(tx, jobs, { channel: 'sms', to: student.phone, text, kind: 'ride-declined' });
  } else if (student.email) {
    await queueMessage(tx, jobs, {
      channel: 'email',
      to: student.email,
      subject: t('rides.declinedSubject', undefined, locale),
      text,
      kind: 'ride-declined',
    });
  }
}

import { supportPhoneLabel } from '@shared/domain/program-settings.js';
import { t } from '@shared/i18n.js';
import type { Locale } from '@shared/locale.js';
import type { Tx } from '@server/db/client.js';
import { queueMessage } from '@server/queue/messages.js';
import type { Jobs } from '@server/queue/queue.js';
import { withLocale } from '@server/locale.js';
import '@shared/messages/enrolment-welcome.js';

const WELCOME_KIND = 'enrolment-welcome';

interface NewStudent {
  email: string;
  phone: string | null;
  firstName: string;
  locale: Locale;
  hasOptedOutOfEmail: boolean;
  hasOptedOutOfSms: boolean;
}

/**
 * The welcome of a student just enrolled, in their language: an e-mail to their address and a text to
 * their phone (each unless they opted out of it), naming where to sign in and how. Queued in the
 * transaction that created the student, so it goes out exactly once: a retried or repeated enrolment finds
 * the student and creates nothing, so queues nothing.
 */
export async function queueEnrolmentWelcome(
  tx: Tx,
  jobs: Jobs,
  student: NewStudent,
  publicUrl: string,
): Promise<('email' | 'sms')[]> {
  const sent: ('email' | 'sms')[] = [];
  const product = t('product.name');
  await withLocale(student.locale, async () => {
    if (student.email && !student.hasOptedOutOfEmail) {
      await queueMessage(tx, jobs, {
        channel: 'email',
        to: student.email,
        subject: t('enrolmentWelcome.emailSubject', { product }),
        text: t(student.phone ? 'enrolmentWelcome.emailText' : 'enrolmentWelcome.emailTextNoPhone', {
          product,
          firstName: student.firstName,
          url: publicUrl,
          phone: supportPhoneLabel(),
        }),
        kind: WELCOME_KIND,
      });
      sent.push('email');
    }
    if (student.phone && !student.hasOptedOutOfSms) {
      await queueMessage(tx, jobs, {
        channel: 'sms',
        to: student.phone,
        text: t('enrolmentWelcome.sms', { product, url: publicUrl }),
        kind: WELCOME_KIND,
      });
      sent.push('sms');
    }
  });
  return sent;
}

import { eq } from 'drizzle-orm';
import { t, type MessageKey } from '@shared/i18n.js';
import '@shared/messages/decision-notices.js';
import type { Tx } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { queueMessage } from './messages.js';
import type { Jobs } from './queue.js';

/** A coach's decision the student hears about (issue 37 item 5). */
export type Decision =
  | 'returnedToSchool'
  | 'stipendApproved'
  | 'stipendPaid'
  | 'stipendDeclined'
  | 'stipendReopened'
  | 'placeApproved'
  | 'documentSentBack'
  | 'agreementRenewed';

const decisionKind = (decision: Decision) => `decision-${decision}`;

/**
 * Tells the student of a coach's decision, in their language, by e-mail and by text as they chose (each
 * channel they have not opted out of). Call it inside the transaction that makes the decision, after the
 * guard that lets the decision happen once: a retried or repeated decision changes nothing and so queues
 * nothing, and the message exists only if the decision stands.
 */
export async function queueDecisionNotice(
  tx: Tx,
  jobs: Jobs,
  studentId: string,
  decision: Decision,
  vars: Record<string, string | number> = {},
): Promise<number> {
  const [student] = await tx
    .select({
      email: users.email,
      phone: users.phone,
      firstName: users.firstName,
      locale: users.locale,
      noEmail: users.hasOptedOutOfEmail,
      noSms: users.hasOptedOutOfSms,
    })
    .from(users)
    .where(eq(users.id, studentId));
  if (!student) return 0;
  const locale = student.locale;
  const all = { ...vars, product: t('product.name', undefined, locale) };
  const key = (part: 'subject' | 'email' | 'sms') => `decisionNotices.${decision}.${part}` as MessageKey;
  let queued = 0;
  if (student.email && !student.noEmail) {
    const greeting = t('decisionNotices.greeting', { name: student.firstName ?? '' }, locale);
    await queueMessage(tx, jobs, {
      channel: 'email',
      to: student.email,
      subject: t(key('subject'), all, locale),
      text: `${greeting}\n\n${t(key('email'), all, locale)}`,
      kind: decisionKind(decision),
    });
    queued++;
  }
  if (student.phone && !student.noSms) {
    await queueMessage(tx, jobs, {
      channel: 'sms',
      to: student.phone,
      text: t(key('sms'), all, locale),
      kind: decisionKind(decision),
    });
    queued++;
  }
  return queued;
}

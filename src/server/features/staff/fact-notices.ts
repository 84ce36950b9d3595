import { fitsOneSms } from '@shared/domain/sms.js';
import type { CorrectableStatus, ProgramFactKey, ProgramFacts } from '@shared/domain/staff-facts.js';
import { t } from '@shared/i18n.js';
import type { Locale } from '@shared/locale.js';
import type { Tx } from '@server/db/client.js';
import { queueMessage } from '@server/queue/messages.js';
import type { Jobs } from '@server/queue/queue.js';
import '@shared/messages/fact-notices.js';

/** A date as the student reads it: "March 3, 2027" / "3 de marzo de 2027". */
export function noticeDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** Names the notice needs: the new school's and career coach's. */
export interface NoticeNames {
  school: string | null;
  careerCoach: string | null;
}

/**
 * The sentences that tell a student what changed where they see it, in their language: one per fact that
 * shows in their portal (the school, its start date, stipends, Uber rides, funding, the career coach).
 */
export function factSentences(
  changed: readonly ProgramFactKey[],
  after: ProgramFacts,
  names: NoticeNames,
  locale: Locale,
): string[] {
  const has = (k: ProgramFactKey) => changed.includes(k);
  const out: string[] = [];
  if (has('schoolId'))
    out.push(
      after.schoolId && names.school
        ? t('factNotices.school', { name: names.school }, locale)
        : t('factNotices.schoolRemoved', undefined, locale),
    );
  if (has('inSchoolStartDate'))
    out.push(
      after.inSchoolStartDate
        ? t('factNotices.startDate', { date: noticeDate(after.inSchoolStartDate, locale) }, locale)
        : t('factNotices.startDateRemoved', undefined, locale),
    );
  if (has('stipendSp'))
    out.push(t(after.stipendSp ? 'factNotices.stipendOn' : 'factNotices.stipendOff', undefined, locale));
  if (has('uberAccessEnabled'))
    out.push(t(after.uberAccessEnabled ? 'factNotices.uberOn' : 'factNotices.uberOff', undefined, locale));
  if (has('wbId') || has('wfbFundingStatus') || has('waitlistWbId') || has('wfp'))
    out.push(t('factNotices.funding', undefined, locale));
  if (has('careerCoachId'))
    out.push(
      after.careerCoachId && names.careerCoach
        ? t('factNotices.careerCoach', { name: names.careerCoach }, locale)
        : t('factNotices.careerCoachRemoved', undefined, locale),
    );
  return out;
}

export function statusSentence(status: CorrectableStatus, locale: Locale): string {
  return t('factNotices.status', { stage: t(`factNotices.stages.${status}`, undefined, locale) }, locale);
}

/** The text message: the sentences when they fit one segment, else the short general one. */
export function noticeSms(sentences: readonly string[], locale: Locale): string {
  const product = t('product.name', undefined, locale);
  const full = `${sentences.join(' ')} ${t('factNotices.open', { product }, locale)}`;
  return fitsOneSms(full) ? full : t('factNotices.short', { product }, locale);
}

export interface NoticeTarget {
  firstName: string;
  email: string;
  phone: string | null;
  locale: Locale;
  hasOptedOutOfEmail: boolean;
  hasOptedOutOfSms: boolean;
}

/** Queues the notice by e-mail and by text, each unless the student opted out of it, in the change's transaction. */
export async function queueFactNotice(
  tx: Tx,
  jobs: Jobs,
  student: NoticeTarget,
  sentences: readonly string[],
  kind: string,
): Promise<void> {
  if (sentences.length === 0) return;
  const { locale } = student;
  const product = t('product.name', undefined, locale);
  if (!student.hasOptedOutOfEmail)
    await queueMessage(tx, jobs, {
      channel: 'email',
      to: student.email,
      kind,
      subject: t('factNotices.subject', undefined, locale),
      text: [
        t('factNotices.greeting', { name: student.firstName }, locale),
        '',
        ...sentences,
        '',
        t('factNotices.open', { product }, locale),
      ].join('\n'),
    });
  if (student.phone && !student.hasOptedOutOfSms)
    await queueMessage(tx, jobs, {
      channel: 'sms',
      to: student.phone,
      kind,
      text: noticeSms(sentences, locale),
    });
}

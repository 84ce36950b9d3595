import { AppError } from '@shared/errors.js';
import { officeHours, supportPhoneLabel } from '@shared/domain/program-settings.js';
import { t } from '@shared/i18n.js';
import type { Tx } from '@server/db/client.js';
import { queueMessage } from '@server/queue/messages.js';
import { withLocale } from '@server/locale.js';
import type { Locale } from '@shared/locale.js';
import type { Jobs } from '@server/queue/queue.js';
import type { Viewer } from '@server/plugins/session.js';
import * as repo from './program.repo.js';
import type { ProgramDeps } from './program.service.js';

type Person = { id: string; email: string; firstName: string; hasOptedOutOfEmail: boolean; locale?: Locale };

const WELCOME = 'post-program-welcome';
const WITHDRAWAL = 'withdrawal';

export function queueWelcomeEmail(tx: Tx, jobs: Jobs, user: Person) {
  return withLocale(user.locale ?? 'en', () =>
    queueMessage(tx, jobs, {
      channel: 'email',
      to: user.email,
      subject: t('journey.welcomeEmailSubject'),
      text: t('journey.welcomeEmailText', {
        firstName: user.firstName,
        phone: supportPhoneLabel(),
      }),
      kind: WELCOME,
    }),
  );
}

export function queueWithdrawalEmail(tx: Tx, jobs: Jobs, user: Person) {
  return withLocale(user.locale ?? 'en', () =>
    queueMessage(tx, jobs, {
      channel: 'email',
      to: user.email,
      subject: t('journey.withdrawalEmailSubject'),
      text: t('journey.withdrawalEmailText', {
        firstName: user.firstName,
        uuid: user.id,
        phone: supportPhoneLabel(),
        hours: officeHours(),
      }),
      kind: WITHDRAWAL,
    }),
  );
}

/**
 * POST /api/sendgrid/sendPostProgramWelcome (spec 001 §7): the graduate's welcome e-mail. The portal sends
 * it itself when the student reaches post-program; asked again, it is sent once at most, and only to a
 * graduate who has not opted out of e-mail.
 */
export async function sendPostProgramWelcome(deps: ProgramDeps, viewer: Viewer): Promise<{ sent: boolean }> {
  return deps.db.transaction(async (tx) => {
    const user = await repo.findStudentForUpdate(tx, viewer.userId);
    if (!user || user.status !== '5_PostProgram') throw new AppError('CONFLICT', t('journey.welcomeNotYet'));
    if (user.hasOptedOutOfEmail) return { sent: false };
    if (!(await repo.hasMessageOfKind(tx, user.email, WELCOME))) await queueWelcomeEmail(tx, deps.jobs, user);
    return { sent: true };
  });
}

/**
 * POST /api/sendgrid/withdrawal {email, firstName, uuid} (spec 001 §7): the withdrawal e-mail, for the
 * caller only and only once they have left the program; the portal sends it itself when they leave, so
 * asking again never sends a second one.
 */
export async function sendWithdrawalEmail(
  deps: ProgramDeps,
  viewer: Viewer,
  body: { email: string; uuid: string },
): Promise<{ sent: boolean }> {
  return deps.db.transaction(async (tx) => {
    const user = await repo.findStudentForUpdate(tx, viewer.userId);
    if (!user || body.uuid !== user.id || body.email.trim().toLowerCase() !== user.email)
      throw new AppError('FORBIDDEN', t('errors.onlyYourself'));
    if (user.status !== '99_Withdrew') throw new AppError('CONFLICT', t('journey.notWithdrawn'));
    if (!(await repo.hasMessageOfKind(tx, user.email, WITHDRAWAL)))
      await queueWithdrawalEmail(tx, deps.jobs, user);
    return { sent: true };
  });
}

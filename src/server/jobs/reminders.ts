import { and, eq } from 'drizzle-orm';
import { formatInZone, timeZoneOfState } from '@shared/domain/careers.js';
import { formatUsPhone } from '@shared/domain/contact.js';
import { t } from '@shared/i18n.js';
import type { Db } from '../db/client.js';
import { attendances, bookingReminders, users } from '../db/schema/index.js';
import { withLocale } from '../locale.js';
import { queueMessage } from './messages.js';
import type { Jobs } from './queue.js';

/**
 * Job: at its time, turn one booking reminder into a text or e-mail. A reminder that was cancelled, or
 * whose booking has moved or been cancelled since, sends nothing; a sent one is never sent again.
 */
export function sendReminder(db: Db, jobs: Jobs) {
  return async ({ id }: { id: string }): Promise<void> => {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ reminder: bookingReminders, attendance: attendances, user: users })
        .from(bookingReminders)
        .innerJoin(attendances, eq(attendances.id, bookingReminders.attendanceId))
        .innerJoin(users, eq(users.id, attendances.userId))
        .where(eq(bookingReminders.id, id))
        .for('update', { of: bookingReminders });
      if (!row || row.reminder.status !== 'scheduled') return;
      const { reminder, attendance, user } = row;
      const due = attendance.startsAt.getTime() - reminder.offsetMinutes * 60_000;
      const stale = attendance.cancelledAt !== null || due !== reminder.sendAt.getTime();
      const optedOut = reminder.channel === 'email' ? user.hasOptedOutOfEmail : user.hasOptedOutOfSms;
      if (!stale && !optedOut) {
        // Composed in the student's language (decision 028).
        await withLocale(user.locale, async () => {
          const when = formatInZone(attendance.startsAt, timeZoneOfState(user.state));
          const how =
            attendance.callType === 'outbound_call'
              ? t('careers.reminder.byPhone', { phone: formatUsPhone(user.phone) })
              : attendance.joinUrl
                ? t('careers.reminder.join', { url: attendance.joinUrl })
                : '';
          const text = [
            t('careers.reminder.text', { firstName: user.firstName, name: attendance.name, when }),
            how,
            attendance.rescheduleUrl ? t('careers.reminder.change', { url: attendance.rescheduleUrl }) : '',
          ]
            .filter(Boolean)
            .join(' ');
          await queueMessage(tx, jobs, {
            channel: reminder.channel,
            to: reminder.channel === 'email' ? user.email : user.phone,
            subject: t('careers.reminder.subject', { name: attendance.name }),
            text,
            kind: 'booking-reminder',
          });
        });
      }
      await tx
        .update(bookingReminders)
        .set({ status: stale || optedOut ? 'cancelled' : 'sent' })
        .where(and(eq(bookingReminders.id, id), eq(bookingReminders.status, 'scheduled')));
    });
  };
}

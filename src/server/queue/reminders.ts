import { and, eq } from 'drizzle-orm';
import { bookingSms } from '@shared/domain/booking-sms.js';
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
export function sendReminder(db: Db, jobs: Jobs, origin: string) {
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
      // No phone, no text: as good as opted out of that channel.
      const optedOut =
        reminder.channel === 'email' ? user.hasOptedOutOfEmail : user.hasOptedOutOfSms || !user.phone;
      if (!stale && !optedOut) {
        // Composed in the student's language (decision 028).
        await withLocale(user.locale, async () => {
          const timeZone = timeZoneOfState(user.state);
          const byPhone = attendance.callType === 'outbound_call';
          const text =
            reminder.channel === 'sms'
              ? bookingSms({
                  kind: 'reminder',
                  name: attendance.name,
                  startsAt: attendance.startsAt,
                  timeZone,
                  byPhone,
                  origin,
                })
              : reminderEmail(user, attendance, formatInZone(attendance.startsAt, timeZone));
          await queueMessage(tx, jobs, {
            channel: reminder.channel,
            to: reminder.channel === 'email' ? user.email : (user.phone ?? ''),
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

/** The e-mail reminder: the student's name, the meeting link or the call, and the reschedule link. */
function reminderEmail(
  user: typeof users.$inferSelect,
  attendance: typeof attendances.$inferSelect,
  when: string,
): string {
  const how =
    attendance.callType === 'outbound_call'
      ? t('careers.reminder.byPhone', { phone: formatUsPhone(user.phone ?? '') })
      : attendance.joinUrl
        ? t('careers.reminder.join', { url: attendance.joinUrl })
        : '';
  return [
    t('careers.reminder.text', { firstName: user.firstName, name: attendance.name, when }),
    how,
    attendance.rescheduleUrl ? t('careers.reminder.change', { url: attendance.rescheduleUrl }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

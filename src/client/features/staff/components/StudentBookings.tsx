import { formatDateTime } from '@shared/domain/format';
import { t } from '@shared/i18n';
import { useSetBookingLink, useStudentBookings } from '../api/meetings';
import { MeetingLinkForm } from './MeetingLinkForm';
import '@shared/messages/meetings';
import { StudentCard } from './StudentCard';

/** The student's booked sessions to come, each with a meeting link of its own for staff to enter. */
export function StudentBookings({ studentId }: { studentId: string }) {
  const bookings = useStudentBookings(studentId);
  const save = useSetBookingLink(studentId);
  if (!bookings.isSuccess) return null;
  return (
    <StudentCard name="bookings" title={t('meetings.bookingsTitle')}>
      {bookings.data.bookings.length === 0 ? (
        <p>{t('meetings.noBookings')}</p>
      ) : (
        bookings.data.bookings.map((b) => (
          <MeetingLinkForm
            key={b.id}
            label={t('meetings.linkLabel', { name: b.name, when: formatDateTime(b.startsAt) })}
            value={b.meetingUrl}
            saveLabel={t('meetings.linkSave')}
            saving={save.isPending}
            onSave={(url, done, failed) =>
              save.mutate(
                { id: b.id, url },
                {
                  onSuccess: (r) => done(r.meetingUrl ? t('meetings.linkSaved') : t('meetings.linkNone')),
                  onError: (e) => failed(e.message),
                },
              )
            }
          />
        ))
      )}
    </StudentCard>
  );
}

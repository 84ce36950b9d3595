import { useState } from 'react';
import type { Attendance } from '@shared/contracts/classes';
import type { SessionUser } from '@shared/contracts/user';
import { formatInZone, timeZoneOfState, type EventTypeName } from '@shared/domain/careers';
import { sessionMinutes } from '@shared/domain/schedule';
import { t } from '@shared/i18n';
import { AddToCalendar } from '@client/ui/AddToCalendar';
import { LoadError } from '@client/ui/LoadError';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useCancelBooking, useFutureAttendance } from '../api/careers';
import { BookingCalendar } from './BookingCalendar';
import '@shared/messages/careers';

export type SchedulerAction = 'reschedule' | 'cancel';

/**
 * The scheduler of spec 000 §2 "Career services": signed up already (date, Join Zoom, Reschedule,
 * Cancel), the outbound-call note, or the booking calendar.
 */
export function Scheduler({
  eventType,
  user,
  initialAction,
}: {
  eventType: EventTypeName;
  user: SessionUser;
  initialAction?: SchedulerAction | null;
}) {
  const future = useFutureAttendance(user.uuid);
  const [action, setAction] = useState<SchedulerAction | null>(initialAction ?? null);
  const [notice, setNotice] = useState('');
  if (future.isPending) return <LoadingScreen label={t('common.loading')} />;
  if (future.isError) return <LoadError message={t('careers.loadFailed')} query={future} />;
  const booking = future.data.find((a) => a.name === eventType) ?? null;

  return (
    <div className="scheduler">
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      {booking && action !== 'reschedule' ? (
        <Booked
          booking={booking}
          user={user}
          confirmingCancel={action === 'cancel'}
          onAction={setAction}
          onCancelled={() => {
            setAction(null);
            setNotice(t('careers.cancelled'));
          }}
        />
      ) : (
        <>
          <BookingCalendar
            eventType={eventType}
            user={user}
            onBooked={() => {
              setAction(null);
              setNotice(t('careers.booked'));
            }}
          />
          {booking && (
            <button
              type="button"
              className="button button-ghost button-block"
              onClick={() => setAction(null)}
            >
              {t('careers.keepIt')}
            </button>
          )}
        </>
      )}
    </div>
  );
}

function Booked({
  booking,
  user,
  confirmingCancel,
  onAction,
  onCancelled,
}: {
  booking: Attendance;
  user: SessionUser;
  confirmingCancel: boolean;
  onAction: (a: SchedulerAction | null) => void;
  onCancelled: () => void;
}) {
  const cancel = useCancelBooking(booking.name);
  const zone = timeZoneOfState(user.state);
  const when = formatInZone(new Date(booking.attendanceDate), zone);
  return (
    <div className="card booked">
      {booking.callType === 'outbound_call' ? (
        <p className="booked-title">{t('careers.outboundCall')}</p>
      ) : (
        <p className="booked-title">{t('careers.alreadySignedUp')}</p>
      )}
      <p className="booked-when">{t('careers.signedUpFor', { name: booking.name, when })}</p>
      {booking.reminders.length > 0 && (
        <>
          <p>{t('careers.reminders')}</p>
          <ul className="reminder-list">
            {booking.reminders.map((r) => (
              <li key={r.channel + r.sendAt}>
                {t('careers.reminderAt', {
                  channel: r.channel === 'sms' ? t('careers.reminderSms') : t('careers.reminderEmail'),
                  when: formatInZone(new Date(r.sendAt), zone),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {confirmingCancel ? (
        <div className="booked-actions">
          <p>{t('careers.cancelConfirm')}</p>
          <button
            type="button"
            className="button button-danger"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(booking.uuid, { onSuccess: onCancelled })}
          >
            {t('careers.cancelYes')}
          </button>
          <button type="button" className="button button-ghost" onClick={() => onAction(null)}>
            {t('careers.keepIt')}
          </button>
        </div>
      ) : (
        <div className="booked-actions">
          {booking.callType !== 'outbound_call' && booking.location && (
            <a className="button button-primary" href={booking.location} target="_blank" rel="noreferrer">
              {t('careers.joinZoom')}
            </a>
          )}
          <AddToCalendar
            event={{
              uid: `booking-${booking.uuid}`,
              start: new Date(booking.attendanceDate),
              end: new Date(
                new Date(booking.attendanceDate).getTime() + sessionMinutes(booking.name) * 60_000,
              ),
              summary: booking.name,
              ...(booking.callType !== 'outbound_call' && booking.location
                ? { location: booking.location, url: booking.location }
                : { description: t('careers.outboundCall') }),
            }}
          />
          <button type="button" className="button button-secondary" onClick={() => onAction('reschedule')}>
            {t('careers.reschedule')}
          </button>
          <button type="button" className="button button-ghost" onClick={() => onAction('cancel')}>
            {t('careers.cancel')}
          </button>
        </div>
      )}
    </div>
  );
}

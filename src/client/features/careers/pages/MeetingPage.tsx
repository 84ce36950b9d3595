import { Link, useParams } from 'react-router';
import { formatUsPhone } from '@shared/domain/contact';
import { formatDateTime } from '@shared/domain/format';
import { t } from '@shared/i18n';
import { CallUsLink } from '@client/ui/CallUsLink';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useMeeting } from '../api/meetings';
import '@shared/messages/meetings';
import '@shared/messages/menu';

/**
 * The room of a booked call (/meet/:id, the link in bookings, reminders and e-mails): the meeting to join,
 * or, when the call has no link, the number on file the coach will phone. Never an empty room.
 */
export default function MeetingPage() {
  const { id = '' } = useParams();
  const meeting = useMeeting(id);
  return (
    <section className="card" aria-labelledby="meeting-title">
      {meeting.isPending ? (
        <LoadingScreen label={t('common.loading')} />
      ) : meeting.isError ? (
        <>
          <h1 id="meeting-title">{t('meetings.pageTitle')}</h1>
          <p role="alert">{t('meetings.notFound')}</p>
          <CallUsLink />
        </>
      ) : (
        <>
          <h1 id="meeting-title">{t('meetings.title', { name: meeting.data.name })}</h1>
          <p>{t('meetings.when', { when: formatDateTime(meeting.data.startsAt) })}</p>
          {meeting.data.meetingUrl ? (
            <>
              <p>
                <a
                  className="button button-primary"
                  href={meeting.data.meetingUrl}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('meetings.join')} <span className="visually-hidden">{t('menu.opensNewTab')}</span>
                </a>
              </p>
              <p className="hint">{t('meetings.joinHint')}</p>
            </>
          ) : (
            <>
              <p>{t('meetings.byPhone', { phone: formatUsPhone(meeting.data.phone ?? '') })}</p>
              <p className="hint">
                {t('meetings.wrongPhone')} <Link to="/program/account">{t('meetings.accountInfo')}</Link>
              </p>
            </>
          )}
        </>
      )}
      <p>
        <Link className="button button-secondary" to="/">
          {t('meetings.back')}
        </Link>
      </p>
    </section>
  );
}

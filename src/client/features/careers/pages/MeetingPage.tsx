import { Link } from 'react-router';
import { t } from '@shared/i18n';
import { CallUsLink } from '@client/ui/CallUsLink';
import '@shared/messages/careers';

/** Where a booking's meeting link lands with the local booking service: the call's room, in plain words. */
export default function MeetingPage() {
  return (
    <section className="card">
      <h1>{t('careers.meetingTitle')}</h1>
      <p>{t('careers.meetingBody')}</p>
      <CallUsLink />
      <p>
        <Link className="button button-secondary" to="/">
          {t('careers.meetingBack')}
        </Link>
      </p>
    </section>
  );
}

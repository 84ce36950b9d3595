import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { VideoKey } from '@shared/domain/learning';
import { t, type MessageKey } from '@shared/i18n';
import { VideoPlayer } from '../components/VideoPlayer';
import '../learning.css';
import '@shared/messages/learning';

/**
 * A class that is a video and, maybe, a quiz after it: Orientation (then its quiz), the Interview
 * Workshop lesson. Texts come as catalogue keys: the router is in the sign-in download, where only the
 * core catalogue is. Watching records the class item on the server.
 */
export default function VideoClassPage(props: {
  video: VideoKey;
  titleKey: MessageKey;
  leadKey: MessageKey;
  backTo: string;
  next?: { to: string; labelKey: MessageKey };
  /** What follows the lesson on the same page (the workshop's live sessions). */
  children?: ReactNode;
}) {
  const title = t(props.titleKey);
  return (
    <section className="learning">
      <h1>{title}</h1>
      <p className="learning-lead">{t(props.leadKey)}</p>
      <VideoPlayer video={props.video} title={title} />
      {props.children}
      <div className="learning-actions">
        {props.next && (
          <Link className="button button-primary" to={props.next.to}>
            {t(props.next.labelKey)}
          </Link>
        )}
        <Link className="button button-ghost" to={props.backTo}>
          {t('learning.backToChecklist')}
        </Link>
      </div>
    </section>
  );
}

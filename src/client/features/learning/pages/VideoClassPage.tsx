import { Link } from 'react-router';
import type { VideoKey } from '../../../../shared/domain/learning';
import { t } from '../../../../shared/i18n';
import { VideoPlayer } from '../components/VideoPlayer';
import '../learning.css';

/**
 * A class that is a video and, maybe, a quiz after it: Orientation (then its quiz), the Interview
 * Workshop lesson. Watching records the class item on the server.
 */
export default function VideoClassPage(props: {
  video: VideoKey;
  title: string;
  lead: string;
  backTo: string;
  next?: { to: string; label: string };
}) {
  return (
    <section className="learning">
      <h1>{props.title}</h1>
      <p className="learning-lead">{props.lead}</p>
      <VideoPlayer video={props.video} title={props.title} />
      <div className="learning-actions">
        {props.next && (
          <Link className="button button-primary" to={props.next.to}>
            {props.next.label}
          </Link>
        )}
        <Link className="button button-ghost" to={props.backTo}>
          {t('learning.backToChecklist')}
        </Link>
      </div>
    </section>
  );
}

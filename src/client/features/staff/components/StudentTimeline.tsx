import type { TimelineEntry } from '@shared/contracts/staff-texts';
import { getAudio } from '@shared/contracts/documents.endpoints';
import { t } from '@shared/i18n';
import { urlOf } from '@client/lib/api';
import { useTimeline } from '../api/texts';
import { when } from './format';
import '@shared/messages/staff-student';
import { StudentCard } from './StudentCard';

function who(entry: TimelineEntry): string {
  if (entry.actor === 'student') return t('staffStudent.timeline.byStudent');
  if (entry.actor === 'staff' && entry.actorName)
    return t('staffStudent.timeline.byStaff', { name: entry.actorName });
  return t('staffStudent.timeline.bySystem');
}

/** What the student did and what staff did, newest first, built by the server from the records it keeps. */
export function StudentTimeline({ studentId }: { studentId: string }) {
  const timeline = useTimeline(studentId);
  const entries = timeline.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <StudentCard name="timeline" title={t('staffStudent.timeline.title')} className="student-timeline">
      <p className="hint">{t('staffStudent.timeline.lead')}</p>
      {timeline.isPending ? (
        <p>{t('common.loading')}</p>
      ) : timeline.isError ? (
        <p role="alert">{timeline.error.message}</p>
      ) : entries.length === 0 ? (
        <p>{t('staffStudent.timeline.empty')}</p>
      ) : (
        <ol className="timeline">
          {entries.map((entry) => (
            <li key={entry.id} className={`timeline-${entry.actor} timeline-${entry.kind}`}>
              <p className="timeline-title">{entry.title}</p>
              {entry.scheduledAt && (
                <p>
                  {t('staffStudent.timeline.callAt', {
                    when: when.format(new Date(entry.scheduledAt)),
                  })}
                </p>
              )}
              {entry.body && <p className="timeline-body">{entry.body}</p>}
              {entry.audioPath && (
                // eslint-disable-next-line jsx-a11y/media-has-caption -- the student's own practice answer; no words exist to caption it
                <audio
                  controls
                  preload="none"
                  src={urlOf(getAudio, { query: { path: entry.audioPath } })}
                  aria-label={t('staffStudent.timeline.playRecording')}
                />
              )}
              <p className="note-meta">
                {who(entry)} · <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      {timeline.hasNextPage && (
        <button
          type="button"
          className="button button-secondary"
          disabled={timeline.isFetchingNextPage}
          onClick={() => void timeline.fetchNextPage()}
        >
          {timeline.isFetchingNextPage
            ? t('staffStudent.timeline.loadingOlder')
            : t('staffStudent.timeline.older')}
        </button>
      )}
    </StudentCard>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ReviewItem } from '@shared/contracts/documents';
import { photoFolderOf, rejectReasons } from '@shared/domain/documents';
import { t } from '@shared/i18n';
import { useAlerts } from '@client/lib/alerts';
import { fileQuery } from '@client/lib/file-query';
import { useDecision, useReviewQueue } from '../api/documents';
import { documentName } from '../components/document-name';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The coach's queue of document photos: look at each, approve it, or send it back with a reason. */
export default function ReviewQueuePage() {
  const [params] = useSearchParams();
  const student = params.get('student');
  const queue = useReviewQueue(student);
  const [done, setDone] = useState('');
  return (
    <section className="review">
      <h1>{t('review.title')}</h1>
      <p className="visually-hidden" role="status">
        {done}
      </p>
      {queue.isPending ? (
        <p>{t('common.loading')}</p>
      ) : queue.data?.length ? (
        <ul className="review-list">
          {queue.data.map((item) => (
            <li key={item.id}>
              <ReviewCard item={item} onDone={setDone} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('review.empty')}</p>
      )}
    </section>
  );
}

function ReviewCard({ item, onDone }: { item: ReviewItem; onDone: (message: string) => void }) {
  const image = useQuery(fileQuery(item.path));
  const decision = useDecision();
  const { notifyError } = useAlerts();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<string>('');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const spec = photoFolderOf(item.folder);
  const name = spec ? documentName(spec.name) : item.folder;
  const student = `${item.student.firstName} ${item.student.lastName}`;
  const headingId = `review-${item.id}`;

  const reject = () => {
    const text = reason === 'other' ? other.trim() : reason;
    if (!text) return setError(t('review.reasonRequired'));
    if (text.length > 300) return setError(t('review.reasonTooLong'));
    decision.mutate(
      { id: item.id, review: 'reject', reason: text },
      { onSuccess: () => onDone(t('review.rejected')), onError: notifyError },
    );
  };

  return (
    <article className="card review-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {name} · {student}
      </h2>
      <p className="muted">
        {item.student.email} · {t('review.uploaded', { when: when.format(new Date(item.createdAt)) })}
      </p>
      <div className="review-image">
        {image.data ? (
          <img
            src={image.data}
            alt={t('review.imageAlt', { name, student })}
            width={item.width}
            height={item.height}
          />
        ) : image.isError ? (
          <p>{t('review.loadImageFailed')}</p>
        ) : (
          <p>{t('common.loading')}</p>
        )}
      </div>
      {!rejecting ? (
        <div className="review-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={decision.isPending}
            onClick={() =>
              decision.mutate(
                { id: item.id, review: 'approve' },
                { onSuccess: () => onDone(t('review.approved')), onError: notifyError },
              )
            }
          >
            {t('review.approve')}
          </button>
          <button type="button" className="button button-ghost" onClick={() => setRejecting(true)}>
            {t('review.reject')}
          </button>
        </div>
      ) : (
        <fieldset className="review-reasons">
          <legend>{t('review.reason')}</legend>
          {rejectReasons.map((key) => {
            const text = t(`documents.rejectReasons.${key}`);
            return (
              <label key={key} className="option">
                <input
                  type="radio"
                  name={`reason-${item.id}`}
                  value={text}
                  checked={reason === text}
                  onChange={() => setReason(text)}
                />
                {text}
              </label>
            );
          })}
          <label className="option">
            <input
              type="radio"
              name={`reason-${item.id}`}
              value="other"
              checked={reason === 'other'}
              onChange={() => setReason('other')}
            />
            {t('review.otherReason')}
          </label>
          {reason === 'other' && (
            <div className="field">
              <label htmlFor={`other-${item.id}`}>{t('review.otherReasonLabel')}</label>
              <textarea
                id={`other-${item.id}`}
                value={other}
                maxLength={300}
                onChange={(e) => setOther(e.target.value)}
              />
            </div>
          )}
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <div className="review-actions">
            <button
              type="button"
              className="button button-danger"
              disabled={decision.isPending}
              onClick={reject}
            >
              {t('review.confirmReject')}
            </button>
            <button type="button" className="button button-ghost" onClick={() => setRejecting(false)}>
              {t('common.back')}
            </button>
          </div>
        </fieldset>
      )}
    </article>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ReviewItem } from '@shared/contracts/documents';
import { photoFolderOf, rejectReasons } from '@shared/domain/documents';
import { t } from '@shared/i18n';
import { fileQuery } from '@client/lib/file-query';
import { DecisionCard } from '@client/ui/DecisionCard';
import { ReviewList } from '@client/ui/ReviewList';
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
    <ReviewList
      title={t('review.title')}
      notice={done}
      pending={queue.isPending}
      sections={[
        {
          empty: t('review.empty'),
          cards: (queue.data ?? []).map((item) => ({
            key: item.id,
            card: <ReviewCard item={item} onDone={setDone} />,
          })),
        },
      ]}
    />
  );
}

function ReviewCard({ item, onDone }: { item: ReviewItem; onDone: (message: string) => void }) {
  const image = useQuery(fileQuery(item.path));
  const decision = useDecision();
  const [reason, setReason] = useState<string>('');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const spec = photoFolderOf(item.folder);
  const name = spec ? documentName(spec.name) : item.folder;
  const student = `${item.student.firstName} ${item.student.lastName}`;

  const reject = () => {
    const text = reason === 'other' ? other.trim() : reason;
    if (!text) return setError(t('review.reasonRequired'));
    if (text.length > 300) return setError(t('review.reasonTooLong'));
    decision.mutate(
      { id: item.id, review: 'reject', reason: text },
      { onSuccess: () => onDone(t('review.rejected')) },
    );
  };

  return (
    <DecisionCard
      id={`review-${item.id}`}
      heading={`${name} · ${student}`}
      details={`${item.student.email} · ${t('review.uploaded', { when: when.format(new Date(item.createdAt)) })}`}
      busy={decision.isPending}
      actions={[
        {
          label: t('review.approve'),
          onClick: () =>
            decision.mutate(
              { id: item.id, review: 'approve' },
              { onSuccess: () => onDone(t('review.approved')) },
            ),
        },
      ]}
      reason={{
        label: t('review.reject'),
        legend: t('review.reason'),
        confirmLabel: t('review.confirmReject'),
        onConfirm: reject,
        form: (
          <>
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
          </>
        ),
      }}
    >
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
    </DecisionCard>
  );
}

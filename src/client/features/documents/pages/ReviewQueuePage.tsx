import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ReviewItem } from '@shared/contracts/documents';
import { MAX_REJECT_REASON, photoFolderOf, rejectReasons } from '@shared/domain/documents';
import { t } from '@shared/i18n';
import { DecisionCard } from '@client/ui/DecisionCard';
import { useReasonChoice } from '@client/ui/ReasonChoice';
import { ReviewList } from '@client/ui/ReviewList';
import { useDecision, useReviewQueue } from '../api/documents';
import { documentName } from '../components/document-name';
import { DocumentViewer } from '../components/DocumentViewer';
import { zonedTime } from '@client/lib/zoned-time';
import { decideAndTell } from '@client/lib/decide-and-tell';
import '@shared/messages/documents';
import '@shared/messages/review';

/** Staff times always carry their zone. */
const when = zonedTime;
const nameOf = (item: ReviewItem) => {
  const spec = photoFolderOf(item.folder);
  return spec ? documentName(spec.name) : item.folder;
};
const studentOf = (item: ReviewItem) => `${item.student.firstName} ${item.student.lastName}`;

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
            title: `${nameOf(item)} · ${studentOf(item)}`,
            meta: t('review.uploaded', { when: when.format(new Date(item.createdAt)) }),
            card: <ReviewCard item={item} onDone={setDone} />,
          })),
        },
      ]}
    />
  );
}

function ReviewCard({ item, onDone }: { item: ReviewItem; onDone: (message: string) => void }) {
  const decision = useDecision();
  const reasons = useReasonChoice(
    item.id,
    rejectReasons.map((key) => t(`documents.rejectReasons.${key}`)),
    MAX_REJECT_REASON,
  );
  const name = nameOf(item);
  const student = studentOf(item);

  const reject = () =>
    reasons.confirm({ required: t('review.reasonRequired'), tooLong: t('review.reasonTooLong') }, (reason) =>
      decideAndTell(decision, { id: item.id, review: 'reject', reason }, () => onDone(t('review.rejected'))),
    );

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
            decideAndTell(decision, { id: item.id, review: 'approve' }, () => onDone(t('review.approved'))),
        },
      ]}
      reason={{
        label: t('review.reject'),
        legend: t('review.reason'),
        confirmLabel: t('review.confirmReject'),
        onConfirm: reject,
        form: reasons.form,
      }}
    >
      <DocumentViewer item={item} name={name} />
    </DecisionCard>
  );
}

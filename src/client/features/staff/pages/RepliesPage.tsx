import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '@shared/i18n';
import { useHandlesError } from '@client/lib/error-reporting';
import { DecisionCard } from '@client/ui/DecisionCard';
import { ReviewList } from '@client/ui/ReviewList';
import { useMarkReplyHandled, useTextReplies } from '../api/texts';
import { plural, when } from '../components/format';
import '../student-page.css';
import '@shared/messages/staff-student';

/** Texts students sent back that no coach has handled yet, oldest first. */
export default function RepliesPage() {
  const replies = useTextReplies();
  const handle = useHandlesError(useMarkReplyHandled());
  const [notice, setNotice] = useState('');
  const count = replies.data?.count ?? 0;
  return (
    <ReviewList
      title={t('staffStudent.replies.title')}
      notice={notice}
      pending={replies.isPending}
      failed={replies.isError && replies.error.message}
      toolbar={
        <>
          <p className="hint">{t('staffStudent.replies.lead')}</p>
          {replies.data && (
            <p className="replies-count">
              {plural(count, 'staffStudent.replies.count_one', 'staffStudent.replies.count_other')}
            </p>
          )}
        </>
      }
      sections={[
        {
          empty: t('staffStudent.replies.empty'),
          cards: (replies.data?.replies ?? []).map((reply) => ({
            key: reply.id,
            title: t('staffStudent.replies.from', { name: reply.student.name }),
            meta: when.format(new Date(reply.receivedAt)),
            card: (
              <DecisionCard
                id={`reply-${reply.id}`}
                heading={t('staffStudent.replies.from', { name: reply.student.name })}
                details={t('staffStudent.replies.received', {
                  when: when.format(new Date(reply.receivedAt)),
                })}
                busy={handle.isPending && handle.variables === reply.id}
                actions={[
                  {
                    label: t('staffStudent.replies.markHandled'),
                    onClick: () =>
                      handle.mutate(reply.id, {
                        onSuccess: () => setNotice(t('staffStudent.replies.handled')),
                      }),
                  },
                ]}
              >
                <p className="reply-body">{reply.body}</p>
                {reply.keyword && (
                  <p className="reply-keyword">
                    {reply.keyword === 'stop'
                      ? t('staffStudent.timeline.optedOut')
                      : t('staffStudent.timeline.optedIn')}
                  </p>
                )}
                <p>
                  <Link to={`/staff/students/${reply.student.id}`}>
                    {t('staffStudent.replies.openStudent', { name: reply.student.name })}
                  </Link>
                </p>
              </DecisionCard>
            ),
          })),
        },
      ]}
    />
  );
}

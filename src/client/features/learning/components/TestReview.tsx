import { useEffect, useRef } from 'react';
import type { PublicQuestion } from '@shared/contracts/learning';
import { unansweredNumbers } from '@shared/domain/learning';
import { t } from '@shared/i18n';
import { AnswerProgress } from './AnswerProgress';
import '@shared/messages/learning';

/**
 * Before submitting: every question with its answer or 'Not answered', each a way back to it, and what is
 * still missing next to the Submit button, which says so instead of being silently disabled.
 */
export function TestReview(props: {
  questions: PublicQuestion[];
  answers: Record<string, number>;
  onGo: (index: number) => void;
  onSubmit: () => void;
  submitting: boolean;
}) {
  const { questions, answers } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, []);
  const missing = unansweredNumbers(
    questions.map((q) => q.id),
    answers,
  );
  const ready = missing.length === 0;
  return (
    <>
      <h2 className="quiz-step" ref={heading} tabIndex={-1}>
        {t('learning.reviewTitle')}
      </h2>
      <AnswerProgress answered={questions.length - missing.length} total={questions.length} />
      {ready ? (
        <p className="quiz-ready">{t('learning.allAnsweredNote')}</p>
      ) : (
        <div className="quiz-missing" id="quiz-missing">
          <p>
            <strong>{t('learning.stillToAnswer')}</strong>
          </p>
          <ul>
            {missing.map((n) => (
              <li key={n}>
                <button type="button" className="button button-secondary" onClick={() => props.onGo(n - 1)}>
                  {t('learning.questionN', { n })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <button
        type="button"
        className="button button-primary button-block quiz-submit"
        disabled={!ready || props.submitting}
        aria-describedby={ready ? undefined : 'quiz-missing'}
        onClick={props.onSubmit}
      >
        {ready ? t('learning.submit') : t('learning.answerAll')}
      </button>
      <p className="muted">{t('learning.reviewLead')}</p>
      <ol className="quiz-review">
        {questions.map((q, i) => {
          const answer = answers[q.id];
          const chosen = answer === undefined ? undefined : q.answers[answer];
          return (
            <li key={q.id}>
              <button type="button" className="quiz-review-row" onClick={() => props.onGo(i)}>
                <span className="quiz-review-number">{t('learning.questionN', { n: i + 1 })}</span>
                <span className="quiz-review-question">{q.question}</span>
                <span className={chosen === undefined ? 'quiz-review-missing' : 'quiz-review-answer'}>
                  {chosen === undefined ? t('learning.notAnswered') : `${t('learning.answered')}: ${chosen}`}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </>
  );
}

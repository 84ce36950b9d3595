import { useEffect, useRef } from 'react';
import type { PublicQuestion } from '@shared/contracts/learning';
import { t } from '@shared/i18n';
import { AnswerProgress } from './AnswerProgress';
import { QuestionOptions } from './QuestionOptions';
import '@shared/messages/learning';

/** One question of a graded test on its own screen: its number, the progress, its choices, Back and Next. */
export function TestQuestion(props: {
  question: PublicQuestion;
  index: number;
  total: number;
  answered: number;
  value: number | undefined;
  onAnswer: (answer: number) => void;
  onGo: (to: number | 'review') => void;
}) {
  const { index, total } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  // A new question is a new screen: start it from the top, and tell a screen reader where it is.
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, [index]);
  const last = index + 1 >= total;
  return (
    <>
      <h2 className="quiz-step" ref={heading} tabIndex={-1}>
        {t('learning.questionOf', { n: index + 1, total })}
      </h2>
      <AnswerProgress answered={props.answered} total={total} />
      <QuestionOptions
        question={props.question}
        legend={props.question.question}
        value={props.value}
        onChange={props.onAnswer}
      />
      <div className="quiz-nav">
        {index > 0 && (
          <button type="button" className="button button-ghost" onClick={() => props.onGo(index - 1)}>
            {t('learning.back')}
          </button>
        )}
        <button
          type="button"
          className="button button-primary quiz-next"
          onClick={() => props.onGo(last ? 'review' : index + 1)}
        >
          {last ? t('learning.reviewAnswers') : t('learning.next')}
        </button>
      </div>
      {!last && (
        <button type="button" className="link-button quiz-to-review" onClick={() => props.onGo('review')}>
          {t('learning.reviewAnswers')}
        </button>
      )}
    </>
  );
}

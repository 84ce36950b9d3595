import { useEffect, useRef, type ReactNode } from 'react';
import type { PublicQuestion, ScoreResult } from '@shared/contracts/learning';
import { t } from '@shared/i18n';
import { ResultMark } from './ResultMark';
import { Trophy } from './Trophy';
import '@shared/messages/learning';

/**
 * A graded test's result: Passed or Not passed and the bar first, the score, what to do next, the score
 * per topic, then every question with ✓ or ✗, the right choice marked and its explanation.
 */
export function TestResult(props: { result: ScoreResult; questions: PublicQuestion[]; actions: ReactNode }) {
  const { result, questions } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, []);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const right = result.results.filter((r) => r.correct).length;
  return (
    <section className="learning quiz-result">
      <h1 ref={heading} tabIndex={-1} className={result.passed ? 'result-passed' : 'result-failed'}>
        <ResultMark correct={result.passed} spoken={false} />
        {result.passed ? t('learning.resultPassed') : t('learning.resultNotPassed')}
      </h1>
      {result.passed && <Trophy />}
      <p className="learning-score">
        {t('learning.scoreLine', { score: result.score, correct: right, total: result.results.length })}
      </p>
      <p className="quiz-bar">{t('learning.passMark', { pass: result.passScore })}</p>
      {!result.passed && !result.recorded && (
        <p className="alert-inline" role="status">
          {t('learning.someIncorrect')}
        </p>
      )}
      <div className="learning-actions">{props.actions}</div>

      <h2>{t('learning.byTopic')}</h2>
      <ul className="topic-scores">
        {result.topics.map((topic) => (
          <li key={topic.topic}>
            <span>{topic.label}</span>
            <span>{t('learning.topicLine', topic)}</span>
          </li>
        ))}
      </ul>

      <h2>{t('learning.yourAnswers')}</h2>
      <ol className="quiz-answers">
        {result.results.map((r, i) => {
          const q = byId.get(r.questionId);
          if (!q) return null;
          return (
            <li
              key={r.questionId}
              className={r.correct ? 'answer-card answer-right' : 'answer-card answer-wrong'}
            >
              <p className="answer-question">
                <ResultMark correct={r.correct} />
                <strong>
                  {i + 1}. {q.question}
                </strong>
              </p>
              <ul className="answer-options">
                {q.answers.map((text, position) => {
                  const isRight = position === r.correctAnswer;
                  const isMine = position === r.answer;
                  return (
                    <li
                      key={position}
                      className={isRight ? 'option-right' : isMine ? 'option-wrong' : undefined}
                    >
                      <span>{text}</span>
                      {isRight && (
                        <span className="option-note">
                          <ResultMark correct spoken={false} />
                          {isMine
                            ? `${t('learning.markRight')} · ${t('learning.markYours')}`
                            : t('learning.markRight')}
                        </span>
                      )}
                      {isMine && !isRight && (
                        <span className="option-note">
                          <ResultMark correct={false} spoken={false} />
                          {t('learning.markYours')}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
              <p className="answer-why">{r.explanation}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

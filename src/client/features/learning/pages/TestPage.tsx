import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { allAnswered, exitPathOf, PASS_SCORE, type QuizName } from '@shared/domain/learning';
import { t, type MessageKey } from '@shared/i18n';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { newAttemptKey, useQuestions, useSubmitAnswers } from '../api/quizzes';
import { QuestionOptions } from '../components/QuestionOptions';
import { Trophy } from '../components/Trophy';
import '../learning.css';
import { useHandlesError } from '@client/lib/error-reporting';

/** The graded test: every question at once; the server grades and decides whether the score is kept. */
export default function TestPage({ quiz }: { quiz: QuizName }) {
  const name = t(`learning.names.${quiz}` as MessageKey);
  const exit = exitPathOf(quiz);
  const questions = useQuestions(quiz, 'test');
  const submit = useHandlesError(useSubmitAnswers(quiz, 'test'));
  const attemptKey = useRef(newAttemptKey());
  const [answers, setAnswers] = useState<Record<string, number>>({});
  // A result replaces the long form: start reading it from the top.
  useEffect(() => {
    if (submit.data) window.scrollTo(0, 0);
  }, [submit.data]);

  if (questions.isPending || questions.isFetching) return <LoadingScreen />;
  if (questions.isError)
    return (
      <section className="learning">
        <h1>{t('learning.testTitle', { name })}</h1>
        <p role="alert">{questions.error.message || t('learning.loadFailed')}</p>
        <Link className="button button-ghost" to={exit}>
          {t('learning.backToChecklist')}
        </Link>
      </section>
    );
  const list = questions.data;
  const result = submit.data;

  if (result && result.recorded) {
    return (
      <section className="learning result">
        <h1>{result.passed ? t('learning.passed') : t('learning.testTitle', { name })}</h1>
        {result.passed && <Trophy />}
        <p className="learning-score">{t('learning.yourScore', { score: result.score })}</p>
        {!result.passed && <p>{t('learning.notPassed', { pass: PASS_SCORE })}</p>}
        <Link className="button button-primary" to={exit}>
          {t('learning.moveOn')}
        </Link>
      </section>
    );
  }

  if (result) {
    const byId = new Map(result.results.map((r) => [r.questionId, r]));
    // A retry is a new draw: the server used up the one just graded.
    const retry = () => {
      attemptKey.current = newAttemptKey();
      setAnswers({});
      submit.reset();
      void questions.refetch();
      window.scrollTo(0, 0);
    };
    return (
      <section className="learning">
        <h1>{t('learning.testTitle', { name })}</h1>
        <p className="alert-inline" role="alert">
          {t('learning.someIncorrect')} {t('learning.yourScore', { score: result.score })}
        </p>
        <ol className="review">
          {list.map((q) => {
            const r = byId.get(q.id);
            if (!r) return null;
            return (
              <li key={q.id} className={r.correct ? 'feedback feedback-right' : 'feedback feedback-wrong'}>
                <p>
                  <strong>{q.question}</strong>
                </p>
                <p>{t('learning.yourAnswer', { answer: q.answers[r.answer] ?? '' })}</p>
                {!r.correct && (
                  <p>{t('learning.rightAnswer', { answer: q.answers[r.correctAnswer] ?? '' })}</p>
                )}
                <p>{r.explanation}</p>
              </li>
            );
          })}
        </ol>
        <button type="button" className="button button-primary" onClick={retry}>
          {t('learning.retry')}
        </button>
      </section>
    );
  }

  const ready = allAnswered(
    list.map((q) => q.id),
    answers,
  );
  return (
    <section className="learning">
      <h1>{t('learning.testTitle', { name })}</h1>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!ready || submit.isPending) return;
          submit.mutate({
            attemptKey: attemptKey.current,
            answers: list.map((q) => ({ questionId: q.id, answer: answers[q.id]! })),
          });
        }}
      >
        {list.map((q, i) => (
          <QuestionOptions
            key={q.id}
            question={q}
            legend={`${i + 1}. ${q.question}`}
            value={answers[q.id]}
            onChange={(a) => setAnswers((prev) => ({ ...prev, [q.id]: a }))}
          />
        ))}
        {submit.isError && (
          <div role="alert">
            <p className="field-error">{submit.error.message}</p>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                attemptKey.current = newAttemptKey();
                setAnswers({});
                submit.reset();
                void questions.refetch();
              }}
            >
              {t('learning.reloadTest')}
            </button>
          </div>
        )}
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={!ready || submit.isPending}
        >
          {ready ? t('learning.submit') : t('learning.answerAll')}
        </button>
      </form>
    </section>
  );
}

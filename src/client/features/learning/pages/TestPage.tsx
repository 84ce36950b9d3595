import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { QuizDraw } from '@shared/contracts/learning';
import {
  answerProgress,
  exitPathOf,
  resumeAnswers,
  resumePosition,
  type QuizName,
} from '@shared/domain/learning';
import { t, type MessageKey } from '@shared/i18n';
import { ApiError } from '@client/lib/api';
import { useHandlesError } from '@client/lib/error-reporting';
import { LoadError } from '@client/ui/LoadError';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { newAttemptKey, useKeepAnswers, useSubmitAnswers, useTestDraw } from '../api/quizzes';
import { forgetDraw, readKept, writeKept } from '../api/kept-answers';
import { TestQuestion } from '../components/TestQuestion';
import { TestResult } from '../components/TestResult';
import { TestReview } from '../components/TestReview';
import '../learning.css';
import '@shared/messages/learning';

/**
 * The graded test: one question per screen, a review before submitting, then the result. Answers are
 * kept as the student goes (on the phone first, then on the server), so a reload resumes the same test;
 * only the server grades it and decides whether the score is kept.
 */
export default function TestPage({ quiz }: { quiz: QuizName }) {
  const name = t(`learning.names.${quiz}` as MessageKey);
  const draw = useTestDraw(quiz);
  if (draw.isPending || draw.isFetching) return <LoadingScreen />;
  if (draw.isError)
    return (
      <section className="learning">
        <h1>{t('learning.testTitle', { name })}</h1>
        <LoadError message={draw.error.message || t('learning.loadFailed')} query={draw} />
        <Link className="button button-ghost" to={exitPathOf(quiz)}>
          {t('learning.backToChecklist')}
        </Link>
      </section>
    );
  return (
    <OpenTest key={draw.data.drawId} quiz={quiz} draw={draw.data} onNewDraw={() => void draw.refetch()} />
  );
}

function OpenTest(props: { quiz: QuizName; draw: QuizDraw & { offline: boolean }; onNewDraw: () => void }) {
  const { quiz, draw } = props;
  const name = t(`learning.names.${quiz}` as MessageKey);
  const exit = exitPathOf(quiz);
  const ids = draw.questions.map((q) => q.id);
  const [answers, setAnswers] = useState(() =>
    resumeAnswers(draw.questions, draw.answers, readKept(draw.drawId)?.answers ?? null),
  );
  const [screen, setScreen] = useState<number | 'review'>(() => resumePosition(ids, answers));
  const sync = useAnswerSync(quiz, draw.drawId, answers);
  const submit = useHandlesError(useSubmitAnswers(quiz, 'test'));
  const attemptKey = useRef(newAttemptKey());

  const result = submit.data;
  if (result) {
    const retry = (
      <button type="button" className="button button-primary" onClick={props.onNewDraw}>
        {t('learning.retry')}
      </button>
    );
    const moveOn = (
      <Link className={`button ${result.passed ? 'button-primary' : 'button-ghost'}`} to={exit}>
        {result.passed ? t('learning.moveOn') : t('learning.backToChecklist')}
      </Link>
    );
    return (
      <TestResult
        result={result}
        questions={draw.questions}
        actions={
          result.passed ? (
            moveOn
          ) : (
            <>
              {retry}
              {moveOn}
            </>
          )
        }
      />
    );
  }

  const onAnswer = (questionId: string, answer: number) =>
    setAnswers((prev) => ({ ...prev, [questionId]: answer }));
  const onSubmit = () => {
    if (submit.isPending) return;
    submit.mutate(
      {
        attemptKey: attemptKey.current,
        answers: ids.map((id) => ({ questionId: id, answer: answers[id]! })),
      },
      { onSuccess: () => forgetDraw(quiz, draw.drawId) },
    );
  };
  // A stale draw (submitted elsewhere, or left by opening the practice) needs the test loaded again.
  const stale = [submit.error, sync.error].find((e) => e instanceof ApiError && e.status === 409);
  const progress = answerProgress(ids, answers);

  return (
    <section className="learning quiz">
      <h1>{t('learning.testTitle', { name })}</h1>
      {(draw.offline || sync.waiting) && (
        <p className="quiz-offline" role="status">
          {t('learning.keptOnPhone')}
        </p>
      )}
      {screen === 'review' ? (
        <TestReview
          questions={draw.questions}
          answers={answers}
          onGo={setScreen}
          onSubmit={onSubmit}
          submitting={submit.isPending}
        />
      ) : (
        <TestQuestion
          question={draw.questions[screen]!}
          index={screen}
          total={ids.length}
          answered={progress.answered}
          value={answers[ids[screen]!]}
          onAnswer={(a) => onAnswer(ids[screen]!, a)}
          onGo={setScreen}
        />
      )}
      {(stale ?? submit.error) && (
        <div role="alert" className="quiz-error">
          <p className="field-error">{(stale ?? submit.error)!.message}</p>
          {stale && (
            <button type="button" className="button button-secondary" onClick={props.onNewDraw}>
              {t('learning.reloadTest')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * Keeps the answers on the phone at once and sends the whole set to the server, one request at a time
 * (the latest set wins); what could not be sent goes when the phone is back online.
 */
function useAnswerSync(quiz: QuizName, drawId: string, answers: Record<string, number>) {
  const keep = useKeepAnswers(quiz);
  const { mutateAsync } = keep;
  const latest = useRef(answers);
  const sent = useRef<Record<string, number> | null>(null);
  const busy = useRef(false);
  const [waiting, setWaiting] = useState(false);

  const flush = useCallback(async () => {
    while (!busy.current && latest.current !== sent.current) {
      const set = latest.current;
      busy.current = true;
      try {
        await mutateAsync({ drawId, answers: set });
        sent.current = set;
        if (latest.current === set) writeKept(drawId, { answers: set, synced: true });
        setWaiting(false);
      } catch (err) {
        setWaiting(err instanceof ApiError && err.status === 0);
        return;
      } finally {
        busy.current = false;
      }
    }
  }, [drawId, mutateAsync]);

  const first = useRef(true);
  useEffect(() => {
    latest.current = answers;
    if (first.current) {
      first.current = false;
      // Opening the test: send only what this phone kept and the server has not had yet.
      if (readKept(drawId)?.synced !== false) {
        sent.current = answers;
        return;
      }
    } else writeKept(drawId, { answers, synced: false });
    void flush();
  }, [answers, drawId, flush]);

  useEffect(() => {
    const retry = () => void flush();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [flush]);

  return { waiting: waiting || keep.isPaused, error: keep.error };
}

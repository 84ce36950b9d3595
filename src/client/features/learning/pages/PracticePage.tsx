import { useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  classPdfs,
  exitPathOf,
  isStreakMoment,
  motivationNumber,
  nextStreak,
  PASS_SCORE,
  testUrlOf,
  videoLessons,
  type ClassPdf,
  type QuizName,
  type VideoKey,
} from '@shared/domain/learning';
import { t, type MessageKey } from '@shared/i18n';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { newAttemptKey, useCheckAnswer, useQuestions, useSubmitAnswers } from '../api/quizzes';
import { ClassNotes } from '../components/ClassNotes';
import { QuestionOptions } from '../components/QuestionOptions';
import { VideoPlayer } from '../components/VideoPlayer';
import '../learning.css';
import { useHandlesError } from '@client/lib/error-reporting';
import { LoadError } from '@client/ui/LoadError';
import '@shared/messages/learning';

/**
 * A tested class: its video or PDF, then practice questions one at a time (check, explanation, next),
 * then the way to the test. Without `intro` the practice starts at once.
 */
export default function PracticePage({ quiz, intro = true }: { quiz: QuizName; intro?: boolean }) {
  const name = t(`learning.names.${quiz}` as MessageKey);
  const exit = exitPathOf(quiz);
  const questions = useQuestions(quiz, 'practice');
  const check = useHandlesError(useCheckAnswer(quiz));
  const submit = useHandlesError(useSubmitAnswers(quiz, 'practice'));
  const attemptKey = useRef(newAttemptKey());
  const [started, setStarted] = useState(!intro);
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const [missing, setMissing] = useState(false);
  const [streak, setStreak] = useState(0);
  const [showStreak, setShowStreak] = useState(false);
  const [answers, setAnswers] = useState<{ questionId: string; answer: number }[]>([]);

  if (!started) {
    return (
      <section className="learning">
        <h1>{name}</h1>
        {quiz in videoLessons && <VideoPlayer video={quiz as VideoKey} title={name} />}
        {quiz in classPdfs && <ClassNotes name={quiz as ClassPdf} showTitle={false} />}
        <p className="learning-lead">{t('learning.classIntro', { pass: PASS_SCORE })}</p>
        <div className="learning-actions">
          <button type="button" className="button button-primary" onClick={() => setStarted(true)}>
            {t('learning.startPractice')}
          </button>
          <Link className="button button-secondary" to={testUrlOf(quiz)}>
            {t('learning.takeTest')}
          </Link>
          <Link className="button button-ghost" to={exit}>
            {t('learning.backToChecklist')}
          </Link>
        </div>
      </section>
    );
  }
  if (questions.isPending) return <LoadingScreen />;
  if (questions.isError)
    return (
      <section className="learning">
        <LoadError message={questions.error.message || t('learning.loadFailed')} query={questions} />
        <Link className="button button-ghost" to={exit}>
          {t('learning.backToChecklist')}
        </Link>
      </section>
    );
  const list = questions.data;

  if (submit.data) {
    return (
      <section className="learning">
        <h1>{t('learning.practiceDone')}</h1>
        <p className="learning-score">{t('learning.yourScore', { score: submit.data.score })}</p>
        <div className="learning-actions">
          <Link className="button button-primary" to={testUrlOf(quiz)}>
            {t('learning.takeTest')}
          </Link>
          <Link className="button button-ghost" to={exit}>
            {t('learning.backToChecklist')}
          </Link>
        </div>
      </section>
    );
  }

  if (showStreak) {
    return (
      <section className="learning streak" aria-live="polite">
        <h1>{t('learning.streakTitle')}</h1>
        <p className="learning-score">{t('learning.streakCount', { count: streak })}</p>
        <p className="learning-lead">{t(`learning.motivation.m${motivationNumber(streak)}` as MessageKey)}</p>
        <button
          type="button"
          className="button button-primary"
          autoFocus
          onClick={() => setShowStreak(false)}
        >
          {t('learning.keepGoing')}
        </button>
      </section>
    );
  }

  const question = list[index]!;
  const result = check.data;
  const onCheck = () => {
    if (selected === undefined) {
      setMissing(true);
      return;
    }
    setMissing(false);
    check.mutate(
      { questionId: question.id, answer: selected },
      {
        onSuccess: (r) => {
          const next = nextStreak(streak, r.correct);
          setStreak(next);
          setAnswers((a) => [...a, { questionId: question.id, answer: selected }]);
          if (isStreakMoment(next)) {
            setShowStreak(true);
            window.scrollTo(0, 0);
          }
        },
      },
    );
  };
  const onNext = () => {
    if (index + 1 >= list.length) {
      submit.mutate({ attemptKey: attemptKey.current, answers });
      return;
    }
    check.reset();
    setSelected(undefined);
    setIndex(index + 1);
  };

  return (
    <section className="learning">
      <h1>{t('learning.practiceTitle', { name })}</h1>
      <p className="muted">{t('learning.questionOf', { n: index + 1, total: list.length })}</p>
      <QuestionOptions
        question={question}
        legend={question.question}
        value={selected}
        disabled={result !== undefined}
        marks={
          result && selected !== undefined ? { right: result.correctAnswer, chosen: selected } : undefined
        }
        onChange={(a) => {
          setSelected(a);
          setMissing(false);
        }}
      />
      {missing && (
        <p className="field-error" role="alert">
          {t('learning.chooseFirst')}
        </p>
      )}
      {/* The server may refuse: a test of this quiz opened since the practice did, or a lost connection. */}
      {(check.error ?? submit.error) && (
        <p className="field-error" role="alert">
          {(check.error ?? submit.error)!.message}
        </p>
      )}
      {result && (
        <div className={result.correct ? 'feedback feedback-right' : 'feedback feedback-wrong'} role="status">
          <p>
            <strong>
              {result.correct
                ? t('learning.correct')
                : t('learning.incorrect', { answer: question.answers[result.correctAnswer] ?? '' })}
            </strong>
          </p>
          <p>{result.explanation}</p>
        </div>
      )}
      <div className="learning-actions">
        {result ? (
          <button
            type="button"
            className="button button-primary"
            onClick={onNext}
            disabled={submit.isPending}
          >
            {t('learning.nextQuestion')}
          </button>
        ) : (
          <button
            type="button"
            className="button button-primary"
            onClick={onCheck}
            disabled={check.isPending}
          >
            {t('learning.checkAnswer')}
          </button>
        )}
        <Link className="button button-ghost" to={exit}>
          {t('learning.exitPractice')}
        </Link>
      </div>
    </section>
  );
}

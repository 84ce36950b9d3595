import {
  acceptedFurthest,
  isWatched,
  videoLessons,
  type VideoKey,
  isPassing,
  questionCountFor,
  scorePercent,
  shouldRecordTestScore,
  testUrlOf,
  type QuizName,
} from '../../../shared/domain/learning.js';
import { AppError } from '../../../shared/errors.js';
import { t } from '../../../shared/i18n.js';
import { isUniqueViolation, type Db } from '../../db/client.js';
import * as repo from './learning.repo.js';

export interface LearningDeps {
  db: Db;
  now?: () => Date;
}

type Kind = 'practice' | 'test';

/** The questions of a practice run (all) or a test (the configured count), without their answers. */
export async function getQuestions(deps: LearningDeps, quiz: QuizName, kind: Kind) {
  const rows = await repo.listQuestions(deps.db, quiz);
  const chosen = rows.slice(0, questionCountFor(kind, quiz, rows.length));
  return {
    assessmentName: quiz,
    kind,
    questions: chosen.map((q) => ({ id: q.id, question: q.question, answers: q.answers })),
  };
}

export async function checkAnswer(deps: LearningDeps, quiz: QuizName, questionId: string, answer: number) {
  const q = await repo.findQuestion(deps.db, quiz, questionId);
  if (!q) throw new AppError('NOT_FOUND', t('learning.questionNotFound'));
  return { correct: q.correctAnswer === answer, correctAnswer: q.correctAnswer, explanation: q.explanation };
}

function toResult(row: NonNullable<Awaited<ReturnType<typeof repo.findAttemptByKey>>>) {
  return {
    score: row.score,
    passed: row.passed,
    recorded: row.recorded,
    attempt: row.attempt,
    results: row.results,
  };
}

/**
 * Grades an answer sheet. The score is the server's own count; a test must answer exactly the test's
 * questions. A test score is kept when it passes or on the second attempt; a kept pass completes the
 * checklist item. The same attemptKey twice is one attempt, answered with the first result.
 */
export async function submitAnswers(
  deps: LearningDeps,
  userId: string,
  input: {
    assessmentName: QuizName;
    kind: Kind;
    attemptKey: string;
    answers: { questionId: string; answer: number }[];
  },
) {
  const earlier = await repo.findAttemptByKey(deps.db, userId, input.attemptKey);
  if (earlier) return toResult(earlier);

  const quiz = input.assessmentName;
  const expected = (await getQuestions(deps, quiz, input.kind)).questions.map((q) => q.id);
  const given = new Map(input.answers.map((a) => [a.questionId, a.answer]));
  if (input.kind === 'test' && (given.size !== expected.length || expected.some((id) => !given.has(id))))
    throw new AppError('VALIDATION', t('learning.answerAll'), 'answers');
  if (input.kind === 'practice' && [...given.keys()].some((id) => !expected.includes(id)))
    throw new AppError('VALIDATION', t('learning.questionNotFound'), 'answers');

  const questions = await repo.findQuestionsByIds(deps.db, quiz, [...given.keys()]);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const results = [...given.entries()].map(([questionId, answer]) => {
    const q = byId.get(questionId)!;
    return {
      questionId,
      answer,
      correctAnswer: q.correctAnswer,
      correct: q.correctAnswer === answer,
      explanation: q.explanation,
    };
  });
  const total = input.kind === 'test' ? expected.length : results.length;
  const score = scorePercent(results.filter((r) => r.correct).length, total);
  const passed = isPassing(score);

  const save = () =>
    deps.db.transaction(async (tx) => {
      const attempt = (await repo.countAttempts(tx, userId, quiz, input.kind)) + 1;
      const recorded = input.kind === 'practice' || shouldRecordTestScore(score, attempt);
      const row = await repo.insertAttempt(tx, {
        userId,
        attemptKey: input.attemptKey,
        assessmentName: quiz,
        kind: input.kind,
        attempt,
        score,
        passed,
        recorded,
        results,
      });
      if (row && input.kind === 'test' && recorded && passed)
        await repo.addCompletion(tx, userId, testUrlOf(quiz));
      return row;
    });
  const row = await save().catch((err: unknown) => {
    if (isUniqueViolation(err)) return null;
    throw err;
  });
  const saved = row ?? (await repo.findAttemptByKey(deps.db, userId, input.attemptKey));
  if (!saved) throw new AppError('CONFLICT', t('learning.tryAgain'));
  return toResult(saved);
}

export async function listScores(deps: LearningDeps, userId: string) {
  const rows = await repo.listRecordedScores(deps.db, userId);
  return rows.map((r) => ({
    assessmentName: r.assessmentName,
    kind: r.kind as Kind,
    score: r.score,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function getProgress(deps: LearningDeps, userId: string, key: VideoKey) {
  const lesson = videoLessons[key];
  const row = await repo.findProgress(deps.db, userId, key);
  return {
    position: row?.position ?? 0,
    furthest: row?.furthest ?? 0,
    duration: lesson.seconds,
    completed: row?.completed ?? false,
  };
}

/**
 * Records how far a student has watched. The furthest point may only grow as fast as real playback
 * allows, so a forged report cannot complete a video; reaching the lesson's share completes its item.
 */
export async function reportProgress(
  deps: LearningDeps,
  userId: string,
  key: VideoKey,
  input: { position: number; furthest: number },
) {
  const lesson = videoLessons[key];
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const row = await repo.findProgressForUpdate(tx, userId, key);
    const elapsed = row ? (now.getTime() - row.updatedAt.getTime()) / 1000 : 0;
    const furthest = row?.completed
      ? lesson.seconds
      : acceptedFurthest(row?.furthest ?? 0, input.furthest, elapsed, lesson.seconds);
    const completed = row?.completed || isWatched(furthest, lesson.seconds, lesson.threshold);
    const position = Math.min(input.position, lesson.seconds);
    await repo.saveProgress(tx, { userId, videoKey: key, position, furthest, completed, updatedAt: now });
    if (completed) await repo.addCompletion(tx, userId, lesson.completes);
    return { position, furthest, duration: lesson.seconds, completed };
  });
}

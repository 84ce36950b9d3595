import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import {
  acceptedFurthest,
  bankIndexOf,
  classPdfs,
  drawQuestions,
  isPassing,
  isWatched,
  optionOrder,
  PASS_SCORE,
  positionOf,
  PRETRIP_VIDEOS,
  questionCountFor,
  quizPlans,
  scoreByTopic,
  scorePercent,
  shouldRecordTestScore,
  summarizeTests,
  videoLessons,
  type ClassPdf,
  type QuizName,
  type VideoKey,
  type VideoPlan,
} from '@shared/domain/learning.js';
import { AppError } from '@shared/errors.js';
import { t, type MessageKey } from '@shared/i18n.js';
import { isUniqueViolation, type Db, type Tx } from '@server/db/client.js';
import { quizTopicsOf } from '@server/seed/learning.js';
import { contentDir } from '@server/paths.js';
import { completeByEvent } from '@server/progress/progress.service.js';
import { notesPageOf } from './class-notes.js';
import { localizeQuestions } from './question-locale.js';
import * as repo from './learning.repo.js';

export interface LearningDeps {
  db: Db;
  now?: () => Date;
  /** The length of a class video's file in the reader's language (the media catalogue); null: no video. */
  videoSeconds?: (key: VideoKey) => number | null;
}

/** A video the program has: its length from the file, or 404 (no player is shown for it either). */
function videoLength(deps: LearningDeps, key: VideoKey): number {
  const seconds = deps.videoSeconds?.(key) ?? null;
  if (seconds === null || seconds <= 0) throw new AppError('NOT_FOUND', t('learning.noVideo'));
  return seconds;
}

type Kind = 'practice' | 'test';

/** crypto-backed [0, 1): test draws must not be predictable from the outside. */
const secureRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

/**
 * The questions of a practice run (all, in bank order) or a test (the configured count, drawn anew each
 * time and remembered for grading), without their answers. A test behind a video is served only once
 * that video counts as watched. Opening practice abandons an unsubmitted test of the same quiz: practice
 * shows answers, so a test draw seen before practice could otherwise be answered from it.
 */
export async function getQuestions(deps: LearningDeps, userId: string, quiz: QuizName, kind: Kind) {
  const rows = localizeQuestions(await repo.listQuestions(deps.db, quiz));
  let chosen = rows;
  if (kind === 'test') {
    const video = quizPlans[quiz].requiresVideo;
    // A video the program has not put in cannot be asked for: the test is served without it.
    const hasVideo = video !== undefined && (deps.videoSeconds?.(video) ?? null) !== null;
    if (video && hasVideo && !(await repo.findProgress(deps.db, userId, video))?.completed)
      throw new AppError('FORBIDDEN', t('learning.watchFirst'));
    // A test left open is served again as it was, with its kept answers: a reload resumes it.
    const open = await repo.findDraw(deps.db, userId, quiz, 'test');
    const byId = new Map(rows.map((q) => [q.id, q]));
    if (open && open.questionIds.every((id) => byId.has(id)))
      return served(
        quiz,
        kind,
        open.drawId,
        open.answers,
        open.questionIds.map((id) => byId.get(id)!),
        open.optionOrders,
      );
    chosen = drawQuestions(rows, questionCountFor('test', quiz, rows.length), secureRandom);
  }
  // Each draw shows every question's options in an order of its own, remembered to grade by.
  const orders = Object.fromEntries(chosen.map((q) => [q.id, optionOrder(q.answers.length, secureRandom)]));
  const drawId = await deps.db.transaction(async (tx) => {
    if (kind === 'practice') await repo.deleteDraw(tx, userId, quiz, 'test');
    return repo.saveDraw(
      tx,
      userId,
      quiz,
      kind,
      chosen.map((q) => q.id),
      orders,
    );
  });
  return served(quiz, kind, drawId, {}, chosen, orders);
}

function served(
  quiz: QuizName,
  kind: Kind,
  drawId: string,
  answers: Record<string, number>,
  questions: { id: string; question: string; answers: string[] }[],
  orders: Record<string, number[]>,
) {
  return {
    assessmentName: quiz,
    kind,
    drawId,
    answers,
    questions: questions.map((q) => ({
      id: q.id,
      question: q.question,
      answers: (orders[q.id] ?? q.answers.map((_, i) => i)).map((i) => q.answers[i]!),
    })),
  };
}

/**
 * Keeps the answers of the student's open test so far (the whole set, replacing what was kept). Only the
 * open draw takes answers, only to its questions and within each question's choices; nothing is graded.
 * A draw that is not the caller's open one (submitted, replaced, or someone else's) is refused alike.
 */
export async function keepAnswers(
  deps: LearningDeps,
  userId: string,
  quiz: QuizName,
  drawId: string,
  answers: Record<string, number>,
) {
  return deps.db.transaction(async (tx) => {
    const draw = await repo.findDrawForUpdate(tx, userId, quiz, 'test');
    if (!draw || draw.drawId !== drawId) throw new AppError('CONFLICT', t('learning.testChanged'));
    for (const [id, answer] of Object.entries(answers)) {
      const options = draw.optionOrders[id]?.length ?? 0;
      if (!draw.questionIds.includes(id) || answer >= options)
        throw new AppError('VALIDATION', t('learning.notAChoice'), 'answers');
    }
    await repo.saveDrawAnswers(tx, userId, quiz, drawId, answers);
    return { drawId, answers };
  });
}

/**
 * Refuses to reveal answers outside an open practice run: every question must be in the student's
 * practice draw and none in a test they have open and not yet submitted.
 */
async function assertPracticeOpen(deps: LearningDeps, userId: string, quiz: QuizName, ids: string[]) {
  const draws = await repo.findDraws(deps.db, userId, quiz);
  if (draws.test && ids.some((id) => draws.test!.includes(id)))
    throw new AppError('CONFLICT', t('learning.answerAfterTest'));
  if (!draws.practice || ids.some((id) => !draws.practice!.includes(id)))
    throw new AppError('CONFLICT', t('learning.practiceNotOpen'));
  return draws.practiceOrders;
}

/** Practice: whether one answer is right, with the right one and why, for a question of the open run. */
export async function checkAnswer(
  deps: LearningDeps,
  userId: string,
  quiz: QuizName,
  questionId: string,
  answer: number,
) {
  const [q] = localizeQuestions(
    [await repo.findQuestion(deps.db, quiz, questionId)].filter((x) => x !== null),
  );
  if (!q) throw new AppError('NOT_FOUND', t('learning.questionNotFound'));
  const order = (await assertPracticeOpen(deps, userId, quiz, [questionId]))[questionId];
  return {
    correct: q.correctAnswer === bankIndexOf(order, answer),
    correctAnswer: positionOf(order, q.correctAnswer),
    explanation: q.explanation,
  };
}

type AttemptRow = NonNullable<Awaited<ReturnType<typeof repo.findAttemptByKey>>>;

/**
 * A sheet's score per topic, in the bank's order of topics, each with its name. An answer whose topic the
 * bank no longer names (or a sheet graded before banks had topics) counts under the class itself.
 */
function topicScores(row: AttemptRow) {
  const quiz = row.assessmentName as QuizName;
  const labels = quizTopicsOf(quiz);
  const known = (topic: string | undefined): topic is string =>
    topic !== undefined && Object.hasOwn(labels, topic);
  const lines = scoreByTopic(
    row.results.map((r) => ({ topic: known(r.topic) ? r.topic : quiz, correct: r.correct })),
    Object.keys(labels),
  );
  return lines.map((line) => ({
    ...line,
    label: known(line.topic) ? labels[line.topic]! : t(`learning.names.${quiz}` as MessageKey),
  }));
}

function toResult(row: AttemptRow) {
  return {
    score: row.score,
    passScore: PASS_SCORE,
    passed: row.passed,
    topics: topicScores(row),
    recorded: row.recorded,
    attempt: row.attempt,
    results: row.results.map(({ questionId, answer, correctAnswer, correct, explanation }) => ({
      questionId,
      answer,
      correctAnswer,
      correct,
      explanation,
    })),
  };
}

type Sheet = {
  assessmentName: QuizName;
  kind: Kind;
  attemptKey: string;
  answers: { questionId: string; answer: number }[];
};

/**
 * Grades an answer sheet. The score is the server's own count; a test must answer exactly the questions
 * last drawn for this student, and grading uses that draw up (a retry gets a new one). A test score is
 * kept when it passes or on the second attempt; a kept pass completes the test's checklist item. The same
 * attemptKey twice is one attempt, answered with the first result.
 */
export async function submitAnswers(deps: LearningDeps, userId: string, input: Sheet) {
  const earlier = await repo.findAttemptByKey(deps.db, userId, input.attemptKey);
  if (earlier) return toResult(earlier);

  const quiz = input.assessmentName;
  const given = new Map(input.answers.map((a) => [a.questionId, a.answer]));
  let practiceOrders: Record<string, number[]> = {};
  if (input.kind === 'practice') {
    const bank = new Set((await repo.listQuestions(deps.db, quiz)).map((q) => q.id));
    if ([...given.keys()].some((id) => !bank.has(id)))
      throw new AppError('VALIDATION', t('learning.questionNotFound'), 'answers');
    // A practice result lists the right answers: only for the open practice run, never a live test.
    practiceOrders = await assertPracticeOpen(deps, userId, quiz, [...given.keys()]);
  }
  const questions = localizeQuestions(await repo.findQuestionsByIds(deps.db, quiz, [...given.keys()]));
  const byId = new Map(questions.map((q) => [q.id, q]));

  const save = () =>
    deps.db.transaction(async (tx) => {
      let order = [...given.keys()];
      let orders = practiceOrders;
      if (input.kind === 'test') {
        const draw = await repo.findDrawForUpdate(tx, userId, quiz, 'test');
        if (!draw) {
          // A double submit that lost the race finds the first one's result; anything else is stale.
          const first = await repo.findAttemptByKey(tx, userId, input.attemptKey);
          if (first) return first;
          throw new AppError('CONFLICT', t('learning.testChanged'));
        }
        order = draw.questionIds;
        orders = draw.optionOrders;
        if (given.size !== order.length || order.some((id) => !given.has(id)))
          throw new AppError('VALIDATION', t('learning.answerAll'), 'answers');
        await repo.deleteDraw(tx, userId, quiz, 'test');
      }
      return grade(tx, userId, input, order, given, byId, orders);
    });
  const row = await save().catch((err: unknown) => {
    if (isUniqueViolation(err)) return null;
    throw err;
  });
  const saved = row ?? (await repo.findAttemptByKey(deps.db, userId, input.attemptKey));
  if (!saved) throw new AppError('CONFLICT', t('learning.tryAgain'));
  return toResult(saved);
}

async function grade(
  tx: Tx,
  userId: string,
  input: Sheet,
  order: string[],
  given: Map<string, number>,
  byId: Map<string, { correctAnswer: number; explanation: string; topic: string }>,
  orders: Record<string, number[]>,
) {
  const quiz = input.assessmentName;
  // Answers and the right answer are positions as the student saw them in this draw.
  const results = order.map((questionId) => {
    const q = byId.get(questionId)!;
    const answer = given.get(questionId)!;
    return {
      questionId,
      answer,
      correctAnswer: positionOf(orders[questionId], q.correctAnswer),
      correct: q.correctAnswer === bankIndexOf(orders[questionId], answer),
      explanation: q.explanation,
      topic: q.topic,
    };
  });
  const score = scorePercent(results.filter((r) => r.correct).length, results.length);
  const passed = isPassing(score);
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
    await completeByEvent(tx, userId, { kind: 'quizPassed', key: quiz });
  return row;
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

/** The staff console's view of a student's graded tests. */
export async function testSummaryOf(deps: { db: Db }, userId: string) {
  const rows = await repo.listTestAttempts(deps.db, userId);
  return summarizeTests(rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })));
}

export async function getProgress(deps: LearningDeps, userId: string, key: VideoKey) {
  const duration = videoLength(deps, key);
  const row = await repo.findProgress(deps.db, userId, key);
  return {
    position: row?.position ?? 0,
    furthest: row?.furthest ?? 0,
    duration,
    completed: row?.completed ?? false,
  };
}

/**
 * Records how far a student has watched. The furthest point may only grow as fast as real playback
 * allows, so a forged report cannot complete a video; reaching the video's share completes its item.
 */
export async function reportProgress(
  deps: LearningDeps,
  userId: string,
  key: VideoKey,
  input: { position: number; furthest: number },
) {
  const lesson: VideoPlan = videoLessons[key];
  const seconds = videoLength(deps, key);
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const row = await repo.findProgressForUpdate(tx, userId, key);
    const elapsed = row ? (now.getTime() - row.updatedAt.getTime()) / 1000 : 0;
    const furthest = row?.completed
      ? seconds
      : acceptedFurthest(row?.furthest ?? 0, input.furthest, elapsed, seconds);
    const completed = row?.completed || isWatched(furthest, seconds, lesson.threshold);
    const position = Math.min(input.position, seconds);
    await repo.saveProgress(tx, { userId, videoKey: key, position, furthest, completed, updatedAt: now });
    if (completed) await completeByEvent(tx, userId, { kind: 'videoWatched', key });
    return { position, furthest, duration: seconds, completed };
  });
}

/** Pre-trip study: which videos count as watched, whether the PDFs are open, and the kept test score. */
export async function getPretripState(deps: LearningDeps, userId: string) {
  const [rows, scores] = await Promise.all([
    repo.findProgresses(deps.db, userId, [...PRETRIP_VIDEOS]),
    repo.listRecordedScores(deps.db, userId),
  ]);
  const watched = (key: string) => rows.some((r) => r.videoKey === key && r.completed);
  const videos = { pretrip_video_1: watched('pretrip_video_1'), pretrip_video_2: watched('pretrip_video_2') };
  const tests = scores.filter((s) => s.assessmentName === 'pretrip' && s.kind === 'test');
  const best = tests.length ? Math.max(...tests.map((s) => s.score)) : null;
  return {
    videos,
    // A video the program has not put in cannot be asked for: the slides open on the ones it has.
    unlocked: PRETRIP_VIDEOS.every((key) => videos[key] || (deps.videoSeconds?.(key) ?? null) === null),
    testScore: best,
    testPassed: best !== null && isPassing(best),
  };
}

/**
 * Opening a class's notes, as the page or as the PDF: the pre-trip slides and parts guide open only after
 * both pre-trip videos count as watched; serving them completes their checklist item.
 */
async function openNotes(deps: LearningDeps, userId: string, name: ClassPdf) {
  if (classPdfs[name].locked && !(await getPretripState(deps, userId)).unlocked)
    throw new AppError('FORBIDDEN', t('learning.pretripLocked'));
  await completeByEvent(deps.db, userId, { kind: 'pdfOpened', key: name });
}

/** A class PDF's file. */
export async function openPdf(deps: LearningDeps, userId: string, name: ClassPdf) {
  await openNotes(deps, userId, name);
  return { path: join(contentDir, 'learning', 'pdfs', `${name}.pdf`), fileName: `${name}.pdf` };
}

/** A class's notes as a page: the same text as its PDF, as data the screen lays out. */
export async function readNotesPage(deps: LearningDeps, userId: string, name: ClassPdf) {
  await openNotes(deps, userId, name);
  return notesPageOf(name);
}

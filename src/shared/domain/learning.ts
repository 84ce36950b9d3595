/** Learning rules (spec 000 §4 "Quiz", §9; 001 §4 "Streak", §9), shared by the server and the screens. */
import { onboardingDue, PROGRAM_TIME_ZONE, zonedDate } from './schedule.js';
import { readerVideo, type VideoRendition } from './media.js';
import { getLocale, type Locale } from '../locale.js';

/** A test passes at this percent or above. */
export const PASS_SCORE = 80;
/** Requirement videos complete at this share watched; seeking further than the tolerance past the furthest point snaps back. */
export const VIDEO_COMPLETION_THRESHOLD = 0.95;
const SEEK_AHEAD_TOLERANCE_SECONDS = 5;
export const LESSON_VIDEO_THRESHOLD = 0.85;
export const ONBOARDING_VIDEO_THRESHOLD = 0.99;
const STREAK_MILESTONE = 10;
const MOTIVATION_COUNT = 50;

/** The permit classes of Permit Training, each with a practice page and a graded test of its own. */
export const permitQuizzes = [
  'general_knowledge_1',
  'general_knowledge_2',
  'airbrakes',
  'combination',
  'non_driving_activities',
  'texas_special_requirements',
] as const;

/** The tested classes: each has a question bank in content/learning/quizzes/<name>.json. */
export const quizNames = [...permitQuizzes, 'pretrip', 'orientation', 'onboarding'] as const;
export type QuizName = (typeof quizNames)[number];

export interface QuizPlan {
  /** How many questions a graded test draws from the bank (spec 000 §9 "Test question count"). */
  testCount: number;
  /** The class page with the material and the practice questions. */
  classPath: string;
  /** The graded test's screen. */
  testPath: string;
  /** A video that must count as watched before the test is served (onboarding: 99 %). */
  requiresVideo?: VideoKey;
}

const permitPlan = (quiz: string): QuizPlan => ({
  testCount: 20,
  classPath: `/program/prepermit/${quiz}`,
  testPath: `/program/prepermit/${quiz}/test`,
});

export const quizPlans: Record<QuizName, QuizPlan> = {
  general_knowledge_1: permitPlan('general_knowledge_1'),
  general_knowledge_2: permitPlan('general_knowledge_2'),
  airbrakes: permitPlan('airbrakes'),
  combination: permitPlan('combination'),
  non_driving_activities: permitPlan('non_driving_activities'),
  texas_special_requirements: permitPlan('texas_special_requirements'),
  pretrip: {
    testCount: 20,
    classPath: '/program/school/pretrip_study',
    testPath: '/program/school/pretrip_test',
  },
  orientation: {
    testCount: 10,
    classPath: '/program/welcome/orientation',
    testPath: '/program/welcome/orientation_quiz',
  },
  onboarding: {
    testCount: 10,
    classPath: '/program/school/onboarding',
    testPath: '/program/school/onboarding/quiz',
    requiresVideo: 'onboarding',
  },
};

/** Kept for callers that name the count table directly. */
const testQuestionCount: Record<QuizName, number> = Object.fromEntries(
  quizNames.map((q) => [q, quizPlans[q].testCount]),
) as Record<QuizName, number>;

/** The graded test's screen of a quiz. */
export function testUrlOf(quiz: QuizName): string {
  return quizPlans[quiz].testPath;
}

/**
 * Where 'Exit Practice Questions', 'Back to checklist' and 'Click here to move on' lead: the stage's
 * checklist, or the study page for the pre-trip (which is not on the checklist).
 */
export function exitPathOf(quiz: QuizName): string {
  const { classPath } = quizPlans[quiz];
  return quiz === 'pretrip' ? classPath : classPath.split('/').slice(0, 3).join('/');
}

/** Practice uses every question; a test the configured number (or the whole bank when it is smaller). */
export function questionCountFor(kind: 'practice' | 'test', quiz: QuizName, bankSize: number): number {
  return kind === 'practice' ? bankSize : Math.min(bankSize, testQuestionCount[quiz]);
}

/**
 * A test's questions, drawn anew for every attempt: `count` of the bank in a random order. `random`
 * returns numbers in [0, 1) (crypto-backed on the server).
 */
export function drawQuestions<T>(bank: readonly T[], count: number, random: () => number): T[] {
  const pool = [...bank];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, Math.min(count, pool.length));
}

/**
 * The order a draw shows a question's options in: `order[i]` is the bank index of the option shown at
 * position i. Drawn anew with each draw, so neither position nor a remembered layout gives the answer away.
 */
export function optionOrder(count: number, random: () => number): number[] {
  return drawQuestions(
    Array.from({ length: count }, (_, i) => i),
    count,
    random,
  );
}

/** The bank index of the option shown at `position`, or -1 when there is no such position. */
export function bankIndexOf(order: readonly number[] | undefined, position: number): number {
  if (!order) return position;
  return order[position] ?? -1;
}

/** The position at which a draw shows the option with this bank index. */
export function positionOf(order: readonly number[] | undefined, bankIndex: number): number {
  return order ? order.indexOf(bankIndex) : bankIndex;
}

export function scorePercent(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((correct / total) * 100);
}

export function isPassing(score: number): boolean {
  return score >= PASS_SCORE;
}

/** A test score is kept when it passes, or on the second attempt and after, whatever it is. */
export function shouldRecordTestScore(score: number, attempt: number): boolean {
  return isPassing(score) || attempt >= 2;
}

export interface TestSummary {
  quiz: QuizName;
  bestScore: number;
  passed: boolean;
  attempts: number;
  /** ISO time of the latest attempt. */
  lastAttemptAt: string;
}

/**
 * One line per graded test a student took, in the order of `quizNames`: the best score of all attempts
 * (kept or not), whether it reaches the pass mark, how many attempts and when the last one was.
 */
export function summarizeTests(
  attempts: readonly { assessmentName: string; score: number; createdAt: string }[],
): TestSummary[] {
  return quizNames.flatMap((quiz) => {
    const mine = attempts.filter((a) => a.assessmentName === quiz);
    if (mine.length === 0) return [];
    const bestScore = Math.max(...mine.map((a) => a.score));
    const lastAttemptAt = mine.map((a) => a.createdAt).reduce((a, b) => (b > a ? b : a));
    return [{ quiz, bestScore, passed: isPassing(bestScore), attempts: mine.length, lastAttemptAt }];
  });
}

/** Every question of a test must be answered before it can be submitted. */
export function allAnswered(
  questionIds: readonly string[],
  answers: Readonly<Record<string, number>>,
): boolean {
  return questionIds.length > 0 && questionIds.every((id) => Number.isInteger(answers[id]));
}

export function nextStreak(streak: number, correct: boolean): number {
  return correct ? streak + 1 : 0;
}

export function isStreakMoment(streak: number): boolean {
  return streak > 0 && streak % STREAK_MILESTONE === 0;
}

/** Which of the 50 messages a streak moment shows: they rotate, one per milestone. */
export function motivationNumber(streak: number): number {
  const milestone = Math.max(1, Math.floor(streak / STREAK_MILESTONE));
  return ((milestone - 1) % MOTIVATION_COUNT) + 1;
}

/** Requirement video: the furthest point a student may seek to. */
export function allowedSeek(target: number, furthest: number, completed: boolean): number {
  if (completed) return target;
  return target > furthest + SEEK_AHEAD_TOLERANCE_SECONDS ? furthest : target;
}

export function isWatched(watchedSeconds: number, duration: number, threshold: number): boolean {
  return duration > 0 && watchedSeconds / duration >= threshold;
}

/** A video's length is not here: it is read from the program's file (src/shared/domain/media.ts). */
export interface VideoPlan {
  /** Share of the video that must be watched for it to count. */
  threshold: number;
  /** Lesson videos are asked for at 240p, to spare prepaid data. */
  quality?: '240p';
}

/**
 * Every video of the portal. Lesson videos count at 85 %; requirement videos (orientation, pre-trip) at
 * 95 %; the onboarding video at 99 %. The steps a watched video completes say so themselves
 * (content/program-steps, `videoWatched`).
 */
export const videoLessons = {
  general_knowledge_1: {
    threshold: LESSON_VIDEO_THRESHOLD,
    quality: '240p',
  },
  general_knowledge_2: {
    threshold: LESSON_VIDEO_THRESHOLD,
    quality: '240p',
  },
  airbrakes: {
    threshold: LESSON_VIDEO_THRESHOLD,
    quality: '240p',
  },
  combination: {
    threshold: LESSON_VIDEO_THRESHOLD,
    quality: '240p',
  },
  interview_workshop: {
    threshold: LESSON_VIDEO_THRESHOLD,
    quality: '240p',
  },
  orientation: {
    threshold: VIDEO_COMPLETION_THRESHOLD,
  },
  onboarding: { threshold: ONBOARDING_VIDEO_THRESHOLD },
  pretrip_video_1: {
    threshold: VIDEO_COMPLETION_THRESHOLD,
  },
  pretrip_video_2: {
    threshold: VIDEO_COMPLETION_THRESHOLD,
  },
} as const satisfies Record<string, VideoPlan>;
export type VideoKey = keyof typeof videoLessons;
export const videoKeys = Object.keys(videoLessons) as VideoKey[];

/**
 * Where the browser fetches a class video, its low-data rendition, its poster and its captions, in the
 * reader's language when the program has the video in it; null when the program has no such video (the
 * class then shows its text and no player). `lang` is the language of the video served.
 */
export function videoSource(
  key: VideoKey,
  locale: Locale = getLocale(),
): (VideoRendition & { lang: Locale }) | null {
  const plan: VideoPlan = videoLessons[key];
  const video = readerVideo('learning', key, locale);
  if (!video) return null;
  return { ...video, src: `${video.src}${plan.quality ? `?quality=${plan.quality}` : ''}` };
}

/**
 * What the student sees before pressing play: the length and the download of the rendition chosen, both
 * measured from the files when the server started; null when there is no such video.
 */
export function videoFacts(
  key: VideoKey,
  low: boolean,
  locale: Locale = getLocale(),
): { seconds: number; bytes: number } | null {
  const video = readerVideo('learning', key, locale);
  if (!video) return null;
  return { seconds: video.seconds, bytes: low && video.lowBytes !== null ? video.lowBytes : video.bytes };
}

/** Pre-trip study: the slides and the parts-of-the-truck guide open once both videos count as watched. */
export const PRETRIP_VIDEOS = ['pretrip_video_1', 'pretrip_video_2'] as const satisfies readonly VideoKey[];

/** The class PDFs, made for the program (scripts/make-class-pdfs.mjs). Opening one is a `pdfOpened` event. */
export const classPdfs = {
  non_driving_activities: { locked: false },
  texas_special_requirements: { locked: false },
  trucking_trivia: { locked: false },
  pretrip_slides: { locked: true },
  pretrip_parts: { locked: true },
} as const satisfies Record<string, { locked: boolean }>;
export type ClassPdf = keyof typeof classPdfs;
export const classPdfNames = Object.keys(classPdfs) as ClassPdf[];

export function pdfUrl(name: ClassPdf, download = false): string {
  return `/api/learning/pdfs/${name}${download ? '?download=1' : ''}`;
}

/** Playback may run at up to double speed; a report claiming more progress than that is cut back. */
const MAX_PLAYBACK_RATE = 2;

/**
 * The furthest point the server accepts: no further than real time (at the fastest speed) allows since
 * the last report, plus the seek tolerance, and never past the end.
 */
export function acceptedFurthest(
  previous: number,
  claimed: number,
  elapsedSeconds: number,
  duration: number,
): number {
  const reachable = previous + Math.max(0, elapsedSeconds) * MAX_PLAYBACK_RATE + SEEK_AHEAD_TOLERANCE_SECONDS;
  return Math.min(duration, Math.max(previous, Math.min(claimed, reachable)));
}

/**
 * The onboarding screen's due text (spec 001 §2 "Onboarding"): 'this Wednesday at 11:59pm Central', with
 * the date of that Wednesday in Chicago so nobody has to work it out.
 */
export function onboardingDueLine(now: Date): string {
  const due = zonedDate(onboardingDue(now), PROGRAM_TIME_ZONE);
  return `this Wednesday at 11:59pm Central (${due.month}/${due.day})`;
}

/** Answers count only when they are a whole position among a question's options. */
function isAnswer(answer: number | undefined): answer is number {
  return Number.isInteger(answer) && answer! >= 0;
}

/** How far through a test the student is: answered questions out of all, and the share for a progress bar. */
export function answerProgress(
  questionIds: readonly string[],
  answers: Readonly<Record<string, number>>,
): { answered: number; total: number; percent: number } {
  const answered = questionIds.filter((id) => isAnswer(answers[id])).length;
  const total = questionIds.length;
  return { answered, total, percent: total === 0 ? 0 : Math.round((answered / total) * 100) };
}

/** The numbers (from 1, as the screens show them) of the questions not answered yet, in order. */
export function unansweredNumbers(
  questionIds: readonly string[],
  answers: Readonly<Record<string, number>>,
): number[] {
  return questionIds.flatMap((id, i) => (isAnswer(answers[id]) ? [] : [i + 1]));
}

/**
 * The answers to resume a test with: those the server kept, overlaid with those this phone kept (written
 * first, so never older), limited to the draw's questions and to positions each question has.
 */
export function resumeAnswers(
  questions: readonly { id: string; answers: readonly unknown[] }[],
  saved: Readonly<Record<string, number>>,
  local: Readonly<Record<string, number>> | null,
): Record<string, number> {
  const merged: Record<string, number> = {};
  for (const q of questions) {
    const answer = local && isAnswer(local[q.id]) ? local[q.id] : saved[q.id];
    if (isAnswer(answer) && answer < q.answers.length) merged[q.id] = answer;
  }
  return merged;
}

/** Where a resumed test opens: the first question not answered yet, or the review when all are. */
export function resumePosition(
  questionIds: readonly string[],
  answers: Readonly<Record<string, number>>,
): number | 'review' {
  const [first] = unansweredNumbers(questionIds, answers);
  if (first === undefined) return questionIds.length > 0 ? 'review' : 0;
  return first - 1;
}

/**
 * Every question of a bank has a topic (content/learning/quiz-topics.json names each bank's topics): a
 * bank has 2 to 5 topics, each with at least 3 questions, so a score per topic means something.
 */
export const MIN_TOPICS_PER_BANK = 2;
export const MAX_TOPICS_PER_BANK = 5;
export const MIN_QUESTIONS_PER_TOPIC = 3;

export interface TopicScore {
  topic: string;
  correct: number;
  total: number;
  score: number;
}

/**
 * A graded sheet's score per topic, one line per topic it asked about. Topics come in the order of
 * `order` (the bank's own), so every attempt lists them alike however the draw fell; a topic `order`
 * does not know comes after, in the order it first appears.
 */
export function scoreByTopic(
  results: readonly { topic: string; correct: boolean }[],
  order: readonly string[] = [],
): TopicScore[] {
  const byTopic = new Map<string, { correct: number; total: number }>();
  for (const r of results) {
    const line = byTopic.get(r.topic) ?? { correct: 0, total: 0 };
    line.total += 1;
    if (r.correct) line.correct += 1;
    byTopic.set(r.topic, line);
  }
  const rank = (topic: string) => {
    const i = order.indexOf(topic);
    return i === -1 ? order.length : i;
  };
  // Array.prototype.sort is stable: unknown topics keep their first-appearance order.
  return [...byTopic]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([topic, { correct, total }]) => ({
      topic,
      correct,
      total,
      score: scorePercent(correct, total),
    }));
}

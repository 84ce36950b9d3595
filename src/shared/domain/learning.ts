/** Learning rules (spec 000 §4 "Quiz", §9; 001 §4 "Streak", §9), shared by the server and the screens. */

/** A test passes at this percent or above. */
export const PASS_SCORE = 80;
/** Requirement videos complete at this share watched; seeking further than the tolerance past the furthest point snaps back. */
export const VIDEO_COMPLETION_THRESHOLD = 0.95;
export const SEEK_AHEAD_TOLERANCE_SECONDS = 5;
export const LESSON_VIDEO_THRESHOLD = 0.85;
export const ONBOARDING_VIDEO_THRESHOLD = 0.99;
export const STREAK_MILESTONE = 10;
export const MOTIVATION_COUNT = 50;

/** The tested classes, their checklist item and how many questions the graded test asks. */
export const quizNames = [
  'general_knowledge_1',
  'general_knowledge_2',
  'airbrakes',
  'combination',
  'non_driving_activities',
] as const;
export type QuizName = (typeof quizNames)[number];

export const testQuestionCount: Record<QuizName, number> = {
  general_knowledge_1: 20,
  general_knowledge_2: 20,
  airbrakes: 20,
  combination: 20,
  non_driving_activities: 20,
};

export function testUrlOf(quiz: QuizName): string {
  return `/program/prepermit/${quiz}/test`;
}

export function isGradedTestUrl(url: string): boolean {
  return quizNames.some((quiz) => testUrlOf(quiz) === url);
}

/** Practice uses every question; a test the configured number (or the whole bank when it is smaller). */
export function questionCountFor(kind: 'practice' | 'test', quiz: QuizName, bankSize: number): number {
  return kind === 'practice' ? bankSize : Math.min(bankSize, testQuestionCount[quiz]);
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

/** Lesson videos: how long each is, the share that counts as watched, and the checklist item it completes. */
export const videoLessons = {
  general_knowledge_1: {
    seconds: 8,
    threshold: LESSON_VIDEO_THRESHOLD,
    completes: '/program/prepermit/general_knowledge_1',
  },
  general_knowledge_2: {
    seconds: 8,
    threshold: LESSON_VIDEO_THRESHOLD,
    completes: '/program/prepermit/general_knowledge_2',
  },
  airbrakes: { seconds: 8, threshold: LESSON_VIDEO_THRESHOLD, completes: '/program/prepermit/airbrakes' },
  combination: { seconds: 8, threshold: LESSON_VIDEO_THRESHOLD, completes: '/program/prepermit/combination' },
} as const;
export type VideoKey = keyof typeof videoLessons;
export const videoKeys = Object.keys(videoLessons) as VideoKey[];

/** Playback may run at up to double speed; a report claiming more progress than that is cut back. */
export const MAX_PLAYBACK_RATE = 2;

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

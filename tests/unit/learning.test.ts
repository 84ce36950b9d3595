import { describe, expect, it } from 'vitest';
import {
  acceptedFurthest,
  bankIndexOf,
  optionOrder,
  positionOf,
  allAnswered,
  drawQuestions,
  exitPathOf,
  onboardingDueLine,
  quizNames,
  quizPlans,
  videoLessons,
  videoSource,
  allowedSeek,
  isPassing,
  isStreakMoment,
  isWatched,
  LESSON_VIDEO_THRESHOLD,
  motivationNumber,
  nextStreak,
  ONBOARDING_VIDEO_THRESHOLD,
  questionCountFor,
  scorePercent,
  shouldRecordTestScore,
  summarizeTests,
  testUrlOf,
  VIDEO_COMPLETION_THRESHOLD,
} from '@shared/domain/learning.js';
import { t, type MessageKey } from '@shared/i18n.js';

describe('quiz scoring', () => {
  it('scores as a rounded percent, 0 for an empty sheet', () => {
    expect(scorePercent(16, 20)).toBe(80);
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(0, 0)).toBe(0);
  });

  it('passes at 80 and not below', () => {
    expect(isPassing(80)).toBe(true);
    expect(isPassing(79)).toBe(false);
    expect(isPassing(100)).toBe(true);
  });

  it('records a test score when it passes or on the second attempt', () => {
    expect(shouldRecordTestScore(85, 1)).toBe(true);
    expect(shouldRecordTestScore(60, 1)).toBe(false);
    expect(shouldRecordTestScore(60, 2)).toBe(true);
    expect(shouldRecordTestScore(10, 3)).toBe(true);
  });

  it('uses every question for practice and the configured count for a test', () => {
    expect(questionCountFor('practice', 'airbrakes', 21)).toBe(21);
    expect(questionCountFor('test', 'airbrakes', 21)).toBe(20);
    expect(questionCountFor('test', 'airbrakes', 12)).toBe(12);
  });

  it('allows a test to be submitted only when every question is answered', () => {
    expect(allAnswered(['a', 'b'], { a: 0, b: 3 })).toBe(true);
    expect(allAnswered(['a', 'b'], { a: 0 })).toBe(false);
    expect(allAnswered([], {})).toBe(false);
  });

  it("names each test's screen", () => {
    expect(testUrlOf('combination')).toBe('/program/prepermit/combination/test');
    expect(testUrlOf('orientation')).toBe('/program/welcome/orientation_quiz');
  });
});

describe('streak', () => {
  it('rises with a correct answer and resets to 0 on a wrong one', () => {
    expect(nextStreak(4, true)).toBe(5);
    expect(nextStreak(9, false)).toBe(0);
  });

  it('has a moment above 0 at every multiple of 10', () => {
    expect(isStreakMoment(0)).toBe(false);
    expect(isStreakMoment(10)).toBe(true);
    expect(isStreakMoment(15)).toBe(false);
    expect(isStreakMoment(20)).toBe(true);
  });

  it('rotates through 50 motivational messages, each in the catalogue', () => {
    expect(motivationNumber(10)).toBe(1);
    expect(motivationNumber(20)).toBe(2);
    expect(motivationNumber(510)).toBe(1);
    const texts = new Set<string>();
    for (let n = 1; n <= 50; n++) {
      const key = `learning.motivation.m${n}` as MessageKey;
      expect(t(key)).not.toBe(key);
      texts.add(t(key));
    }
    expect(texts.size).toBe(50);
  });
});

describe('video rules', () => {
  it('snaps a seek more than 5 seconds past the furthest watched point back to it, until completed', () => {
    expect(allowedSeek(104, 100, false)).toBe(104);
    expect(allowedSeek(105, 100, false)).toBe(105);
    expect(allowedSeek(106, 100, false)).toBe(100);
    expect(allowedSeek(50, 100, false)).toBe(50);
    expect(allowedSeek(500, 100, true)).toBe(500);
  });

  it('counts a video watched at its threshold', () => {
    expect(isWatched(95, 100, VIDEO_COMPLETION_THRESHOLD)).toBe(true);
    expect(isWatched(94.9, 100, VIDEO_COMPLETION_THRESHOLD)).toBe(false);
    expect(isWatched(85, 100, LESSON_VIDEO_THRESHOLD)).toBe(true);
    expect(isWatched(98, 100, ONBOARDING_VIDEO_THRESHOLD)).toBe(false);
    expect(isWatched(10, 0, LESSON_VIDEO_THRESHOLD)).toBe(false);
  });
});

describe('video progress the server accepts', () => {
  it('grows no faster than double-speed playback plus the seek tolerance, never past the end or backwards', () => {
    expect(acceptedFurthest(0, 4, 0, 8)).toBe(4);
    expect(acceptedFurthest(0, 8, 0, 8)).toBe(5);
    expect(acceptedFurthest(4, 8, 2, 8)).toBe(8);
    expect(acceptedFurthest(10, 300, 10, 600)).toBe(35);
    expect(acceptedFurthest(10, 2, 10, 600)).toBe(10);
  });
});

describe('test draws', () => {
  /** A seeded generator, so the test can check the shuffle without being random itself. */
  const seeded = (seed: number) => () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const bank = Array.from({ length: 21 }, (_, i) => i);

  it('draws the configured count of distinct questions from the bank', () => {
    const drawn = drawQuestions(bank, 20, seeded(7));
    expect(drawn).toHaveLength(20);
    expect(new Set(drawn).size).toBe(20);
    expect(drawn.every((q) => bank.includes(q))).toBe(true);
    expect(drawQuestions(bank, 50, seeded(7))).toHaveLength(21);
    expect(bank).toEqual(Array.from({ length: 21 }, (_, i) => i));
  });

  it('draws anew: another roll gives another order', () => {
    expect(drawQuestions(bank, 20, seeded(1))).not.toEqual(drawQuestions(bank, 20, seeded(2)));
    expect(drawQuestions(bank, 20, () => 0)).not.toEqual(bank.slice(0, 20));
  });
});

describe('class plans', () => {
  it('gives every quiz a test screen and a way back', () => {
    expect(quizPlans.orientation.testPath).toBe('/program/welcome/orientation_quiz');
    expect(quizPlans.onboarding).toMatchObject({
      testPath: '/program/school/onboarding/quiz',
      requiresVideo: 'onboarding',
    });
    expect(exitPathOf('airbrakes')).toBe('/program/prepermit');
    expect(exitPathOf('onboarding')).toBe('/program/school');
    expect(exitPathOf('orientation')).toBe('/program/welcome');
    expect(exitPathOf('pretrip')).toBe('/program/school/pretrip_study');
    for (const quiz of quizNames) expect(quizPlans[quiz].testCount).toBeGreaterThan(0);
  });

  it('counts lesson videos at 85 %, requirement videos at 95 % and onboarding at 99 %', () => {
    expect(videoLessons.airbrakes.threshold).toBe(LESSON_VIDEO_THRESHOLD);
    expect(videoLessons.orientation.threshold).toBe(VIDEO_COMPLETION_THRESHOLD);
    expect(videoLessons.pretrip_video_1.threshold).toBe(VIDEO_COMPLETION_THRESHOLD);
    expect(videoLessons.onboarding.threshold).toBe(ONBOARDING_VIDEO_THRESHOLD);
  });

  it('asks for lesson videos at 240p, with captions beside every video', () => {
    // The quiz lessons have no poster or lower rendition made yet; the slide videos have both.
    expect(videoSource('airbrakes')).toMatchObject({
      src: '/learning/airbrakes.webm?quality=240p',
      low: null,
      poster: null,
      captions: { en: '/learning/airbrakes.vtt' },
      lang: 'en',
    });
    expect(videoSource('onboarding')).toMatchObject({
      src: '/learning/onboarding.webm',
      low: '/learning/onboarding.low.webm',
      poster: '/learning/onboarding.poster.webp',
    });
  });
});

describe('onboarding due line', () => {
  it('names the coming Wednesday in Chicago', () => {
    // Sunday 22 November 2026, 9am Chicago.
    expect(onboardingDueLine(new Date('2026-11-22T15:00:00Z'))).toBe(
      'this Wednesday at 11:59pm Central (11/25)',
    );
  });

  it('is today on a Wednesday in Chicago, even when it is already Thursday in UTC', () => {
    // Wednesday 25 November, 10pm Chicago = Thursday 04:00 UTC.
    expect(onboardingDueLine(new Date('2026-11-26T04:00:00Z'))).toBe(
      'this Wednesday at 11:59pm Central (11/25)',
    );
    // Thursday 26 November, 9am Chicago: the next week's Wednesday.
    expect(onboardingDueLine(new Date('2026-11-26T15:00:00Z'))).toBe(
      'this Wednesday at 11:59pm Central (12/2)',
    );
  });

  it('follows daylight saving time', () => {
    // Monday 9 March 2026, 00:30 Chicago (CDT since the day before) = 05:30 UTC.
    expect(onboardingDueLine(new Date('2026-03-09T05:30:00Z'))).toBe(
      'this Wednesday at 11:59pm Central (3/11)',
    );
    // Tuesday 3 March 2026 at 11:30pm Chicago (CST) = Wednesday 05:30 UTC.
    expect(onboardingDueLine(new Date('2026-03-04T05:30:00Z'))).toBe(
      'this Wednesday at 11:59pm Central (3/4)',
    );
  });
});

describe('test summaries for the coach', () => {
  it('keeps the best score, counts attempts, finds the last one and orders by class', () => {
    const summary = summarizeTests([
      { assessmentName: 'airbrakes', score: 60, createdAt: '2026-03-02T10:00:00.000Z' },
      { assessmentName: 'orientation', score: 90, createdAt: '2026-03-01T10:00:00.000Z' },
      { assessmentName: 'airbrakes', score: 75, createdAt: '2026-03-04T10:00:00.000Z' },
      { assessmentName: 'airbrakes', score: 70, createdAt: '2026-03-03T10:00:00.000Z' },
    ]);
    expect(summary).toEqual([
      {
        quiz: 'airbrakes',
        bestScore: 75,
        passed: false,
        attempts: 3,
        lastAttemptAt: '2026-03-04T10:00:00.000Z',
      },
      {
        quiz: 'orientation',
        bestScore: 90,
        passed: true,
        attempts: 1,
        lastAttemptAt: '2026-03-01T10:00:00.000Z',
      },
    ]);
  });

  it('passes at the pass mark exactly, and lists nothing without attempts', () => {
    const [atMark] = summarizeTests([
      { assessmentName: 'pretrip', score: 80, createdAt: '2026-01-01T00:00:00Z' },
    ]);
    expect(atMark!.passed).toBe(true);
    expect(summarizeTests([])).toEqual([]);
  });
});

describe('the order a draw shows options in', () => {
  it('is a permutation drawn from the random source, mapping shown positions to bank answers and back', () => {
    const values = [0.9, 0.1, 0.5];
    const order = optionOrder(4, () => values.shift() ?? 0);
    expect([...order].sort()).toEqual([0, 1, 2, 3]);
    expect(order).not.toEqual([0, 1, 2, 3]);
    for (let position = 0; position < 4; position++)
      expect(positionOf(order, bankIndexOf(order, position))).toBe(position);
    expect(bankIndexOf(order, 7)).toBe(-1);
  });

  it('is the bank order for a draw made before orders were kept', () => {
    expect(bankIndexOf(undefined, 2)).toBe(2);
    expect(positionOf(undefined, 3)).toBe(3);
  });
});

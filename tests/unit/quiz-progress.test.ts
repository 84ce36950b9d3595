import { describe, expect, it } from 'vitest';
import {
  answerProgress,
  resumeAnswers,
  resumePosition,
  scoreByTopic,
  unansweredNumbers,
} from '@shared/domain/learning';

const ids = ['a', 'b', 'c', 'd'];
const q = (id: string) => ({ id, answers: ['w', 'x', 'y', 'z'] });

describe('answer progress', () => {
  it('counts only whole answers among the questions, with the share for the bar', () => {
    expect(answerProgress(ids, {})).toEqual({ answered: 0, total: 4, percent: 0 });
    expect(answerProgress(ids, { a: 0, c: 3, x: 1 })).toEqual({ answered: 2, total: 4, percent: 50 });
    expect(answerProgress(ids, { a: 0, b: 1.5, c: -1, d: 2 })).toEqual({
      answered: 2,
      total: 4,
      percent: 50,
    });
    expect(answerProgress(['a', 'b', 'c'], { a: 0 }).percent).toBe(33);
    expect(answerProgress([], {})).toEqual({ answered: 0, total: 0, percent: 0 });
  });

  it('lists the unanswered questions by their number on screen, in order', () => {
    expect(unansweredNumbers(ids, { b: 0, c: 0 })).toEqual([1, 4]);
    expect(unansweredNumbers(ids, { a: 0, b: 0, c: 0, d: 0 })).toEqual([]);
    expect(unansweredNumbers(ids, {})).toEqual([1, 2, 3, 4]);
  });
});

describe('resuming a test', () => {
  it('overlays the phone’s answers on the server’s, keeping only real choices of the draw', () => {
    const questions = ids.map(q);
    expect(resumeAnswers(questions, { a: 1, b: 2 }, { b: 3, c: 0 })).toEqual({ a: 1, b: 3, c: 0 });
    expect(resumeAnswers(questions, { a: 1 }, null)).toEqual({ a: 1 });
    expect(resumeAnswers(questions, { a: 9, zz: 1 }, { b: -1, d: 4 })).toEqual({});
  });

  it('opens at the first unanswered question, or the review when all have an answer', () => {
    expect(resumePosition(ids, {})).toBe(0);
    expect(resumePosition(ids, { a: 0, b: 1 })).toBe(2);
    expect(resumePosition(ids, { a: 0, c: 1 })).toBe(1);
    expect(resumePosition(ids, { a: 0, b: 0, c: 0, d: 0 })).toBe('review');
    expect(resumePosition([], {})).toBe(0);
  });
});

describe('score by topic', () => {
  it('scores each topic on its own, in the order topics first appear when no order is given', () => {
    expect(
      scoreByTopic([
        { topic: 'brakes', correct: true },
        { topic: 'coupling', correct: false },
        { topic: 'brakes', correct: false },
        { topic: 'brakes', correct: true },
        { topic: 'coupling', correct: true },
      ]),
    ).toEqual([
      { topic: 'brakes', correct: 2, total: 3, score: 67 },
      { topic: 'coupling', correct: 1, total: 2, score: 50 },
    ]);
  });

  it('lists topics in the bank’s order whatever order the draw asked them in', () => {
    const order = ['parts', 'checks', 'use'];
    const drawn = [
      { topic: 'use', correct: true },
      { topic: 'parts', correct: false },
      { topic: 'checks', correct: true },
      { topic: 'parts', correct: true },
      { topic: 'use', correct: true },
    ];
    const expected = [
      { topic: 'parts', correct: 1, total: 2, score: 50 },
      { topic: 'checks', correct: 1, total: 1, score: 100 },
      { topic: 'use', correct: 2, total: 2, score: 100 },
    ];
    expect(scoreByTopic(drawn, order)).toEqual(expected);
    expect(scoreByTopic([...drawn].reverse(), order)).toEqual(expected);
  });

  it('leaves out a topic the draw did not ask about, and puts unknown topics last', () => {
    expect(
      scoreByTopic(
        [
          { topic: 'other', correct: false },
          { topic: 'use', correct: true },
          { topic: 'older', correct: true },
        ],
        ['parts', 'checks', 'use'],
      ),
    ).toEqual([
      { topic: 'use', correct: 1, total: 1, score: 100 },
      { topic: 'other', correct: 0, total: 1, score: 0 },
      { topic: 'older', correct: 1, total: 1, score: 100 },
    ]);
  });

  it('adds up to the sheet: every answer counts once, under its own topic', () => {
    const results = Array.from({ length: 20 }, (_, i) => ({
      topic: ['a', 'b', 'c'][i % 3]!,
      correct: i % 2 === 0,
    }));
    const lines = scoreByTopic(results, ['c', 'b', 'a']);
    expect(lines.map((l) => l.topic)).toEqual(['c', 'b', 'a']);
    expect(lines.reduce((n, l) => n + l.total, 0)).toBe(20);
    expect(lines.reduce((n, l) => n + l.correct, 0)).toBe(10);
    expect(lines.find((l) => l.topic === 'a')).toEqual({ topic: 'a', correct: 4, total: 7, score: 57 });
  });

  it('has nothing to list for an empty sheet', () => {
    expect(scoreByTopic([], ['a', 'b'])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  careerServicesTitle,
  careerServiceSteps,
  formatInZone,
  reminderTimes,
  timeZoneOfState,
} from '@shared/domain/careers.js';
import {
  fitWords,
  formatFeedbackLocally,
  interviewPhase,
  isFeedbackMessage,
  localFeedback,
  localInterviewerReply,
  reviewAnswers,
  transcriptFileName,
  transcriptText,
  wordCount,
} from '@shared/domain/interview.js';
import { formatDollars, payoutAmountCents, payoutScreen } from '@shared/domain/payouts.js';

const step = (url: string, section = 'First Things First') => ({ url, section });
const steps = [
  step('/postprogram/career_services/know_career_coach'),
  step('/postprogram/career_services/professional_email'),
  step('/postprogram/career_services/job_board'),
  step('/postprogram/career_services/interview_workshop', 'Keep Growing'),
];

describe('career-service filters', () => {
  it('keeps only First Things First, with the coach at rank 5 and the job board', () => {
    const urls = careerServiceSteps(steps, { rank: 5 }).map((s) => s.url);
    expect(urls).toEqual([
      '/postprogram/career_services/know_career_coach',
      '/postprogram/career_services/professional_email',
      '/postprogram/career_services/job_board',
    ]);
  });
  it('hides know_career_coach below rank 5 and keeps the portal job board (decision 025)', () => {
    const urls = careerServiceSteps(steps, { rank: 4 }).map((s) => s.url);
    expect(urls).toEqual([
      '/postprogram/career_services/professional_email',
      '/postprogram/career_services/job_board',
    ]);
  });
  it('titles the list by stage', () => {
    expect(careerServicesTitle(5)).toBe('First Things First');
    expect(careerServicesTitle(3)).toBe('Get a head start on your future career');
  });
});

describe('booking times and reminders', () => {
  it("shows a time in the student's state's zone", () => {
    expect(timeZoneOfState('nv')).toBe('America/Los_Angeles');
    expect(timeZoneOfState(null)).toBe('America/Chicago');
    const at = new Date('2026-11-24T16:00:00Z');
    expect(formatInZone(at, timeZoneOfState('IL'))).toBe('Tuesday 11/24/2026 at 10:00 AM CST');
    expect(formatInZone(at, timeZoneOfState('NY'))).toBe('Tuesday 11/24/2026 at 11:00 AM EST');
  });
  it('reminds a day and an hour ahead, skipping times already past', () => {
    const start = new Date('2026-11-24T16:00:00Z');
    expect(reminderTimes(start, new Date('2026-11-20T00:00:00Z')).map((r) => r.sendAt.toISOString())).toEqual(
      ['2026-11-23T16:00:00.000Z', '2026-11-24T15:00:00.000Z'],
    );
    expect(reminderTimes(start, new Date('2026-11-24T10:00:00Z')).map((r) => r.offsetMinutes)).toEqual([60]);
    expect(reminderTimes(start, new Date('2026-11-24T15:58:00Z'))).toEqual([]);
  });
});

describe('payouts', () => {
  it('pays fees as 100 plus the state permit fee', () => {
    expect(payoutAmountCents('fees', 'NV')).toBe(15825);
    expect(payoutAmountCents('fees', 'AL')).toBe(13625);
    expect(payoutAmountCents('fees', 'PA')).toBe(10000);
    expect(payoutAmountCents('permit', 'nv')).toBe(5825);
  });
  it('leaves an unknown state, school and endorsements to a coach', () => {
    expect(payoutAmountCents('fees', 'PR')).toBeNull();
    expect(payoutAmountCents('fees', null)).toBeNull();
    expect(payoutAmountCents('TruckingSchool', 'NV')).toBeNull();
    expect(payoutAmountCents('endorsement', 'NV')).toBeNull();
  });
  it('shows the pending screen, then completed, else the form, by reason', () => {
    expect(payoutScreen([], 'fees')).toBe('form');
    expect(payoutScreen([{ reason: 'permit', status: 'pending' }], 'fees')).toBe('form');
    expect(payoutScreen([{ reason: 'fees', status: 'pending' }], 'fees')).toBe('pending');
    expect(payoutScreen([{ reason: 'fees', status: 'completed' }], 'fees')).toBe('completed');
    // A request a coach sent back opens the form again; a new one after it is pending.
    expect(payoutScreen([{ reason: 'fees', status: 'returned' }], 'fees')).toBe('form');
    expect(
      payoutScreen(
        [
          { reason: 'fees', status: 'pending' },
          { reason: 'fees', status: 'returned' },
        ],
        'fees',
      ),
    ).toBe('pending');
    expect(formatDollars(15825)).toBe('$158.25');
    expect(formatDollars(10000)).toBe('$100');
  });
});

const good = [
  'I finished CDL-A training and I want a steady career. I am safe, on time, and I take care of the truck and the load every day because people count on me to get it there right.',
  'I made a mistake years ago and I take responsibility for it. Since then I finished the program, got my licence and I work to support my family.',
];

describe('interview phases', () => {
  it('goes intro, interview after the first answer, feedback after two', () => {
    expect(interviewPhase([])).toBe('intro');
    expect(interviewPhase([{ type: 'assistant', content: 'Q1' }])).toBe('intro');
    expect(
      interviewPhase([
        { type: 'assistant', content: 'Q1' },
        { type: 'user', content: 'A' },
      ]),
    ).toBe('interview');
    expect(
      interviewPhase([
        { type: 'user', content: 'A' },
        { type: 'user', content: 'B' },
      ]),
    ).toBe('feedback');
  });
  it('moves to feedback when the agent gives feedback early', () => {
    expect(isFeedbackMessage('Feedback: good job.')).toBe(true);
    expect(isFeedbackMessage("Here's my feedback for you.")).toBe(true);
    expect(isFeedbackMessage('Tell me about your feedback from school.')).toBe(false);
    expect(
      interviewPhase([
        { type: 'user', content: 'A' },
        { type: 'assistant', content: '**Feedback** you did well' },
      ]),
    ).toBe('feedback');
  });
  it('asks the two questions in order, then gives feedback under 100 words', () => {
    expect(localInterviewerReply([], 'Andre')).toMatch(/^Hi Andre.*drive a truck/);
    expect(localInterviewerReply([{ type: 'user', content: good[0]! }], 'Andre')).toMatch(/record/);
    const feedback = localInterviewerReply(
      good.map((content) => ({ type: 'user' as const, content })),
      'Andre',
    );
    expect(feedback).toMatch(/^Feedback:/);
    expect(wordCount(feedback)).toBeLessThan(100);
  });
  it('praises a strong answer and coaches a weak one', () => {
    expect(reviewAnswers(good).improvements).toEqual([]);
    const weak = reviewAnswers(['money', 'it was not my fault']);
    expect(weak.strengths).toEqual([]);
    expect(weak.improvements.length).toBe(3);
    expect(wordCount(localFeedback(['money', 'it was not my fault']))).toBeLessThan(100);
  });
  it('formats feedback into the card, under 100 words', () => {
    const card = formatFeedbackLocally(localFeedback(good));
    expect(card.strengths.length).toBeGreaterThan(0);
    const long = fitWords({
      summary: 'x',
      strengths: Array(10).fill('one two three four five six seven eight nine ten'),
      improvements: [],
    });
    expect(wordCount([long.summary, ...long.strengths].join(' '))).toBeLessThan(100);
  });
  it('names the transcript with the date and time', () => {
    expect(transcriptFileName(new Date(2026, 10, 24, 18, 5))).toBe(
      'interview-transcript-2026-11-24-1805.txt',
    );
  });
  it("times each transcript line in the portal's one format, naming the zone", () => {
    const messages = [
      {
        id: '1',
        type: 'assistant' as const,
        content: 'Tell me about yourself.',
        timestamp: '2026-11-24T18:05:00Z',
      },
      { id: '2', type: 'user' as const, content: 'I drive.', timestamp: '2026-11-24T18:06:00Z' },
    ];
    expect(transcriptText(messages, { user: 'Andre', assistant: 'Sam' }, 'America/Los_Angeles')).toBe(
      '[10:05 AM PST] Sam: Tell me about yourself.\n[10:06 AM PST] Andre: I drive.',
    );
    expect(transcriptText(messages.slice(1), { user: 'Andre', assistant: 'Sam' })).toBe(
      '[12:06 PM CST] Andre: I drive.',
    );
  });
});

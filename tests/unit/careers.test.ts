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
  INTERVIEW_WORDS,
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
import { grade, longestSentence } from '../readability';

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

const en = INTERVIEW_WORDS.en;
const es = INTERVIEW_WORDS.es;
const user = (content: string) => ({ type: 'user' as const, content });

const goodEs = [
  'Terminé mi entrenamiento para la CDL-A y quiero una carrera estable. Manejo seguro, llego a tiempo y cuido el camión y la carga todos los días, porque la gente cuenta conmigo.',
  'Cometí un error hace años y asumo la responsabilidad. Desde entonces terminé el programa, saqué mi licencia y trabajo para mantener a mi familia.',
];

describe('the interview in English stays as it was', () => {
  it('says the same intro, questions and feedback', () => {
    expect(localInterviewerReply([], 'Andre')).toBe(
      "Hi Andre, I'm Sam, a hiring manager at a trucking company. This is a practice interview with 2 questions. First question: Tell me about yourself and why you want to drive a truck for a living. What makes you a safe, reliable driver?",
    );
    expect(localInterviewerReply([user(good[0]!)], 'Andre', 'en')).toBe(
      'Thank you. Second question: Employers will see your record. How would you explain your past to an employer, and what have you done since then?',
    );
    expect(localFeedback(good)).toBe(
      'Feedback: What went well: You gave a full answer about why you want to drive. You said you are safe and on time, and employers want that. You mentioned your CDL training. Practice out loud again before a real interview.',
    );
    // English words that begin like Spanish ones (familiar, injustice, limping) earn nothing new.
    expect(reviewAnswers([good[0]!, 'I am familiar with injustice, limping along.']).improvements).toEqual([
      'Own your past in one short sentence, like "I made a mistake and I own it".',
      'Say what you have done since: your training, work, or family.',
    ]);
    expect(reviewAnswers(['money', 'it was not my fault'], 'en').improvements).toEqual([
      'Say more about why you want to drive, in 3 or 4 sentences.',
      'Tell them you are safe and on time, the first things employers look for.',
      'Mention your CDL-A and your training.',
    ]);
    const card = formatFeedbackLocally(localFeedback(good));
    expect(card.summary).toBe('Practice out loud again before a real interview.');
    // The closing line is the card's summary, not a strength.
    expect(card.strengths).toEqual([
      'You gave a full answer about why you want to drive.',
      'You said you are safe and on time, and employers want that.',
      'You mentioned your CDL training.',
    ]);
    expect(card.improvements).toEqual([]);
  });
});

describe('the interview in Spanish', () => {
  it('greets, asks the two questions and gives feedback in Spanish', () => {
    const intro = localInterviewerReply([], 'Ana', 'es');
    expect(intro).toBe(
      `Hola Ana, soy Sam. Contrato choferes para una compañía de camiones. Esta es una entrevista de práctica con 2 preguntas. Primera pregunta: ${es.questions[0]}`,
    );
    expect(intro).toMatch(/manejar un camión/);
    const second = localInterviewerReply(
      [{ type: 'assistant', content: intro }, user(goodEs[0]!)],
      'Ana',
      'es',
    );
    expect(second).toBe(`Gracias. Segunda pregunta: ${es.questions[1]}`);
    expect(second).toMatch(/antecedentes/);
    const feedback = localInterviewerReply(goodEs.map(user), 'Ana', 'es');
    expect(feedback).toBe(
      'Comentarios: Lo que salió bien: Diste una respuesta completa de por qué quieres manejar. Hablaste de manejar seguro y de ser responsable, y eso buscan las compañías. Mencionaste tu entrenamiento para la CDL. Practica otra vez en voz alta antes de una entrevista de verdad.',
    );
    expect(wordCount(feedback)).toBeLessThan(100);
    expect(interviewPhase([user('A'), { type: 'assistant', content: feedback }])).toBe('feedback');
  });

  it('reads Spanish answers: safety, training, owning the past, what since', () => {
    expect(reviewAnswers(goodEs, 'es')).toEqual({
      strengths: [es.review.fullAnswer, es.review.safety, es.review.training],
      improvements: [],
    });
    // The record answer on its own: owning it and what changed since, with or without accents.
    for (const record of [
      goodEs[1]!,
      'Me equivoqué y fue mi culpa. Ahora tengo trabajo.',
      'Cometi un error. Aprendi mucho y cambie.',
      'Reconozco lo que hice. Mi vida cambió.',
    ])
      expect(reviewAnswers(['dinero', record], 'es').strengths).toEqual([es.review.owned, es.review.since]);
    // A Spanish answer earns the same points in an English review.
    expect(reviewAnswers(goodEs, 'en')).toEqual(reviewAnswers(good, 'en'));
  });

  it('coaches a weak Spanish answer, and hears blaming apart from owning', () => {
    expect(reviewAnswers(['dinero', 'no sé'], 'es')).toEqual({
      strengths: [],
      improvements: [es.review.sayMore, es.review.saySafety, es.review.sayTraining],
    });
    for (const record of [
      'No fue mi culpa. Me acusaron.',
      'Fue injusto, fue culpa de mi compañero.',
      'Me culparon a mí.',
    ]) {
      const review = reviewAnswers([goodEs[0]!, record], 'es');
      expect(review.strengths).toEqual([es.review.fullAnswer, es.review.safety, es.review.training]);
      expect(review.improvements).toEqual([es.review.ownIt, es.review.saySince, es.review.noBlame]);
    }
    expect(wordCount(localFeedback(['dinero', 'no fue mi culpa'], 'es'))).toBeLessThan(100);
  });

  it('finds Spanish words only where a word starts', () => {
    expect(reviewAnswers(['Soy segura.', 'x'], 'es').strengths).toEqual([es.review.safety]);
    expect(reviewAnswers(['Antes era inseguro.', 'x'], 'es').strengths).toEqual([]);
    // "disculpa de" (an apology) is not "culpa de" (blaming).
    const record = 'Cometí un error y pido disculpa de corazón.';
    expect(reviewAnswers(['x', record], 'es').strengths).toEqual([es.review.owned]);
    expect(reviewAnswers([goodEs[0]!, record], 'es').improvements).toEqual([es.review.saySince]);
  });

  it('recognises Spanish feedback and splits it into the card', () => {
    expect(isFeedbackMessage('Comentarios: buen trabajo.')).toBe(true);
    expect(isFeedbackMessage('**Retroalimentación** lo hiciste bien')).toBe(true);
    expect(isFeedbackMessage('Aquí tienes mis comentarios.')).toBe(true);
    expect(isFeedbackMessage('¿Tienes comentarios de tu escuela?')).toBe(false);
    expect(isFeedbackMessage('Comentarista de radio')).toBe(false);

    expect(formatFeedbackLocally(localFeedback(goodEs, 'es'))).toEqual({
      summary: es.closing,
      strengths: [es.review.fullAnswer, es.review.safety, es.review.training],
      improvements: [],
    });
    const weak = formatFeedbackLocally(localFeedback(['dinero', 'no sé'], 'es'));
    expect(weak.strengths).toEqual([]);
    expect(weak.improvements).toEqual([es.review.sayMore, es.review.saySafety, es.review.sayTraining]);
    // A remote interviewer's Spanish feedback, with markdown and without the closing line.
    expect(
      formatFeedbackLocally(
        '**Comentarios:** Lo que salió bien: Fuiste claro. Para mejorar: Habla de seguridad.',
      ),
    ).toEqual({ summary: es.closing, strengths: ['Fuiste claro.'], improvements: ['Habla de seguridad.'] });
    // Unmarked Spanish feedback keeps its own words as the summary, without the heading.
    expect(formatFeedbackLocally('Comentarios: Buen trabajo. Sigue así.')).toEqual({
      summary: 'Buen trabajo. Sigue así.',
      strengths: [],
      improvements: [],
    });
  });

  it('reads at grade 8 or below, no sentence over 25 words', () => {
    const texts = [
      es.intro('Ana'),
      ...es.questions,
      es.next,
      es.closing,
      ...Object.values(es.review),
      localInterviewerReply([], 'Ana', 'es'),
      localFeedback(goodEs, 'es'),
      localFeedback(['dinero', 'no fue mi culpa'], 'es'),
    ];
    const hard = texts.filter((text) => (grade(text, 'es') ?? 0) > 8 || longestSentence(text) > 25);
    expect(hard).toEqual([]);
    // Every text has a Spanish version beside the English one.
    expect(Object.keys(es.review).sort()).toEqual(Object.keys(en.review).sort());
  });
});

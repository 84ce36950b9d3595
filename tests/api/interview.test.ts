import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@server/db/schema/index.js';
import { INTERVIEW_WORDS } from '@shared/domain/interview.js';
import { usePortal, ROOMY_LIMITS, useSignIns } from './harness.js';

const portal = usePortal(ROOMY_LIMITS);
const cookies = useSignIns(portal, ['grad', 'coach']);

type Msg = { type: 'user' | 'assistant'; content: string };
const turn = (messages: Msg[], cookie: string | null = cookies.grad) =>
  portal.app.inject({
    method: 'POST',
    url: '/api/open-ai/interview-turn',
    payload: { messages },
    headers: cookie ? { cookie } : {},
  });

describe('the local interview agent', () => {
  it('names itself local when no AI service is configured', async () => {
    const res = await portal.app.inject({
      url: '/api/open-ai/agent-config',
      headers: { cookie: cookies.grad },
    });
    expect(res.json()).toMatchObject({ agentId: 'local-interviewer', mode: 'local', questionCount: 2 });
    expect((await portal.app.inject({ url: '/api/open-ai/agent-config' })).statusCode).toBe(401);
    expect(
      (await portal.app.inject({ url: '/api/open-ai/agent-config', headers: { cookie: cookies.coach } }))
        .statusCode,
    ).toBe(403);
  });

  it('asks about trucking work, then about the record, then gives feedback under 100 words', async () => {
    const messages: Msg[] = [];
    const first = (await turn(messages)).json();
    expect(first.phase).toBe('intro');
    expect(first.message.content).toContain('Andre');
    expect(first.message.content).toMatch(/drive a truck/);
    messages.push(first.message, {
      type: 'user',
      content:
        'I just got my CDL-A after four weeks of training. I am safe, always on time and I take pride in my work.',
    });
    const second = (await turn(messages)).json();
    expect(second.phase).toBe('interview');
    expect(second.message.content).toMatch(/record/);
    messages.push(second.message, {
      type: 'user',
      content:
        'I made a mistake and I take responsibility. Since then I finished the program and I work every day.',
    });
    const third = (await turn(messages)).json();
    expect(third.phase).toBe('feedback');
    expect(third.message.content).toMatch(/^Feedback:/);
    expect(third.message.content.split(/\s+/).length).toBeLessThan(100);

    const formatted = await portal.app.inject({
      method: 'POST',
      url: '/api/open-ai/format-feedback',
      payload: { feedback: third.message.content },
      headers: { cookie: cookies.grad },
    });
    expect(formatted.statusCode).toBe(200);
    const card = formatted.json();
    expect(card.strengths.length).toBeGreaterThan(0);
    const words = [card.summary, ...card.strengths, ...card.improvements].join(' ').split(/\s+/).length;
    expect(words).toBeLessThan(100);
  });

  it('refuses a third answer, a turn that is not an answer, and anonymous callers', async () => {
    const three: Msg[] = [
      { type: 'assistant', content: 'Q1' },
      { type: 'user', content: 'A1' },
      { type: 'assistant', content: 'Q2' },
      { type: 'user', content: 'A2' },
      { type: 'assistant', content: 'Feedback: fine.' },
      { type: 'user', content: 'A3' },
    ];
    expect((await turn(three)).statusCode).toBe(400);
    expect((await turn([{ type: 'assistant', content: 'Q1' }])).statusCode).toBe(400);
    expect((await turn([], null)).statusCode).toBe(401);
    const empty = await portal.app.inject({
      method: 'POST',
      url: '/api/open-ai/format-feedback',
      payload: { feedback: '' },
      headers: { cookie: cookies.grad },
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe("the interview in the student's language", () => {
  const setLocale = (locale: 'en' | 'es') =>
    portal.database.db.update(users).set({ locale }).where(eq(users.email, 'grad@example.org'));
  const format = (feedback: string) =>
    portal.app.inject({
      method: 'POST',
      url: '/api/open-ai/format-feedback',
      payload: { feedback },
      headers: { cookie: cookies.grad },
    });
  const es = INTERVIEW_WORDS.es;

  it('interviews a Spanish reader in Spanish, feedback card included', async () => {
    await setLocale('es');
    try {
      const messages: Msg[] = [];
      const first = (await turn(messages)).json();
      expect(first.phase).toBe('intro');
      expect(first.message.content).toBe(
        `Hola Andre, soy Sam. Contrato choferes para una compañía de camiones. Esta es una entrevista de práctica con 2 preguntas. Primera pregunta: ${es.questions[0]}`,
      );
      messages.push(first.message, {
        type: 'user',
        content:
          'Terminé mi entrenamiento para la CDL-A. Soy un chofer seguro y siempre llego a tiempo, porque la gente cuenta conmigo.',
      });
      const second = (await turn(messages)).json();
      expect(second.phase).toBe('interview');
      expect(second.message.content).toBe(`Gracias. Segunda pregunta: ${es.questions[1]}`);
      messages.push(second.message, {
        type: 'user',
        content: 'Cometí un error y asumo la responsabilidad. Desde entonces terminé el programa y trabajo.',
      });
      const third = (await turn(messages)).json();
      expect(third.phase).toBe('feedback');
      expect(third.message.content).toMatch(/^Comentarios: Lo que salió bien: /);
      expect(third.message.content).toContain(es.review.safety);
      expect(third.message.content).toContain(`Para mejorar: ${es.review.sayMore}`);
      expect(third.message.content.split(/\s+/).length).toBeLessThan(100);

      const card = (await format(third.message.content)).json();
      expect(card).toEqual({
        summary: es.closing,
        strengths: [es.review.safety, es.review.training, es.review.owned],
        improvements: [es.review.sayMore],
      });
    } finally {
      await setLocale('en');
    }
  });

  it('still interviews an English reader in English', async () => {
    const first = (await turn([])).json();
    expect(first.message.content).toMatch(/^Hi Andre, I'm Sam/);
    const third = (
      await turn([
        first.message,
        { type: 'user', content: 'I want to drive.' },
        { type: 'assistant', content: 'Thank you. Second question: ...' },
        { type: 'user', content: 'I made a mistake.' },
      ])
    ).json();
    expect(third.message.content).toMatch(/^Feedback: /);
    const card = (await format(third.message.content)).json();
    expect(card.summary).toBe('Practice out loud again before a real interview.');
    expect(card.strengths).toEqual(['You owned your past without excuses.']);
  });
});

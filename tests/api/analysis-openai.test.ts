import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SPANISH_FORMAT_LINE, SPANISH_INTERVIEW_LINE } from '@server/adapters/ai/openai.js';
import { users } from '@server/db/schema/index.js';
import { checkerboard, darkFacePhoto, facePhoto, twoFacesPhoto } from './analysis-images.js';
import { openAiAt, useFakeService } from './fake-service.js';
import { ROOMY_LIMITS, usePortal, useSignIns } from './harness.js';

/** A fake of the chat-completions API: checks the key, records requests, answers what a test sets. */
const fake: {
  requests: {
    auth: string | undefined;
    body: { model: string; messages: { role: string; content: unknown }[] };
  }[];
  answer: (body: unknown) => { status: number; content?: string };
} = { requests: [], answer: () => ({ status: 500 }) };

const service = useFakeService((req, raw, res) => {
  if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
  if (req.headers.authorization !== 'Bearer test-key') {
    res.writeHead(401, { 'content-type': 'application/json' });
    return void res.end(JSON.stringify({ error: { message: 'Incorrect API key provided' } }));
  }
  const body = JSON.parse(raw.toString('utf8'));
  fake.requests.push({ auth: req.headers.authorization, body });
  const { status, content } = fake.answer(body);
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'chatcmpl-1',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    }),
  );
});
const portal = usePortal(() => ({ ...ROOMY_LIMITS, ...openAiAt(service) }));
const cookies = useSignIns(portal, ['training']);

const rateEmail = (email: string) =>
  portal.app.inject({
    method: 'POST',
    url: '/api/open-ai/analyze-email-professionality',
    headers: { cookie: cookies.training },
    payload: { email },
  });

describe('OpenAI-compatible rater', () => {
  it('asks the API with the key, model, address and name, and answers its rating', async () => {
    fake.answer = () => ({
      status: 200,
      content: JSON.stringify({
        rating: 'semi-professional',
        whatToImprove: ['Add your last name.'],
        suggestions: ['denise.walker@gmail.com'],
      }),
    });
    const res = await rateEmail('denise77@gmail.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: 'denise77@gmail.com',
      rating: 'semi-professional',
      professionalLevel: 'semi-professional',
      whatToImprove: ['Add your last name.'],
      suggestions: ['denise.walker@gmail.com'],
    });
    const last = fake.requests.at(-1)!;
    expect(last.body.model).toBe('test-model');
    expect(JSON.stringify(last.body.messages)).toContain('denise77@gmail.com');
    expect(JSON.stringify(last.body.messages)).toContain('Denise Walker');
  });

  it('falls back to the local rater when the API fails or answers nonsense', async () => {
    fake.answer = () => ({ status: 503 });
    const down = await rateEmail('sexy420@gmail.com');
    expect(down.statusCode).toBe(200);
    expect(down.json().rating).toBe('unprofessional');
    expect(down.json().whatToImprove.length).toBeGreaterThan(0);

    fake.answer = () => ({ status: 200, content: '{"rating": "excellent"}' });
    const nonsense = await rateEmail('denise.walker@gmail.com');
    expect(nonsense.statusCode).toBe(200);
    expect(nonsense.json().rating).toBe('professional');
  });

  it('sends the photo as a small JPEG and answers the score with the three lists', async () => {
    fake.answer = () => ({
      status: 200,
      content:
        '```json\n' +
        JSON.stringify({
          score: 4,
          whatsWorking: ['Good light.'],
          whatToImprove: ['Smile a little.'],
          tipsToLevelUp: ['Wear a collared shirt.'],
        }) +
        '\n```',
    });
    const res = await portal.app.inject({
      method: 'POST',
      url: '/api/open-ai/analyze-profile-image',
      headers: { cookie: cookies.training },
      payload: { imageData: facePhoto().toString('base64'), imageType: 'image/jpeg' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      analysis: { score: 4 },
      whatsWorking: ['Good light.'],
      whatToImprove: ['Smile a little.'],
      tipsToLevelUp: ['Wear a collared shirt.'],
    });
    const sent = JSON.stringify(fake.requests.at(-1)!.body.messages);
    expect(sent).toContain('data:image/jpeg;base64,');
  });

  it('falls back to the measured score when the API is down', async () => {
    fake.answer = () => ({ status: 500 });
    const res = await portal.app.inject({
      method: 'POST',
      url: '/api/open-ai/analyze-profile-image',
      headers: { cookie: cookies.training },
      payload: { imageData: (await darkFacePhoto()).toString('base64'), imageType: 'image/jpeg' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().analysis.score).toBeLessThanOrEqual(2);
  });
});

describe("the service's photo answer, checked against the face detector", () => {
  it('scores a photo without exactly one face at most 1 whatever the service would say, and never sends it', async () => {
    fake.answer = () => ({
      status: 200,
      content: JSON.stringify({
        score: 5,
        whatsWorking: ['Great smile.', 'You are centred in the frame.'],
        whatToImprove: [],
        tipsToLevelUp: ['Keep it up.'],
      }),
    });
    const sentBefore = fake.requests.length;
    for (const [photo, finding] of [
      [await checkerboard(), 'We could not find a face in this photo.'],
      [await twoFacesPhoto(), 'We found more than one face in this photo.'],
    ] as const) {
      const res = await portal.app.inject({
        method: 'POST',
        url: '/api/open-ai/analyze-profile-image',
        headers: { cookie: cookies.training },
        payload: { imageData: photo.toString('base64'), imageType: 'image/jpeg' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().analysis.score).toBeLessThanOrEqual(1);
      expect(res.json().whatToImprove).toEqual([finding]);
      expect(res.json().whatsWorking).toEqual([]);
    }
    expect(fake.requests.length).toBe(sentBefore);

    // With one face the service's answer stands.
    const face = await portal.app.inject({
      method: 'POST',
      url: '/api/open-ai/analyze-profile-image',
      headers: { cookie: cookies.training },
      payload: { imageData: facePhoto().toString('base64'), imageType: 'image/jpeg' },
    });
    expect(face.json().analysis.score).toBe(5);
    expect(fake.requests.length).toBe(sentBefore + 1);
  }, 120_000);
});

describe('OpenAI-compatible interviewer', () => {
  it('asks the API for the next line with both questions in the prompt', async () => {
    fake.answer = () => ({ status: 200, content: 'Hi Andre, I am Sam. First question: why trucking?' });
    const grad = await portal.signIn('grad@example.org');
    const config = await portal.app.inject({ url: '/api/open-ai/agent-config', headers: { cookie: grad } });
    expect(config.json()).toMatchObject({ agentId: 'openai:test-model', mode: 'remote' });
    const res = await portal.app.inject({
      method: 'POST',
      url: '/api/open-ai/interview-turn',
      headers: { cookie: grad },
      payload: { messages: [] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.content).toBe('Hi Andre, I am Sam. First question: why trucking?');
    const prompt = JSON.stringify(fake.requests.at(-1)!.body.messages);
    expect(prompt).toContain('explain your past to an employer');
    expect(prompt).toContain('drive a truck for a living');
  });

  it('formats feedback through the API, and locally when the API fails', async () => {
    const grad = await portal.signIn('grad@example.org');
    const format = () =>
      portal.app.inject({
        method: 'POST',
        url: '/api/open-ai/format-feedback',
        headers: { cookie: grad },
        payload: { feedback: 'Feedback: What went well: You were clear. To do better: Mention safety.' },
      });
    fake.answer = () => ({
      status: 200,
      content: JSON.stringify({
        summary: 'Good start.',
        strengths: ['Clear answers.'],
        improvements: ['Talk about safety.'],
      }),
    });
    expect((await format()).json()).toEqual({
      summary: 'Good start.',
      strengths: ['Clear answers.'],
      improvements: ['Talk about safety.'],
    });
    fake.answer = () => ({ status: 500 });
    const local = (await format()).json();
    expect(local.strengths).toEqual(['You were clear.']);
    expect(local.improvements).toEqual(['Mention safety.']);
  });

  it('tells the model to interview a Spanish reader in Spanish, and only a Spanish reader', async () => {
    const grad = await portal.signIn('grad@example.org');
    const setLocale = (locale: 'en' | 'es') =>
      portal.database.db.update(users).set({ locale }).where(eq(users.email, 'grad@example.org'));
    const systemPrompt = () => String(fake.requests.at(-1)!.body.messages[0]!.content);
    const ask = (url: string, payload: object) =>
      portal.app.inject({ method: 'POST', url, headers: { cookie: grad }, payload });
    const interviewTurn = () => ask('/api/open-ai/interview-turn', { messages: [] });
    const format = () => ask('/api/open-ai/format-feedback', { feedback: 'Comentarios: Bien.' });
    fake.answer = (body) =>
      JSON.stringify(body).includes('json_object')
        ? { status: 200, content: JSON.stringify({ summary: 'Bien.', strengths: [], improvements: [] }) }
        : { status: 200, content: 'Hola Andre.' };

    await setLocale('es');
    try {
      expect((await interviewTurn()).statusCode).toBe(200);
      expect(systemPrompt()).toContain(SPANISH_INTERVIEW_LINE);
      expect(systemPrompt()).toContain('Lo que salió bien:');
      expect(systemPrompt()).toContain('drive a truck for a living');
      expect((await format()).statusCode).toBe(200);
      expect(systemPrompt()).toContain(SPANISH_FORMAT_LINE);

      // When the API fails, the local interviewer takes over in the same language.
      fake.answer = () => ({ status: 500 });
      expect((await interviewTurn()).json().message.content).toMatch(/^Hola Andre, soy Sam/);
    } finally {
      await setLocale('en');
    }

    fake.answer = (body) =>
      JSON.stringify(body).includes('json_object')
        ? { status: 200, content: JSON.stringify({ summary: 'Good.', strengths: [], improvements: [] }) }
        : { status: 200, content: 'Hi Andre.' };
    await interviewTurn();
    expect(systemPrompt()).toContain('drive a truck for a living');
    expect(systemPrompt()).not.toContain('Spanish');
    await format();
    expect(systemPrompt()).not.toContain('Spanish');
    fake.answer = () => ({ status: 500 });
    expect((await interviewTurn()).json().message.content).toMatch(/^Hi Andre, I'm Sam/);
  });
});

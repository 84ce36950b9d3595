import { describe, expect, it } from 'vitest';
import { openAiAt, useFakeService } from './fake-service.js';
import { ROOMY_LIMITS, usePortal, useSignIns } from './harness.js';
import { multipart } from './uploads.js';
import { webmRecording } from './hostile-files.js';

/**
 * Speak your worth with an AI service that can hear speech: a fake of the OpenAI-compatible
 * /audio/transcriptions (multipart) and /chat/completions APIs.
 */
const fake: {
  transcriptions: { contentType: string; body: Buffer }[];
  chats: { messages: { role: string; content: string }[] }[];
  transcript: { status: number; text?: string };
} = {
  transcriptions: [],
  chats: [],
  transcript: {
    status: 200,
    text: 'Um, I want sixty cents a mile because I am safe. What is the home time?',
  },
};

const service = useFakeService((req, body, res) => {
  if (req.headers.authorization !== 'Bearer test-key') return void res.writeHead(401).end();
  res.setHeader('content-type', 'application/json');
  if (req.url === '/v1/audio/transcriptions') {
    fake.transcriptions.push({ contentType: req.headers['content-type'] ?? '', body });
    const { status, text } = fake.transcript;
    return void res.writeHead(status).end(JSON.stringify(status === 200 ? { text } : { error: {} }));
  }
  if (req.url === '/v1/chat/completions') {
    fake.chats.push(JSON.parse(body.toString('utf8')));
    const content = JSON.stringify({ summary: 'Nice and clear.', tips: ['Say the number first.'] });
    return void res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  }
  res.writeHead(404).end();
});
const portal = usePortal(() => ({ ...ROOMY_LIMITS, ...openAiAt(service) }));
const cookies = useSignIns(portal, ['grad'], 60_000);

async function record(): Promise<{ path: string; audio: Buffer }> {
  const audio = webmRecording(40_000);
  const { payload, contentType } = multipart(
    { folder: 'speakYourWorthAudios', durationMs: '15000' },
    { name: 'a.webm', type: 'audio/webm', data: audio },
  );
  const res = await portal.app.inject({
    method: 'POST',
    url: '/api/spaces',
    headers: { cookie: cookies.grad, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return { path: res.json().path as string, audio };
}

const answer = (payload: object) =>
  portal.app.inject({
    method: 'POST',
    url: '/api/speakYourWorth/attempts',
    headers: { cookie: cookies.grad },
    payload,
  });

describe('speak your worth with a service that hears speech', () => {
  it('sends the recording to be heard, judges the heard words, and keeps them', async () => {
    const { path, audio } = await record();
    const res = await answer({ path, questionId: 'payLookingFor', words: 'typed words are not needed' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.words).toMatch(/^Um, I want sixty cents/);
    expect(body.feedback).toMatchObject({
      basis: 'speech',
      fillers: { count: 1 },
      points: { number: true, reason: true, questionBack: true },
      summary: 'Nice and clear.',
      tips: ['Say the number first.'],
    });
    const sent = fake.transcriptions.at(-1)!;
    expect(sent.contentType).toMatch(/^multipart\/form-data/);
    expect(sent.body.includes(audio)).toBe(true);
    expect(sent.body.toString('latin1')).toContain('whisper-1');
    // The model reads the measured facts, not a claim to have heard more.
    expect(fake.chats.at(-1)!.messages[1]!.content).toContain('Filler words: 1 (um x1)');

    const view = await portal.app.inject({ url: '/api/speakYourWorth', headers: { cookie: cookies.grad } });
    expect(view.json().canTranscribe).toBe(true);
    // Heard words are not replaced by typed ones.
    const patch = await portal.app.inject({
      method: 'PATCH',
      url: `/api/speakYourWorth/attempts/${body.id}`,
      headers: { cookie: cookies.grad },
      payload: { words: 'something else' },
    });
    expect(patch.statusCode).toBe(409);
  });

  it('when hearing fails, falls back to the typed words and says so', async () => {
    fake.transcript = { status: 500 };
    const { path } = await record();
    const res = await answer({ path, questionId: 'whyMore', words: 'I want 60 cents a mile.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().feedback.basis).toBe('typed');
    expect(res.json().words).toBe('I want 60 cents a mile.');
  });
});

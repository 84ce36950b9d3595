import { describe, expect, it } from 'vitest';
import { resumeFacts } from '@shared/contracts/careers.js';
import { localAi } from '@server/adapters/ai/local.js';
import { openAiCompatible, withFallback } from '@server/adapters/ai/openai.js';
import { useFakeService } from './fake-service.js';

/** A fake chat-completions API answering what the test sets, recording what it was asked. */
let answer: () => { status: number; content?: string } = () => ({ status: 500 });
const asked: { messages: { role: string; content: string }[] }[] = [];
const service = useFakeService((_req, body, res) => {
  asked.push(JSON.parse(body.toString('utf8')));
  const { status, content } = answer();
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
});

const ai = () =>
  withFallback(
    openAiCompatible({ apiKey: 'k', baseUrl: `${service.url}/v1`, model: 'm', timeoutMs: 5000 }),
    localAi(),
  );
const facts = resumeFacts.parse({
  licenceClass: 'CDL-A',
  jobs: [{ title: 'Kitchen lead', employer: 'State correctional facility', start: '2018', end: '2021' }],
});
const today = new Date('2026-11-26T00:00:00Z');

describe('the resume through an OpenAI-compatible service', () => {
  it("uses the service's resume, with the student's own licence whatever the model wrote", async () => {
    answer = () => ({
      status: 200,
      content: JSON.stringify({
        resume: {
          licenceClass: 'CDL-B',
          headline: 'CDL-A Truck Driver',
          summary: 'Safe new driver.',
          licence: [],
          experience: [
            {
              title: 'Kitchen Lead',
              employer: 'State of Illinois, Food Service Program',
              dates: '2018 – 2021',
              bullets: ['Cooked'],
            },
          ],
          education: [],
          skills: ['Air brake checks'],
        },
        why: ['Licence first.'],
      }),
    });
    const written = await ai().writeResume({ facts, state: 'IL', today });
    expect(written.resume.licenceClass).toBe('CDL-A');
    expect(written.resume.summary).toBe('Safe new driver.');
    expect(written.why).toEqual(['Licence first.']);
    expect(asked.at(-1)!.messages[0]!.content).toMatch(/never the facility/);
  });

  it('falls back to the local writer when the service fails or answers nonsense', async () => {
    answer = () => ({ status: 200, content: '{"resume": {"headline": 5}}' });
    const written = await ai().writeResume({ facts, state: 'IL', today });
    expect(written.resume.experience[0]!.employer).toBe('State of Illinois, Food Service Program');
    answer = () => ({ status: 503 });
    const read = await ai().readLinkedIn({ lines: [{ text: 'Jordan Rivers', size: 26 }] });
    expect(read.fullName).toBe('Jordan Rivers');
  });

  it('reads a LinkedIn text through the service, keeping only well-formed facts', async () => {
    answer = () => ({
      status: 200,
      content: JSON.stringify({
        fullName: 'Jordan Rivers',
        jobs: [{ title: 'Shift Lead', employer: 'Acme Foods', start: 'Jan 2023', end: 'Present' }],
        skills: ['Forklift'],
        licenceClass: 'nonsense',
      }),
    });
    const read = await ai().readLinkedIn({ lines: [{ text: 'Jordan Rivers', size: 26 }] });
    expect(read.jobs[0]).toMatchObject({ title: 'Shift Lead', employer: 'Acme Foods' });
    expect(read.licenceClass).toBeNull();
    expect(read.headline).toBe('');
  });
});

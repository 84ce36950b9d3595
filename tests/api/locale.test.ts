import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir } from '@server/paths.js';
import { core as esCore } from '@shared/messages/es/core.js';
import { usePortal } from './harness.js';

const portal = usePortal();

/** One session per person for the whole file (each sign-in asks for a code, and codes are rate-limited). */
const sessions = new Map<string, Promise<string>>();
const signedIn = (email: string) => {
  if (!sessions.has(email)) sessions.set(email, portal.signIn(email));
  return sessions.get(email)!;
};

const put = (payload: object, cookie?: string) =>
  portal.app.inject({
    method: 'PUT',
    url: '/api/user/locale',
    payload,
    ...(cookie ? { headers: { cookie } } : {}),
  });
const sessionOf = async (cookie: string) =>
  (await portal.app.inject({ url: '/api/user/session', headers: { cookie } })).json() as { locale: string };

describe('PUT /api/user/locale', () => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await put({ locale: 'es' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized');
  });

  it("keeps a student's choice on the account, read back by the session, and touches no one else", async () => {
    const student = await signedIn('training@example.org');
    const other = await signedIn('setup@example.org');
    expect((await sessionOf(student)).locale).toBe('en');
    const res = await put({ locale: 'es' }, student);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ locale: 'es' });
    expect((await sessionOf(student)).locale).toBe('es');
    expect((await sessionOf(other)).locale).toBe('en');
  });

  it('lets a coach set only their own, and refuses a language that is not offered', async () => {
    const coach = await signedIn('coach@example.org');
    const student = await signedIn('permit@example.org');
    expect((await put({ locale: 'es' }, coach)).statusCode).toBe(200);
    expect((await sessionOf(student)).locale).toBe('en');
    expect((await put({ locale: 'fr' }, student)).statusCode).toBe(400);
    expect((await put({ locale: 'es', userId: 'someone' }, student)).statusCode).toBe(400);
    expect((await put({ locale: 'en' }, coach)).statusCode).toBe(200);
  });
});

describe('the code request in the language of the sign-in page', () => {
  it('e-mails the code in Spanish when the page is in Spanish', async () => {
    const code = await portal.requestCode({ to: 'new@example.org', locale: 'es' } as { to: string });
    const [message] = await portal.messagesTo('new@example.org');
    expect(message!.subject).toBe(`Tu código para entrar a Freeway: ${code}`);
  });

  it('texts the code in Spanish, and in English without a language or with an unknown one', async () => {
    const sms = await portal.requestCode({ phone: '(312) 555-0101', locale: 'es' } as { phone: string });
    const [es] = await portal.messagesTo('+13125550101');
    expect(es!.text).toMatch(new RegExp(`^Freeway: tu clave para entrar es ${sms}\\.`));
    const code = await portal.requestCode({ to: 'onhold@example.org', locale: 'xx' } as { to: string });
    const [en] = await portal.messagesTo('onhold@example.org');
    expect(en!.subject).toBe(`Your Freeway sign-in code: ${code}`);
  });

  it('answers the same for an address that is not enrolled, in either language', async () => {
    const send = (to: string, locale: string) =>
      portal.app.inject({ method: 'POST', url: '/api/sendgrid/sendToken', payload: { to, locale } });
    const unknown = await send('nobody-here@example.org', 'es');
    const known = await send('grad@example.org', 'es');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
  });
});

describe("messages to a student in the student's language", () => {
  it('sends the next code in the account language only when the page asks for it', async () => {
    const cookie = await signedIn('school@example.org');
    await put({ locale: 'es' }, cookie);
    // The sign-in page decides (it may be showing English on a shared computer): no locale, English.
    const code = await portal.requestCode({ to: 'school@example.org' });
    const [message] = await portal.messagesTo('school@example.org');
    expect(message!.subject).toBe(`Your Freeway sign-in code: ${code}`);
  });
});

describe("content in the student's language", () => {
  it('serves the checklist steps from <screen>.es.json to a Spanish reader, English to others', async () => {
    const spanish = JSON.parse(readFileSync(join(contentDir, 'program-steps', 'prepermit.es.json'), 'utf8'));
    const english = JSON.parse(readFileSync(join(contentDir, 'program-steps', 'prepermit.json'), 'utf8'));
    const es = await signedIn('training@example.org'); // Spanish since the first test
    const en = await signedIn('setup@example.org');
    const get = (cookie: string) =>
      portal.app.inject({ url: '/api/programSteps/prepermit', headers: { cookie } }).then((r) => r.json());
    const esSteps = (await get(es)) as { url: string; name: string }[];
    const enSteps = (await get(en)) as { url: string; name: string }[];
    const first = english[0].url as string;
    expect(esSteps.find((s) => s.url === first)!.name).toBe(spanish[0].name);
    expect(enSteps.find((s) => s.url === first)!.name).toBe(english[0].name);
    expect(esSteps.map((s) => s.url)).toEqual(enSteps.map((s) => s.url));
  });
});

describe("answers in the signed-in student's language", () => {
  it('words an error for a Spanish reader in Spanish, and the same error for others in English', async () => {
    const es = await signedIn('training@example.org'); // Spanish since the first test
    const en = await signedIn('setup@example.org');
    const staffOnly = (cookie: string) =>
      portal.app.inject({ url: '/api/admin/students', headers: { cookie } });
    const spanish = await staffOnly(es);
    const english = await staffOnly(en);
    expect(spanish.statusCode).toBe(403);
    expect(spanish.json().message).toBe(esCore.errors.staffOnly);
    expect(english.json().message).toBe('This page is for program staff.');
  });
});

describe('the staff console', () => {
  it("shows each student's language on the student page", async () => {
    const coach = await signedIn('coach@example.org');
    const es = await signedIn('training@example.org'); // Spanish since the first test
    const en = await signedIn('setup@example.org');
    const idOf = async (cookie: string) =>
      (
        (await portal.app.inject({ url: '/api/user/session', headers: { cookie } })).json() as {
          uuid: string;
        }
      ).uuid;
    const detail = async (id: string) =>
      (await portal.app.inject({ url: `/api/admin/students/${id}`, headers: { cookie: coach } })).json() as {
        profile: { locale: string };
      };
    expect((await detail(await idOf(es))).profile.locale).toBe('es');
    expect((await detail(await idOf(en))).profile.locale).toBe('en');
  });
});

describe('the question bank in Spanish', () => {
  it("serves a Spanish reader the bank's Spanish questions and answers, graded as the English ones", async () => {
    const read = (file: string) =>
      JSON.parse(readFileSync(join(contentDir, 'learning', 'quizzes', file), 'utf8')) as {
        q: string;
        a: string[];
      }[];
    const spanish = read('general_knowledge_1.es.json');
    const english = read('general_knowledge_1.json');
    const es = await signedIn('training@example.org'); // Spanish since the first test
    const en = await signedIn('instructor@example.org');
    const practice = async (cookie: string) => {
      const res = await portal.app.inject({
        url: '/api/quizzes/general_knowledge_1/questions?kind=practice',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      return res.json().questions as { question: string; answers: string[] }[];
    };
    const esQuestions = await practice(es);
    expect(esQuestions.length).toBeGreaterThan(0);
    for (const q of esQuestions) {
      const item = spanish.find((s) => s.q === q.question);
      expect(item, q.question).toBeDefined();
      expect([...q.answers].sort()).toEqual([...item!.a].sort());
    }
    const enQuestions = await practice(en);
    expect(enQuestions.length).toBeGreaterThan(0);
    for (const q of enQuestions) expect(english.some((s) => s.q === q.question)).toBe(true);
  });
});

describe('content pages in Spanish', () => {
  it('serves a step page from steps/pages.es.json to a Spanish reader, English to others', async () => {
    const es = await signedIn('training@example.org'); // Spanish since the first test
    const en = await signedIn('setup@example.org');
    const page = async (cookie: string) =>
      (
        await portal.app.inject({ url: '/api/contentful/entry/step-program-rules', headers: { cookie } })
      ).json() as {
        body: { text?: string }[];
      };
    expect((await page(es)).body[0]!.text).toBe('Las reglas del programa');
    expect((await page(en)).body[0]!.text).not.toBe('Las reglas del programa');
  });
});

describe('a request refused by its schema', () => {
  const sendToken = (headers: Record<string, string>) =>
    portal.app.inject({
      method: 'POST',
      url: '/api/sendgrid/sendToken',
      payload: { to: 'not-an-address' },
      headers,
    });

  it("answers in the page's language, sent as Accept-Language, before anyone is known", async () => {
    const es = await sendToken({ 'accept-language': 'es' });
    expect(es.statusCode).toBe(400);
    expect(es.json().message).toBe(esCore.auth.emailInvalid);
    const en = await sendToken({ 'accept-language': 'en-US,en;q=0.9' });
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('Must be a valid email address');
  });
});

describe('places and the training provider in Spanish', () => {
  const esPlaces = JSON.parse(readFileSync(join(contentDir, 'locations', 'locations.es.json'), 'utf8')) as {
    name: string;
    hours: string;
  }[];
  const dmvWest = esPlaces.find((p) => p.name.includes('Chicago West'))!;
  const nearby = (cookie: string) =>
    portal.app.inject({
      method: 'POST',
      url: '/api/locations/byType',
      payload: { type: 'dmv', latitude: 41.8712, longitude: -87.7566 },
      headers: { cookie, 'idempotency-key': crypto.randomUUID() },
    });

  it("gives a Spanish reader the places' hours and the school's registry entry in Spanish", async () => {
    const cookie = await signedIn('school@example.org');
    await put({ locale: 'es' }, cookie);
    try {
      const places = (await nearby(cookie)).json().locations as { name: string; hours: string }[];
      expect(places.find((p) => p.name === dmvWest.name)?.hours).toBe(dmvWest.hours);
      const tpr = await portal.app.inject({ url: '/api/tpr', headers: { cookie } });
      expect(tpr.statusCode).toBe(200);
      expect(tpr.json().credential).toBe('CDL clase A');
    } finally {
      await put({ locale: 'en' }, cookie);
    }
    const places = (await nearby(cookie)).json().locations as { name: string; hours: string }[];
    expect(places.find((p) => p.name === dmvWest.name)?.hours).toBe(
      'Mon-Fri 8:00am-5:00pm, Sat 8:00am-12:00pm',
    );
    expect((await portal.app.inject({ url: '/api/tpr', headers: { cookie } })).json().credential).toBe(
      'CDL Class A',
    );
  });
});

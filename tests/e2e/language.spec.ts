import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { core as es } from '../../src/shared/messages/es/core';
import { documents } from '../../src/shared/messages/es/documents';
import { journey } from '../../src/shared/messages/es/journey';
import { learning } from '../../src/shared/messages/es/learning';
import { expectNoA11yViolations, screenshots, settled, signIn, waitForCode } from './fixtures';

const email = 'new@example.org';

async function outboxTo(page: Page, to: string) {
  const res = await page.request.get('/api/dev/outbox');
  return ((await res.json()) as { to: string; subject: string | null; text: string }[]).filter(
    (m) => m.to === to,
  );
}

/** The newest code message after `before` ones (fixtures' waitForCode looks for the English word "code"). */
async function spanishCode(page: Page, before: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const fresh = (await outboxTo(page, email)).slice(0, -before || undefined);
      const match = fresh.map((m) => /\b(\d{6})\b/.exec(m.text)).find(Boolean);
      code = match?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function signInInSpanish(page: Page) {
  const before = (await outboxTo(page, email)).length;
  await page.getByLabel(es.auth.emailLabel).fill(email);
  await page.getByRole('button', { name: es.auth.sendCode }).click();
  const code = await spanishCode(page, before);
  const [message] = await outboxTo(page, email);
  expect(message!.subject).toBe(es.auth.codeEmailSubject.replace('{{code}}', code));
  expect(message!.text).toContain(code);
  await page.getByLabel(es.auth.codeLabel).fill(code);
  await page.getByRole('button', { name: es.auth.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/program\/welcome$/);
}

test('a student chooses Español on the sign-in page: the code, the checklist and the next visit are in Spanish', async ({
  page,
  browser,
}) => {
  await page.request.post('/api/logout');
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.auth.title);
  await screenshots(page, 'login-es');

  await signInInSpanish(page);
  const tip = page.getByRole('dialog', { name: journey.firstTipTitle });
  await tip.getByRole('button', { name: journey.gotIt }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenida y orientación');
  await expect(page.getByText('Mira el video de orientación')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'stage-welcome-es');
  const session = await (await page.request.get('/api/user/session')).json();
  expect(session.locale).toBe('es');

  // Signed out, the sign-in page stays in Spanish on this phone.
  await page.request.post('/api/logout');
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.auth.title);

  // A new device starts in the browser's language; after sign-in the account's Spanish comes back.
  const fresh = await browser.newContext({ locale: 'en-US', baseURL: test.info().project.use.baseURL });
  const other = await fresh.newPage();
  const screenLoads: string[] = [];
  other.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path === '/api/pageviews' || path === '/api/completion') screenLoads.push(path);
  });
  await other.goto('/login');
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  const before = (await outboxTo(other, email)).length;
  await other.getByLabel('E-mail address').fill(email);
  await other.getByRole('button', { name: 'Send me a code' }).click();
  const code = await waitForCode(other.request, email, before);
  await other.getByLabel('6-digit code').fill(code);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other).toHaveURL(/\/program\/welcome$/);
  await expect(other.locator('html')).toHaveAttribute('lang', 'es');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Bienvenida y orientación');
  // Opened straight in the account's language: the screen loaded once, not once in each language (a page
  // the server rendered carries the steps already, so it may ask for none).
  await expect.poll(() => screenLoads.filter((path) => path === '/api/pageviews').length).toBe(1);
  await settled(other);
  expect(screenLoads.filter((path) => path === '/api/pageviews')).toHaveLength(1);
  expect(screenLoads.filter((path) => path === '/api/completion').length).toBeLessThanOrEqual(1);

  // The account menu switches back to English, for the account too.
  await other.getByRole('button', { name: 'Menú', exact: true }).click();
  const menu = other.getByRole('dialog');
  await menu.getByRole('button', { name: /Datos de la cuenta/ }).click();
  await menu.getByRole('button', { name: 'English' }).click();
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(/Welcome/);
  expect((await (await other.request.get('/api/user/session')).json()).locale).toBe('en');
  await fresh.close();
});

test('a Spanish reader’s class notes, practice questions and documents are in Spanish', async ({ page }) => {
  await signIn(page, 'training@example.org');
  const chosen = await page.request.put('/api/user/locale', { data: { locale: 'es' } });
  expect(chosen.ok()).toBe(true);
  try {
    await page.goto('/program/prepermit/non_driving_activities');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(learning.names.non_driving_activities);
    const notes = JSON.parse(
      readFileSync('content/learning/notes/non_driving_activities.es.json', 'utf8'),
    ) as { sections: { heading: string }[] };
    await expect(page.getByRole('heading', { name: notes.sections[0]!.heading })).toBeVisible();
    await expectNoA11yViolations(page);
    await screenshots(page, 'class-notes-es');

    await page.goto('/program/prepermit/general_knowledge_1');
    await page.getByRole('button', { name: learning.startPractice }).click();
    const bank = JSON.parse(readFileSync('content/learning/quizzes/general_knowledge_1.es.json', 'utf8')) as {
      q: string;
    }[];
    const question = page.getByRole('group');
    await expect(question).toBeVisible();
    const shown = await question.innerText();
    expect(bank.some((item) => shown.includes(item.q))).toBe(true);
    await expectNoA11yViolations(page);
    await screenshots(page, 'learning-practice-es');

    await page.goto('/program/documents');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(documents.title);
    await expectNoA11yViolations(page);
    await screenshots(page, 'documents-es');
  } finally {
    await page.request.put('/api/user/locale', { data: { locale: 'en' } });
  }
});

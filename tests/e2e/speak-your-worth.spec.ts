import { expect, test } from '@playwright/test';
import { expectNoA11yViolations, screenshots, signIn } from './fixtures';
import { fakeMicrophone } from './chromium';

// Chromium's fake microphone (a steady tone), granted without a prompt.
test.use(fakeMicrophone);

const PAGE = '/postprogram/career_services/speak_your_worth';

test('a graduate records a pay answer, replays it, gets feedback and the step is done', async ({ page }) => {
  await signIn(page, 'grad@example.org');
  // The checklist shows one step at a time; the step is on it, after the interview practice.
  const steps = (await (await page.request.get('/api/careerServices')).json()) as {
    steps: { url: string }[];
  };
  expect(steps.steps.map((s) => s.url)).toContain(PAGE);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Speak your worth');
  await expect(page.getByText(/45 to 65 cents a mile/)).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('radio', { name: 'Why should we pay you more than other new drivers?' }).check();
  await page.getByRole('button', { name: 'Record' }).click();
  const stop = page.getByRole('button', { name: 'Stop' });
  await expect(stop).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/0:0[2-9] of 2:00/, { timeout: 8000 });
  await screenshots(page, 'speak-recording');
  await stop.click();

  await expect(page.getByRole('button', { name: 'Get feedback' })).toBeVisible();
  await screenshots(page, 'speak-recorded');
  await expect(page.getByRole('heading', { name: /Your recording \(0:0\d\)/ })).toBeVisible();
  await page
    .getByLabel('What did you say? (you can skip this)')
    .fill(
      'Um, I am looking for 58 cents a mile, because I passed my road test the first time and I am never late. How much home time do your drivers get?',
    );
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Get feedback' }).click();

  const feedback = page.getByRole('region', { name: 'Your feedback' });
  await expect(feedback.getByText('Strong answer! You made all 3 parts.')).toBeVisible();
  await expect(feedback.getByText('These tips come from the words you typed.')).toBeVisible();
  await expect(feedback.getByText(/Filler words: 1/)).toBeVisible();
  await expect(feedback.getByText('Step done! Keep practicing as much as you like.')).toBeVisible();

  // The kept recording plays back from the server.
  const player = page.getByRole('region', { name: 'Your answers' }).locator('audio').first();
  const src = await player.getAttribute('src');
  expect(src).toMatch(/^\/api\/spaces\/audio\?path=speakYourWorthAudios%2F/);
  const played = await player.evaluate(async (el: HTMLAudioElement) => {
    el.muted = true;
    el.preload = 'auto';
    await el.play();
    await new Promise((r) => setTimeout(r, 1200));
    return el.currentTime;
  });
  expect(played).toBeGreaterThan(0.3);
  const file = await page.request.get(src!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^audio\/(webm|ogg|mp4)/);

  const completed = (await (await page.request.get('/api/completion')).json()) as { url: string }[];
  expect(completed.map((c) => c.url)).toContain(PAGE);
  await expectNoA11yViolations(page);
  await screenshots(page, 'speak-feedback');

  // Try again without typing: the feedback says it rests on the length and the ticks only.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Record' })).toBeFocused();
  await expect(page.getByRole('timer')).toHaveText('0:00 of 2:00');
  await page.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/0:0[2-9] of 2:00/, { timeout: 8000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('checkbox', { name: 'A number: the pay you want' }).check();
  await page.getByRole('button', { name: 'Get feedback' }).click();
  await expect(page.getByText(/cannot turn your voice into words yet/).first()).toBeVisible();
  await expect(page.getByText('Filler words: type what you said to check').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your answers' }).getByRole('listitem')).toHaveCount(2);
  const typeLater = page.getByRole('region', { name: 'Your feedback' }).getByLabel('Type what you said');
  await typeLater.fill('Uh, I want sixty cents a mile.');
  await page.getByRole('button', { name: 'Get tips on my words' }).click();
  await expect(
    page.getByRole('region', { name: 'Your feedback' }).getByText(/Filler words: 1/),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'speak-attempts');

  // The newest answer is deleted with its recording; the other stays.
  const answers = page.getByRole('region', { name: 'Your answers' });
  await answers.getByRole('button', { name: 'Delete this answer' }).first().click();
  await expect(page.getByText('Delete this answer and its recording? This cannot be undone.')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(answers.locator('audio')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Your feedback' })).toHaveCount(0);

  // The career coach reviews the practice from the student's timeline.
  await signIn(page, 'coach@example.org');
  const list = (await (await page.request.get('/api/admin/students')).json()) as {
    students: { id: string; email: string }[];
  };
  const grad = list.students.find((s) => s.email === 'grad@example.org')!;
  await page.goto(`/staff/students/${grad.id}`);
  const recordings = page.getByLabel('Play the practice answer (your listening is logged)');
  await expect(recordings).toHaveCount(1);
  const heard = await recordings.first().evaluate(async (el: HTMLAudioElement) => {
    el.muted = true;
    await el.play();
    await new Promise((r) => setTimeout(r, 800));
    return el.currentTime;
  });
  expect(heard).toBeGreaterThan(0.2);
  await expectNoA11yViolations(page);
  await screenshots(page, 'speak-coach-timeline');
});

test('a denied microphone gets the spec message and nothing is sent', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await signIn(page, 'grad@example.org');
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Microphone permission denied' })).toHaveText(
    'Microphone permission denied. Please allow access to use voice features.',
  );
  await expect(page.getByRole('button', { name: 'Get feedback' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});

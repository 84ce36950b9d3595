import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { watchVideo } from '../learning-answers';
import { expectNoA11yViolations, screenshots, signIn } from './fixtures';

type Item = { q: string; a: string[]; c: number };
const read = (quiz: string) =>
  JSON.parse(readFileSync(`content/learning/quizzes/${quiz}.json`, 'utf8')) as Item[];
const bank = [...read('airbrakes'), ...read('general_knowledge_1')];
const find = (question: string) => bank.find((i) => question.endsWith(i.q))!;
const rightAnswer = (question: string) => find(question).a[find(question).c]!;
const wrongAnswer = (question: string) => find(question).a[(find(question).c + 1) % 4]!;

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/dev/reset')).ok()).toBe(true);
});
test.afterAll(async ({ request }) => {
  await request.post('/api/dev/reset');
});

async function answerGroup(page: Page, group: ReturnType<Page['getByRole']>, pick: (q: string) => string) {
  const legend = (await group.locator('legend').textContent()) ?? '';
  await group.getByLabel(pick(legend), { exact: true }).check();
}

test('practice questions: check before next, explanations, a streak of 10', async ({ page }) => {
  await signIn(page, 'training@example.org');
  await page.goto('/program/prepermit/airbrakes');
  await expect(page.getByRole('heading', { name: 'Airbrakes', exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Practice questions' }).click();
  await expect(page.getByText(`Question 1 of ${read('airbrakes').length}`)).toBeVisible();

  await page.getByRole('button', { name: 'Check Answer' }).click();
  await expect(page.getByText('Choose an answer first.')).toBeVisible();

  for (let n = 1; n <= 10; n++) {
    await answerGroup(page, page.getByRole('group'), rightAnswer);
    await page.getByRole('button', { name: 'Check Answer' }).click();
    if (n < 10) {
      await expect(page.getByText('Correct!')).toBeVisible();
      if (n === 1) {
        await expectNoA11yViolations(page);
        await screenshots(page, 'learning-practice');
      }
      await page.getByRole('button', { name: 'Next Question' }).click();
    }
  }
  await expect(page.getByRole('heading', { name: "You're on a roll!" })).toBeVisible();
  await expect(page.getByText('10 correct answers in a row')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'learning-streak');
  await page.getByRole('button', { name: 'Keep going' }).click();
  await expect(page.getByText('Correct!')).toBeVisible();
  await page.getByRole('button', { name: 'Next Question' }).click();

  await answerGroup(page, page.getByRole('group'), wrongAnswer);
  await page.getByRole('button', { name: 'Check Answer' }).click();
  await expect(page.getByText(/Not quite\. The right answer is:/)).toBeVisible();
  await page.getByRole('link', { name: 'Exit Practice Questions' }).click();
  await expect(page).toHaveURL(/\/program\/prepermit$/);
});

test('the test: failed once with explanations and no score, then passed and the checklist item done', async ({
  page,
}) => {
  await signIn(page, 'training@example.org');
  // The class item is completed by its video lesson, watched as the player reports it.
  await watchVideo(page.request, 'general_knowledge_1');
  await page.reload();
  await page.getByRole('link', { name: /Pass the General Knowledge 1 test/ }).click();
  await expect(page).toHaveURL(/general_knowledge_1\/test$/);
  const submit = page.getByRole('button', { name: 'Answer all questions first' });
  await expect(submit).toBeDisabled();
  await expectNoA11yViolations(page);
  await screenshots(page, 'learning-test');

  const groups = page.getByRole('group');
  const count = await groups.count();
  expect(count).toBe(20);
  for (let i = 0; i < count; i++) await answerGroup(page, groups.nth(i), i < 10 ? wrongAnswer : rightAnswer);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Some questions were incorrect.')).toBeVisible();
  await expect(page.getByText('Your score: 50%')).toBeVisible();
  await expect(page.getByText(/Right answer:/).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'learning-test-failed');
  // Only this class's scores: training@ passed the orientation quiz in the welcome stage.
  const classScores = async () =>
    ((await (await page.request.get('/api/quizzes')).json()) as { assessmentName: string; score: number }[])
      .filter((s) => s.assessmentName === 'general_knowledge_1')
      .map((s) => [s.assessmentName, s.score]);
  expect(await classScores()).toEqual([]);

  await page.getByRole('button', { name: 'Try the test again' }).click();
  for (let i = 0; i < count; i++) await answerGroup(page, groups.nth(i), rightAnswer);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'You passed!' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Trophy' })).toBeVisible();
  await expect(page.getByText('Your score: 100%')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'learning-result');
  expect(await classScores()).toEqual([['general_knowledge_1', 100]]);

  await page.getByRole('link', { name: 'Click here to move on' }).click();
  await expect(page).toHaveURL(/\/program\/prepermit$/);
  const item = page.getByRole('link', { name: /Pass the General Knowledge 1 test/ });
  await expect(item).toContainText('Done');
});

test('a lesson video snaps back from a seek ahead, and counts once watched', async ({ page }) => {
  await signIn(page, 'training@example.org');
  await page.goto('/program/prepermit/airbrakes');
  const video = page.locator('video');
  await expect(video).toBeVisible();
  await expect(page.getByText('Watch the video to the end to finish this class.')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshots(page, 'learning-video');
  await expect(video).toHaveAttribute('preload', 'none');
  await pressPlayThenPause(video);
  await video.evaluate((el: HTMLVideoElement) => (el.currentTime = 7));
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeLessThan(1);

  await video.evaluate((el: HTMLVideoElement) => {
    el.muted = true;
    void el.play();
  });
  await expect(page.getByText('Watched. You can move around the video freely now.')).toBeVisible({
    timeout: 20_000,
  });
  const completions = (await (await page.request.get('/api/completion')).json()) as { url: string }[];
  expect(completions.map((c) => c.url)).toContain('/program/prepermit/airbrakes');
});

/** Plays a video muted from where it is, as a student pressing play would. */
async function play(video: ReturnType<Page['locator']>) {
  await video.evaluate(async (el: HTMLVideoElement) => {
    el.muted = true;
    await el.play();
  });
}

/** Videos load nothing until play is pressed (prepaid data); a student can seek only after that. */
async function pressPlayThenPause(video: ReturnType<Page['locator']>) {
  await play(video);
  await video.evaluate((el: HTMLVideoElement) => el.pause());
}

test('a requirement video snaps back from a seek ahead; orientation leads to its quiz', async ({ page }) => {
  await signIn(page, 'new@example.org');
  await page.goto('/program/welcome/orientation');
  await expect(page.getByRole('heading', { name: 'Welcome & Orientation' })).toBeVisible();
  const video = page.locator('video');
  await expect(video).toHaveAttribute('src', '/learning/orientation.webm');
  await expect(video.locator('track[kind="captions"]')).toHaveAttribute('src', '/learning/orientation.vtt');
  await pressPlayThenPause(video);
  await video.evaluate((el: HTMLVideoElement) => (el.currentTime = 12));
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeLessThan(1);
  // A seek within 5 seconds of the furthest point is allowed.
  await video.evaluate((el: HTMLVideoElement) => (el.currentTime = 4));
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(3.9);
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Take the orientation quiz' }).click();
  await expect(page).toHaveURL(/\/program\/welcome\/orientation_quiz$/);
  await expect(page.getByRole('group')).toHaveCount(10);
});

test('onboarding: the quiz opens only at 99 % of the video, and passing it completes the step', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'school@example.org');
  await page.goto('/program/school/onboarding');
  await expect(page.getByRole('heading', { name: 'Trucking School Onboarding' })).toBeVisible();
  await expect(page.getByText(/Due this Wednesday at 11:59pm Central \(\d+\/\d+\)\./)).toBeVisible();
  const locked = page.getByRole('button', { name: 'Watch entire video to continue' });
  await expect(locked).toBeDisabled();
  await expectNoA11yViolations(page);
  await screenshots(page, 'learning-onboarding');

  // Watch to 95 % and stop: the button stays locked, and the server has the same view.
  const video = page.locator('video');
  await play(video);
  await video.evaluate(
    (el: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (el.currentTime >= el.duration * 0.95) {
            el.pause();
            el.removeEventListener('timeupdate', check);
            resolve();
          }
        };
        el.addEventListener('timeupdate', check);
      }),
  );
  await expect
    .poll(async () => (await (await page.request.get('/api/videos/onboarding/progress')).json()).furthest)
    .toBeGreaterThan(13.5);
  const progress = await (await page.request.get('/api/videos/onboarding/progress')).json();
  expect(progress.completed).toBe(false);
  await expect(locked).toBeDisabled();

  await play(video);
  const quizButton = page.getByRole('button', { name: 'Click here to take the quiz (required)' });
  await expect(quizButton).toBeEnabled({ timeout: 15_000 });
  await quizButton.click();
  await expect(page).toHaveURL(/\/program\/school\/onboarding\/quiz$/);
  const groups = page.getByRole('group');
  await expect(groups).toHaveCount(10);
  const onboardingBank = read('onboarding');
  for (let i = 0; i < 10; i++) {
    const legend = (await groups.nth(i).locator('legend').textContent()) ?? '';
    const item = onboardingBank.find((q) => legend.endsWith(q.q))!;
    await groups.nth(i).getByLabel(item.a[item.c]!, { exact: true }).check();
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'You passed!' })).toBeVisible();
  await page.getByRole('link', { name: 'Click here to move on' }).click();
  await expect(page).toHaveURL(/\/program\/school$/);
  const done = (await (await page.request.get('/api/completion')).json()) as { url: string }[];
  expect(done.map((c) => c.url)).toContain('/program/school/onboarding');
});

test('the enrollment variant: its back-to-checklist button marks the enrollment item done', async ({
  page,
}) => {
  await signIn(page, 'school@example.org');
  await page.goto('/program/school/enrollment');
  await expect(page.getByRole('heading', { name: 'Enrollment class' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Watch entire video to continue' })).toBeDisabled();
  await expectNoA11yViolations(page);
  await screenshots(page, 'learning-enrollment');
  await page.getByRole('button', { name: 'Back to checklist' }).click();
  await expect(page).toHaveURL(/\/program\/school$/);
  const done = (await (await page.request.get('/api/completion')).json()) as { url: string }[];
  expect(done.map((c) => c.url)).toContain('/program/school/enrollment');
});

test('a PDF class page shows its PDF and downloads it', async ({ page }) => {
  await signIn(page, 'training@example.org');
  await page.goto('/program/prepermit/non_driving_activities');
  await expect(page.getByRole('heading', { level: 1, name: 'Non-Driving Activities' })).toBeVisible();
  await expect(page.getByText('By the Freeway training team')).toBeVisible();
  const frame = page.getByTitle('Non-Driving Activities (PDF)');
  await expect(frame).toBeVisible();
  const src = (await frame.getAttribute('src'))!;
  const shown = await page.request.get(src);
  expect(shown.headers()['content-type']).toBe('application/pdf');
  expect((await shown.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.waitForTimeout(1500);
  await expectNoA11yViolations(page);
  await screenshots(page, 'learning-pdf');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('non_driving_activities.pdf');
  const { readFile } = await import('node:fs/promises');
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
});

test('pre-trip study: the slides and the parts guide unlock after both videos', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'school@example.org');
  await page.goto('/program/school/pretrip_study');
  await expect(page.getByRole('heading', { name: 'Pre-Trip Inspection study' })).toBeVisible();
  await expect(page.getByText(/Recommended, not required/)).toBeVisible();
  await expect(page.getByText('Watch both pre-trip videos to open the slides')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
  expect((await page.request.get('/api/learning/pdfs/pretrip_slides')).status()).toBe(403);
  await expectNoA11yViolations(page);
  await screenshots(page, 'learning-pretrip-locked');

  const videos = page.locator('video');
  await expect(videos).toHaveCount(2);
  await play(videos.nth(0));
  await expect(page.getByRole('heading', { name: 'Pre-Trip Inspection Slides' })).toHaveCount(0);
  await play(videos.nth(1));
  await expect(page.getByRole('heading', { name: 'Pre-Trip Inspection Slides' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Parts of the Truck', exact: true })).toBeVisible();
  await expect(page.getByTitle('Pre-Trip Inspection Slides (PDF)')).toBeVisible();
  await page.waitForTimeout(1500);
  await expectNoA11yViolations(page);
  await screenshots(page, 'learning-pretrip-unlocked');
  await page.getByRole('link', { name: 'Take the test' }).click();
  await expect(page).toHaveURL(/\/program\/school\/pretrip_test$/);
  await expect(page.getByRole('group')).toHaveCount(20);
});

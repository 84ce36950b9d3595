import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { watchVideo } from '../learning-answers';
import { expectNoA11yViolations, screenshots, signIn, useFreshDemo } from './fixtures';

type Item = { q: string; a: string[]; c: number };
const read = (quiz: string) =>
  JSON.parse(readFileSync(`content/learning/quizzes/${quiz}.json`, 'utf8')) as Item[];
const bank = [...read('airbrakes'), ...read('general_knowledge_1')];
const find = (question: string) => bank.find((i) => question.endsWith(i.q))!;
const rightAnswer = (question: string) => find(question).a[find(question).c]!;
const wrongAnswer = (question: string) => find(question).a[(find(question).c + 1) % 4]!;

useFreshDemo();

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
  // The right option is marked in place, and the wrong choice too, in words and not by colour alone.
  const legend = (await page.getByRole('group').locator('legend').textContent()) ?? '';
  await expect(page.locator('.option', { hasText: 'Right answer' })).toContainText(rightAnswer(legend));
  await expect(page.locator('.option', { hasText: 'Your answer' })).toContainText(wrongAnswer(legend));
  await expectNoA11yViolations(page);
  await screenshots(page, 'learning-practice-marked');
  await page.getByRole('link', { name: 'Exit Practice Questions' }).click();
  await expect(page).toHaveURL(/\/program\/prepermit$/);
});

/** Answers the test's questions from `from` (1-based) to `to`, one screen each, moving on with Next. */
async function answerQuestions(
  page: Page,
  total: number,
  pick: (question: string, n: number) => string,
  from = 1,
  to = total,
) {
  for (let n = from; n <= to; n++) {
    await expect(page.getByRole('heading', { name: `Question ${n} of ${total}` })).toBeVisible();
    await expect(page.getByRole('group')).toHaveCount(1);
    await answerGroup(page, page.getByRole('group'), (q) => pick(q, n));
    await page.getByRole('button', { name: n === total ? 'Review answers' : 'Next', exact: true }).click();
  }
}

test(
  'the test: one question per screen, kept across a reload and offline, reviewed, failed, then passed',
  { tag: '@postgres' },
  async ({ page, context }) => {
    test.setTimeout(120_000);
    await signIn(page, 'training@example.org');
    // The class item is completed by its video lesson, watched as the player reports it.
    await watchVideo(page.request, 'general_knowledge_1');
    await page.reload();
    await page.getByRole('link', { name: /Pass the General Knowledge 1 test/ }).click();
    await expect(page).toHaveURL(/general_knowledge_1\/test$/);
    await expect(page.getByRole('heading', { name: 'Question 1 of 20' })).toBeVisible();
    await expect(page.getByRole('group')).toHaveCount(1);
    await expect(page.getByRole('progressbar', { name: '0 of 20 answered' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    // Every option row is a big target, and its radio keeps its size however long the answer.
    for (const row of await page.locator('.quiz-question .option').all()) {
      expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect((await row.locator('input').boundingBox())!.width).toBeGreaterThanOrEqual(20);
    }
    await expectNoA11yViolations(page);
    await screenshots(page, 'learning-test');

    const pick = (q: string, n: number) => (n <= 10 ? wrongAnswer(q) : rightAnswer(q));
    await answerQuestions(page, 20, pick, 1, 5);
    await expect(page.getByRole('progressbar', { name: '5 of 20 answered' })).toBeVisible();

    // A reload resumes the same test at the first question not answered, with the answers given.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Question 6 of 20' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '5 of 20 answered' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Question 5 of 20' })).toBeVisible();
    const fifth = (await page.getByRole('group').locator('legend').textContent()) ?? '';
    await expect(page.getByLabel(wrongAnswer(fifth), { exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Without signal the answer is kept on the phone, and reaches the server once back online.
    await context.setOffline(true);
    await answerQuestions(page, 20, pick, 6, 6);
    await expect(page.getByText('No signal: your answers are kept on this phone')).toBeVisible();
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Question 7 of 20' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '6 of 20 answered' })).toBeVisible();
    await expect
      .poll(
        async () =>
          Object.keys(
            (
              (await (
                await page.request.get('/api/quizzes/general_knowledge_1/questions?kind=test')
              ).json()) as {
                answers: object;
              }
            ).answers,
          ).length,
      )
      .toBe(6);

    // The review lists what is missing, links to it, and the Submit button says what it waits for.
    await page.getByRole('button', { name: 'Review answers' }).click();
    await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '6 of 20 answered' })).toBeVisible();
    await expect(page.getByText('Still to answer:')).toBeVisible();
    const missing = page.locator('.quiz-missing').getByRole('button');
    await expect(missing).toHaveCount(14);
    await expect(missing.first()).toHaveText('Question 7');
    const submit = page.getByRole('button', { name: 'Answer all questions first' });
    await expect(submit).toBeDisabled();
    await expectNoA11yViolations(page);
    await screenshots(page, 'learning-test-review');
    await missing.first().click();
    await answerQuestions(page, 20, pick, 7, 20);
    await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
    await expect(page.getByText('Every question has an answer.')).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Not passed' })).toBeVisible();
    await expect(page.getByText('You need 80% to pass.')).toBeVisible();
    await expect(page.getByText('Some questions were incorrect.')).toBeVisible();
    await expect(page.getByText('Your score: 50% (10 of 20 right)')).toBeVisible();
    // The score per topic names the class's own topics in the bank's order (a draw of 20 of its 21 questions
    // asks about every one of them), and the lines add up to the sheet: 10 of 20 right.
    const topicNames = Object.values(
      (
        JSON.parse(readFileSync('content/learning/quiz-topics.json', 'utf8')) as Record<
          string,
          Record<string, string>
        >
      ).general_knowledge_1!,
    );
    const topicRows = page.locator('.topic-scores > li');
    await expect(topicRows).toHaveCount(topicNames.length);
    await expect(topicRows.locator('span:first-child')).toHaveText(topicNames);
    const topicLines = await topicRows.locator('span:last-child').allTextContents();
    const topicCounts = topicLines.map((line) => {
      const m = /^(\d+) of (\d+) right · (\d+)%$/.exec(line);
      expect(m, line).not.toBeNull();
      return { correct: Number(m![1]), total: Number(m![2]) };
    });
    expect(topicCounts.reduce((n, c) => n + c.correct, 0)).toBe(10);
    expect(topicCounts.reduce((n, c) => n + c.total, 0)).toBe(20);
    // Each question says right or wrong in words and with an icon, and marks the right choice.
    const cards = page.locator('.answer-card');
    await expect(cards).toHaveCount(20);
    const said = cards.locator('.answer-question .visually-hidden');
    await expect(said.filter({ hasText: /^Incorrect$/ })).toHaveCount(10);
    await expect(said.filter({ hasText: /^Correct$/ })).toHaveCount(10);
    await expect(cards.locator('.mark svg').first()).toBeVisible();
    const firstCard = cards.first();
    const firstQuestion = (await firstCard.locator('.answer-question').textContent()) ?? '';
    await expect(firstCard.locator('li', { hasText: 'Right answer' })).toContainText(
      rightAnswer(firstQuestion),
    );
    await expect(firstCard.locator('li', { hasText: 'Your answer' })).toContainText(
      wrongAnswer(firstQuestion),
    );
    await expectNoA11yViolations(page);
    await screenshots(page, 'learning-test-failed');
    // Only this class's scores: training@ passed the orientation quiz in the welcome stage.
    const classScores = async () =>
      ((await (await page.request.get('/api/quizzes')).json()) as { assessmentName: string; score: number }[])
        .filter((s) => s.assessmentName === 'general_knowledge_1')
        .map((s) => [s.assessmentName, s.score]);
    expect(await classScores()).toEqual([]);

    await page.getByRole('button', { name: 'Try the test again' }).click();
    await answerQuestions(page, 20, rightAnswer);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Passed' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Trophy' })).toBeVisible();
    await expect(page.getByText('Your score: 100%')).toBeVisible();
    await expect(page.getByText('You need 80% to pass.')).toBeVisible();
    await expectNoA11yViolations(page);
    await screenshots(page, 'learning-result');
    expect(await classScores()).toEqual([['general_knowledge_1', 100]]);

    await page.getByRole('link', { name: 'Click here to move on' }).click();
    await expect(page).toHaveURL(/\/program\/prepermit$/);
    const item = page.getByRole('link', { name: /Pass the General Knowledge 1 test/ });
    await expect(item).toContainText('Done');
  },
);

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
  await expect(video.locator('track[kind="captions"][srclang="en"]')).toHaveAttribute(
    'src',
    '/learning/orientation.vtt',
  );
  // Spanish captions are offered as a second track.
  await expect(video.locator('track[kind="captions"][srclang="es"]')).toHaveAttribute(
    'src',
    '/learning/orientation.es.vtt',
  );
  await pressPlayThenPause(video);
  await video.evaluate((el: HTMLVideoElement) => (el.currentTime = 12));
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeLessThan(1);
  // A seek within 5 seconds of the furthest point is allowed.
  await video.evaluate((el: HTMLVideoElement) => (el.currentTime = 4));
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(3.9);
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Take the orientation quiz' }).click();
  await expect(page).toHaveURL(/\/program\/welcome\/orientation_quiz$/);
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
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
  const onboardingBank = read('onboarding');
  await answerQuestions(page, 10, (legend) => {
    const item = onboardingBank.find((q) => legend.endsWith(q.q))!;
    return item.a[item.c]!;
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passed' })).toBeVisible();
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
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(2);
  // Both sets of notes drawn (the links show while they load), so axe reads what the student reads.
  await expect(page.getByText('Loading the notes…')).toHaveCount(0);
  await expect(page.getByText('Trucking School pre-trip study', { exact: true })).toHaveCount(2);
  await expectNoA11yViolations(page);
  await screenshots(page, 'learning-pretrip-unlocked');
  await page.getByRole('link', { name: 'Take the test' }).click();
  await expect(page).toHaveURL(/\/program\/school\/pretrip_test$/);
  await expect(page.getByRole('heading', { name: 'Question 1 of 20' })).toBeVisible();
});

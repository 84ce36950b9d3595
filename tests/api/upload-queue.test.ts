import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '@server/db/schema/index.js';
import { configureUploadWork } from '@server/sandbox/upload-work.js';
import { usePortal } from './harness.js';
import { uploadTo } from './uploads.js';
import { operatorBombPdf } from './hostile-files.js';

const portal = usePortal({
  RATE_LIMIT_PER_IP: '1000',
  WORK_POOL_SIZE: '1',
  WORK_QUEUE_SIZE: '1',
  WORK_QUEUE_PER_USER: '100',
});
let bomb: Buffer;

// One worker and one waiting place: the third file sent at once finds the pool full.
beforeAll(async () => {
  bomb = operatorBombPdf();
}, 120_000);

const uploadPdf = (cookie: string, data: Buffer) =>
  uploadTo(portal, cookie, 'linkedinPdf', { name: 'p.pdf', type: 'application/pdf', data });

describe('the upload work pool', () => {
  it('answers 503 with Retry-After when its queue is full, and takes files again once it drains', async () => {
    const grad = await portal.signIn('grad@example.org');
    await portal.database.db.delete(rateLimits);
    const answers = await Promise.all(Array.from({ length: 6 }, () => uploadPdf(grad, bomb)));
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const a of busy) {
      expect(a.headers['retry-after']).toBe('5');
      expect(a.json()).toEqual({
        code: 'UNAVAILABLE',
        message: 'We are checking many files right now. Please try again in a few seconds.',
      });
    }
    // Each of the others was checked, and refused for what it is.
    expect(answers.filter((a) => a.statusCode !== 503).map((a) => a.statusCode)).toEqual(
      Array(6 - busy.length).fill(422),
    );
    expect((await uploadPdf(grad, operatorBombPdf(200))).statusCode).toBe(200);
  }, 120_000);

  it('caps the files one person has waiting: 429 with Retry-After, while others still get through', async () => {
    configureUploadWork({ size: 1, queue: 20, perUser: 2 });
    const grad = await portal.signIn('grad@example.org');
    await portal.database.db.delete(rateLimits);
    const answers = await Promise.all(Array.from({ length: 5 }, () => uploadPdf(grad, bomb)));
    const capped = answers.filter((a) => a.statusCode === 429);
    expect(capped.length).toBeGreaterThan(0);
    for (const a of capped) {
      expect(a.headers['retry-after']).toBe('5');
      expect(a.json().message).toBe(
        'We are still checking your other files. Please wait a few seconds, then try again.',
      );
    }
    expect(answers.filter((a) => a.statusCode !== 429).every((a) => a.statusCode === 422)).toBe(true);
  }, 120_000);
});

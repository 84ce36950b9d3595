import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import '@shared/messages/uploads.js';
import { SandboxLimit, SandboxRefused } from '@server/sandbox/pool.js';
import { uploadWork } from '@server/sandbox/upload-work.js';
import { IMAGE_WORK_SECONDS, ImageRefused, type ImageRefusal } from './image-guard.js';

/** sharp gives up on its own after IMAGE_WORK_SECONDS; the worker is stopped a little later whatever it does. */
const IMAGE_DEADLINE_MS = (IMAGE_WORK_SECONDS + 5) * 1000;

/**
 * Runs one image task of the upload worker (sharp decoding, resizing, measuring) in the upload work pool.
 * A refusal comes back as the ImageRefused the task threw; a worker stopped at its deadline or memory cap
 * is a 422 telling the student to send a smaller photo; a decoder's own failure stays an ordinary error
 * for the caller to call "unreadable", as before.
 */
export async function imageWork<T>(task: string, input: unknown, deadlineMs = IMAGE_DEADLINE_MS): Promise<T> {
  try {
    return await uploadWork<T>(task, input, { deadlineMs });
  } catch (err) {
    if (err instanceof SandboxRefused)
      throw new ImageRefused(
        err.fields.reason as ImageRefusal,
        (err.fields.sniffed as string | null) ?? null,
      );
    if (err instanceof SandboxLimit && err.reason !== 'crash')
      throw new AppError('UNPROCESSABLE', t('uploads.photoTooComplex'));
    throw err;
  }
}

/** A Buffer over bytes that crossed a thread (they arrive as a plain Uint8Array), without copying them. */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

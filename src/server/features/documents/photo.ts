import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_IMAGE_ASPECT, typeMessage } from '@shared/domain/documents.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { ImageRefused, inspectImage } from '@server/images/image-guard.js';
import { imageWork } from '@server/images/image-work.js';
import type { StoragePort } from '@server/ports/storage.js';

export interface SpooledFile {
  path: string;
  bytes: number;
  cleanup(): Promise<void>;
}

/**
 * Streams an upload to a private file in `spoolDir` (inside the data folder, swept at start, so nothing
 * is left in the system's temporary folder after a crash); the multipart size limit stops it at the cap.
 */
export async function spool(file: Readable, spoolDir: string): Promise<SpooledFile> {
  const dir = await mkdtemp(join(spoolDir, 'upload-'));
  const path = join(dir, 'file');
  const cleanup = () => rm(dir, { recursive: true, force: true });
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(file, counter, createWriteStream(path, { mode: 0o600 }));
  } catch (err) {
    await cleanup();
    throw err;
  }
  return { path, bytes, cleanup };
}

export interface StoredPhoto {
  objectKey: string;
  contentType: 'image/jpeg';
  byteSize: number;
  width: number;
  height: number;
  eTag: string;
}

/**
 * Decides the type from the file's own bytes, refuses what is not a PNG or JPEG, is too many pixels or
 * is too long and thin,
 * then decodes and re-encodes it (EXIF, GPS and every other metadata dropped, orientation applied) into
 * encrypted storage under a random name. Nothing of the original is kept.
 */
export async function storePhoto(
  storage: StoragePort,
  spooled: SpooledFile,
  declaredType: string,
): Promise<StoredPhoto> {
  try {
    await inspectImage(spooled.path);
  } catch (err) {
    throw refusal(err, declaredType);
  }

  const objectKey = randomBytes(24).toString('base64url');
  const encoded = `${spooled.path}.out`;
  // Decoded and re-encoded to a file in the upload worker pool (image-tasks.ts), never on the event loop.
  let info: { size: number; width: number; height: number };
  try {
    info = await imageWork('encodePhoto', { path: spooled.path, out: encoded });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw refusal(err instanceof ImageRefused ? err : new ImageRefused('unreadable', null), declaredType);
  }
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await storage.put(objectKey, createReadStream(encoded).pipe(tap), info.size);
  } catch (err) {
    await storage.remove(objectKey).catch(() => undefined);
    throw storageDown(err);
  }
  return {
    objectKey,
    contentType: 'image/jpeg',
    byteSize: info.size,
    width: info.width,
    height: info.height,
    eTag: `"${hash.digest('hex').slice(0, 32)}"`,
  };
}

/** The student's message for an image refused before decoding. */
function refusal(err: unknown, declaredType: string): unknown {
  if (!(err instanceof ImageRefused)) return err;
  switch (err.reason) {
    case 'type':
      return new AppError('UNSUPPORTED_MEDIA', typeMessage(err.sniffed ?? declaredType), 'file');
    case 'pixels':
      return new AppError('VALIDATION', t('documents.tooManyPixels'), 'file');
    case 'shape':
      return new AppError('VALIDATION', t('documents.tooNarrow', { ratio: MAX_IMAGE_ASPECT }), 'file');
    default:
      return new AppError('VALIDATION', t('documents.unreadable'), 'file');
  }
}

/** A storage failure is the service's, not the student's: a 503 they can retry, with the cause logged. */
export function storageDown(cause: unknown): AppError {
  const error = new AppError('UNAVAILABLE', t('documents.storageDown'));
  (error as Error & { cause?: unknown }).cause = cause;
  return error;
}

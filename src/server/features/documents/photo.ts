import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp, { type Metadata } from 'sharp';
import { MAX_UPLOAD_PIXELS, PHOTO_TYPES, sniffType, typeMessage } from '../../../shared/domain/documents.js';
import { AppError } from '../../../shared/errors.js';
import { t } from '../../../shared/i18n.js';
import type { StoragePort } from '../../ports/storage.js';

// One libvips thread and no decoded-image cache: many phones uploading at once must not grow memory.
sharp.concurrency(1);
sharp.cache(false);

/** The long side a stored document photo is scaled down to: plenty for a coach to read every word. */
const STORED_LONG_SIDE = 2400;
/** Re-encodes at a time; the rest wait their turn instead of each holding a decoded image. */
const MAX_PARALLEL_ENCODES = 1;

let running = 0;
const waiting: (() => void)[] = [];
async function withEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_ENCODES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export interface SpooledFile {
  path: string;
  bytes: number;
  cleanup(): Promise<void>;
}

/** Streams an upload to a private temporary file; the multipart size limit stops it at the cap. */
export async function spool(file: Readable): Promise<SpooledFile> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-upload-'));
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

async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(64);
    const { bytesRead } = await handle.read(buffer, 0, 64, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
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
 * Decides the type from the file's own bytes, refuses what is not a PNG or JPEG or is too many pixels,
 * then decodes and re-encodes it (EXIF, GPS and every other metadata dropped, orientation applied) into
 * encrypted storage under a random name. Nothing of the original is kept.
 */
export async function storePhoto(
  storage: StoragePort,
  spooled: SpooledFile,
  declaredType: string,
): Promise<StoredPhoto> {
  const sniffed = sniffType(await readHead(spooled.path));
  if (!sniffed || !(PHOTO_TYPES as readonly string[]).includes(sniffed)) {
    throw new AppError('UNSUPPORTED_MEDIA', typeMessage(sniffed ?? declaredType), 'file');
  }
  let meta: Metadata;
  try {
    meta = await sharp(spooled.path, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('VALIDATION', t('documents.unreadable'), 'file');
  }
  const expected = sniffed === 'image/png' ? 'png' : 'jpeg';
  if (meta.format !== expected || !meta.width || !meta.height) {
    throw new AppError('VALIDATION', t('documents.unreadable'), 'file');
  }
  if (meta.width * meta.height > MAX_UPLOAD_PIXELS) {
    throw new AppError('VALIDATION', t('documents.tooManyPixels'), 'file');
  }

  const objectKey = randomBytes(24).toString('base64url');
  const encoded = `${spooled.path}.out`;
  // Encoding to a file (not a stream) and without Huffman optimisation keeps libvips from holding the
  // whole output in memory; the file is then encrypted into storage as a stream.
  const info = await withEncodeSlot(() =>
    sharp(spooled.path, { limitInputPixels: MAX_UPLOAD_PIXELS, sequentialRead: true, failOn: 'error' })
      .rotate()
      .resize({ width: STORED_LONG_SIDE, height: STORED_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, optimiseCoding: false })
      .toFile(encoded)
      .catch(() => {
        throw new AppError('VALIDATION', t('documents.unreadable'), 'file');
      }),
  );
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

/** A storage failure is the service's, not the student's: a 503 they can retry, with the cause logged. */
export function storageDown(cause: unknown): AppError {
  const error = new AppError('UNAVAILABLE', t('documents.storageDown'));
  (error as Error & { cause?: unknown }).cause = cause;
  return error;
}

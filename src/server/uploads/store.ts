import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { StoragePort } from '@server/ports/storage.js';
import type { SpooledFile } from './receive.js';

/** What the person's phone said about the file, beside its bytes (trusted only once checked). */
export interface SentWith {
  declaredType: string;
  /** A recording's length in milliseconds as the phone reported it. */
  durationMs: string | undefined;
}

/** A file that passed its folder's check: the file to keep (the upload, or a re-encoded copy) and its facts. */
export interface CheckedFile {
  path: string;
  byteSize: number;
  contentType: string;
  width?: number;
  height?: number;
  durationMs?: number;
}

/**
 * A folder's check of an upload: decides the type from the file's own bytes, refuses what it may not keep
 * with the student's message, and answers the file to store.
 */
export type FileCheck = (file: SpooledFile, sent: SentWith) => Promise<CheckedFile>;

interface StoredFile extends CheckedFile {
  objectKey: string;
  eTag: string;
}

/**
 * The one way an upload goes into storage: checked (or re-encoded) by its folder's check, then streamed
 * encrypted under a random name while it is hashed for its eTag. If the put fails, whatever part of the
 * object was written is removed and the student gets a 503 they can retry.
 */
export async function storeUpload(
  storage: StoragePort,
  file: SpooledFile,
  sent: SentWith,
  check: FileCheck,
): Promise<StoredFile> {
  const checked = await check(file, sent);
  const objectKey = randomBytes(24).toString('base64url');
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await storage.put(objectKey, createReadStream(checked.path).pipe(tap), checked.byteSize);
  } catch (err) {
    await storage.remove(objectKey).catch(() => undefined);
    throw storageDown(err);
  }
  return { ...checked, objectKey, eTag: `"${hash.digest('hex').slice(0, 32)}"` };
}

/** A storage failure is the service's, not the student's: a 503 they can retry, with the cause logged. */
export function storageDown(cause: unknown): AppError {
  const error = new AppError('UNAVAILABLE', t('documents.storageDown'));
  (error as Error & { cause?: unknown }).cause = cause;
  return error;
}

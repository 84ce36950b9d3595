import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, sizeMessage } from '@shared/domain/documents.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';

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

interface ReceivedUpload {
  folder: string | undefined;
  /** A recording's length in milliseconds as the phone reported it (checked by the server). */
  durationMs: string | undefined;
  file: SpooledFile;
  declaredType: string;
}

/**
 * Reads a multipart upload (fields `folder` and `file`, in either order): the file is streamed to a
 * temporary file and cut off at the size cap while it arrives, so no upload is ever held in memory.
 */
export async function receiveUpload(request: FastifyRequest, spoolDir: string): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new AppError('VALIDATION', t('documents.fileRequired'), 'file');
  let folder: string | undefined;
  let durationMs: string | undefined;
  let file: SpooledFile | undefined;
  let declaredType = '';
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 256, parts: 6 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        declaredType = part.mimetype;
        file = await spool(part.file, spoolDir);
      } else if (part.fieldname === 'folder') {
        folder = String(part.value);
      } else if (part.fieldname === 'durationMs') {
        durationMs = String(part.value);
      }
    }
  } catch (err) {
    await file?.cleanup();
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const sent = Number(request.headers['content-length']) || MAX_UPLOAD_BYTES + 1;
      throw new AppError('TOO_LARGE', sizeMessage(sent), 'file');
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('VALIDATION', t('errors.invalidInput'));
    }
    // A connection cut mid-file, or a body that ends before its closing boundary.
    throw new AppError('VALIDATION', t('documents.uploadIncomplete'), 'file');
  }
  if (!file) throw new AppError('VALIDATION', t('documents.fileRequired'), 'file');
  if (file.bytes === 0) {
    await file.cleanup();
    throw new AppError('VALIDATION', t('documents.fileRequired'), 'file');
  }
  return { folder, durationMs, file, declaredType };
}

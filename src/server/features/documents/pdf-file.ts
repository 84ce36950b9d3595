import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  MAX_PDF_BYTES,
  MAX_PDF_MB,
  PDF_TYPES,
  sizeMessage,
  sniffType,
  typeMessage,
} from '@shared/domain/documents.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import '@shared/messages/uploads.js';
import { MAX_PDF_PAGES, PdfRefused } from '@server/pdf/pdf-text.js';
import { readPdfText } from '@server/pdf/read-pdf.js';
import type { StoragePort } from '@server/ports/storage.js';
import { storageDown, type SpooledFile } from './photo.js';

export interface StoredPdf {
  objectKey: string;
  contentType: 'application/pdf';
  byteSize: number;
  eTag: string;
}

/**
 * Decides the type from the file's own bytes (a PDF starts with "%PDF"), refuses one over the PDF size cap,
 * opens it (without running anything it carries, in the upload worker pool) to refuse a broken, locked,
 * overlong or too complex file with a clear message, and stores it encrypted under a random name.
 */
export async function storePdf(
  storage: StoragePort,
  spooled: SpooledFile,
  declaredType: string,
): Promise<StoredPdf> {
  if (spooled.bytes > MAX_PDF_BYTES)
    throw new AppError('TOO_LARGE', sizeMessage(spooled.bytes, MAX_PDF_MB), 'file');
  const bytes = await readFile(spooled.path);
  const sniffed = sniffType(bytes.subarray(0, 64));
  if (sniffed !== 'application/pdf') {
    throw new AppError('UNSUPPORTED_MEDIA', typeMessage(sniffed ?? declaredType, PDF_TYPES), 'file');
  }
  try {
    const text = await readPdfText(bytes);
    if (text.lines.length === 0) throw new AppError('VALIDATION', t('resume.errors.emptyPdf'), 'file');
  } catch (err) {
    throw err instanceof PdfRefused ? pdfRefusal(err) : err;
  }
  const objectKey = randomBytes(24).toString('base64url');
  try {
    await storage.put(objectKey, Readable.from([bytes]), bytes.length);
  } catch (err) {
    await storage.remove(objectKey).catch(() => undefined);
    throw storageDown(err);
  }
  return {
    objectKey,
    contentType: 'application/pdf',
    byteSize: bytes.length,
    eTag: `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`,
  };
}

/** The student's message for a PDF that could not be read. */
export function pdfRefusal(err: PdfRefused): AppError {
  switch (err.reason) {
    case 'encrypted':
      return new AppError('VALIDATION', t('resume.errors.lockedPdf'), 'file');
    case 'tooManyPages':
      return new AppError('VALIDATION', t('resume.errors.tooManyPages', { pages: MAX_PDF_PAGES }), 'file');
    case 'tooComplex':
      return new AppError('UNPROCESSABLE', t('uploads.pdfTooComplex'), 'file');
    default:
      return new AppError('VALIDATION', t('resume.errors.unreadablePdf'), 'file');
  }
}

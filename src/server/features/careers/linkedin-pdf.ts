import { readFile } from 'node:fs/promises';
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
import type { SpooledFile } from '@server/uploads/receive.js';
import type { CheckedFile, SentWith } from '@server/uploads/store.js';

/**
 * The check of a graduate's LinkedIn profile PDF: the type from the file's own bytes (a PDF starts with
 * "%PDF"), at most the PDF size cap, and opened (without running anything it carries, in the upload worker
 * pool) to refuse a broken, locked, overlong, too complex or empty file with a clear message. The file is
 * kept as sent.
 */
export async function checkLinkedinPdf(spooled: SpooledFile, sent: SentWith): Promise<CheckedFile> {
  if (spooled.bytes > MAX_PDF_BYTES)
    throw new AppError('TOO_LARGE', sizeMessage(spooled.bytes, MAX_PDF_MB), 'file');
  const bytes = await readFile(spooled.path);
  const sniffed = sniffType(bytes.subarray(0, 64));
  if (sniffed !== 'application/pdf') {
    throw new AppError('UNSUPPORTED_MEDIA', typeMessage(sniffed ?? sent.declaredType, PDF_TYPES), 'file');
  }
  try {
    const text = await readPdfText(bytes);
    if (text.lines.length === 0) throw new AppError('VALIDATION', t('resume.errors.emptyPdf'), 'file');
  } catch (err) {
    throw err instanceof PdfRefused ? pdfRefusal(err, 'file') : err;
  }
  return { path: spooled.path, byteSize: bytes.length, contentType: 'application/pdf' };
}

/** The student's message for a PDF that could not be read (on upload, `file`; when read again, `path`). */
export function pdfRefusal(err: PdfRefused, field: 'file' | 'path'): AppError {
  switch (err.reason) {
    case 'encrypted':
      return new AppError('VALIDATION', t('resume.errors.lockedPdf'), field);
    case 'tooManyPages':
      return new AppError('VALIDATION', t('resume.errors.tooManyPages', { pages: MAX_PDF_PAGES }), field);
    case 'tooComplex':
      return new AppError('UNPROCESSABLE', t('uploads.pdfTooComplex'), field);
    default:
      return new AppError('VALIDATION', t('resume.errors.unreadablePdf'), field);
  }
}

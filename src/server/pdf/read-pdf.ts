import { SandboxLimit, SandboxRefused } from '@server/sandbox/pool.js';
import { uploadWork } from '@server/sandbox/upload-work.js';
import { PdfRefused, type PdfText } from './pdf-text.js';

/** A LinkedIn PDF reads in well under a second; a file built to be slow is stopped after this. */
const PDF_READ_DEADLINE_MS = 10_000;

/**
 * The text of an uploaded PDF, read in the upload worker pool: cheap limits first (checkPdfLimits), then
 * pdfjs-dist, in a worker stopped at PDF_READ_DEADLINE_MS or at its memory cap. The event loop never waits
 * on the parse. Throws PdfRefused; a file stopped by a limit is 'tooComplex'.
 */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const copy = new Uint8Array(bytes);
  try {
    return await uploadWork<PdfText>('pdfText', copy, { deadlineMs: PDF_READ_DEADLINE_MS }, [copy.buffer]);
  } catch (err) {
    if (err instanceof SandboxRefused) throw new PdfRefused(err.fields.reason as PdfRefused['reason']);
    if (err instanceof SandboxLimit) throw new PdfRefused('tooComplex');
    throw err;
  }
}

import { inflateSync } from 'node:zlib';
import { MAX_PDF_PAGES, PdfRefused } from './pdf-text.js';

/**
 * What a LinkedIn profile PDF needs, with room to spare, checked before the PDF is parsed. A real 4-page
 * profile inflates to well under 2 MB and draws a few thousand operators; the file of issue 38 (141 KB)
 * inflates to 20 MB of 2,000,000 text operators and held a parser for minutes.
 */
const PDF_LIMITS = {
  /** Bytes all its streams may inflate to together (fonts included). */
  inflatedBytes: 24 * 1024 * 1024,
  /** Operators in its page and form content streams together. */
  operators: 100_000,
  /** Indirect objects, counted in the file and inside object streams. */
  objects: 50_000,
  /** Streams of any kind. */
  streams: 10_000,
};

/** Streams that hold fonts, pictures or other data, never drawing operators. */
const NOT_CONTENT =
  /\/(Length[123])\b|\/Subtype\s*\/(Image|Type1C|CIDFontType0C|OpenType|XML)\b|\/Type\s*\/(XRef|Metadata|EmbeddedFile|XObject\s*\/Subtype\s*\/Image)\b/;
/** One content-stream operator: a word of letters (and *, ', ") standing between delimiters. */
const OPERATOR = /(?<=^|[\s)\]>])(?:[A-Za-z][A-Za-z*0-9]{0,2}|'|")(?=[\s[(</]|$)/g;
const PAGE = /\/Type\s*\/Page(?![A-Za-z])/g;
const OBJECT = /\b\d+\s+\d+\s+obj\b/g;

const countOf = (text: string, re: RegExp) => {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(text)) n++;
  return n;
};

/**
 * Cheap checks on a PDF's own bytes before any parser reads it: every Flate stream is inflated with a
 * ceiling (never past what is left of PDF_LIMITS.inflatedBytes), the operators of content streams, the
 * objects and the streams are counted, and a file with far more pages than a profile has is refused.
 * Throws PdfRefused('tooComplex') or ('tooManyPages'). Runs in the upload worker (it inflates megabytes).
 */
export function checkPdfLimits(bytes: Uint8Array): void {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = raw.toString('latin1');
  let inflatedLeft = PDF_LIMITS.inflatedBytes;
  let operators = 0;
  let objects = countOf(text, OBJECT);
  let pages = countOf(text, PAGE);
  let streams = 0;
  const streamStart = /(?<!end)stream(\r\n|\n|\r)/g;
  for (let m = streamStart.exec(text); m; m = streamStart.exec(text)) {
    if (++streams > PDF_LIMITS.streams) throw new PdfRefused('tooComplex');
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    streamStart.lastIndex = end + 9;
    // The stream's dictionary: from its object's start (or 4 KB back at most) to the keyword.
    const before = text.slice(Math.max(0, m.index - 4096), m.index);
    const dict = before.slice(Math.max(0, before.lastIndexOf(' obj')));
    const content = !NOT_CONTENT.test(dict) && !/\/Type\s*\/ObjStm\b/.test(dict);
    const filters = dict.match(/\/[A-Za-z0-9]+Decode\b/g) ?? [];
    if (filters.length === 0) {
      if (content) operators += countOf(text.slice(start, end), OPERATOR);
      if (operators > PDF_LIMITS.operators) throw new PdfRefused('tooComplex');
      continue;
    }
    if (filters.some((f) => f !== '/FlateDecode')) {
      // Drawing in a filter this check cannot measure (LZW, run length…) is not what a profile export makes.
      if (content) throw new PdfRefused('tooComplex');
      continue;
    }
    let inflated: Buffer;
    try {
      inflated = inflateSync(raw.subarray(start, end), {
        maxOutputLength: inflatedLeft + 1,
        finishFlush: 2, // Z_SYNC_FLUSH: a stream cut short still gives what it holds.
      });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new PdfRefused('tooComplex');
      continue; // A damaged stream: the parser decides what to make of it.
    }
    inflatedLeft -= inflated.length;
    if (inflatedLeft < 0) throw new PdfRefused('tooComplex');
    const body = inflated.toString('latin1');
    if (/\/Type\s*\/ObjStm\b/.test(dict)) {
      objects += Number(/\/N\s+(\d+)/.exec(dict)?.[1] ?? 0);
      pages += countOf(body, PAGE);
    } else if (content) {
      operators += countOf(body, OPERATOR);
    }
    if (operators > PDF_LIMITS.operators || objects > PDF_LIMITS.objects) throw new PdfRefused('tooComplex');
  }
  if (objects > PDF_LIMITS.objects) throw new PdfRefused('tooComplex');
  // Each page counted once per copy of its object; pdfjs checks the exact count after this.
  if (pages > MAX_PDF_PAGES * 4) throw new PdfRefused('tooManyPages');
}

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One line of text as it sits on the page: its words, font size and left edge (points). */
interface PdfLine {
  text: string;
  size: number;
  x: number;
}

export interface PdfText {
  pages: number;
  /** Lines in reading order: page by page, a left side column (if the page has one) before the main one. */
  lines: PdfLine[];
}

export class PdfRefused extends Error {
  constructor(readonly reason: 'unreadable' | 'encrypted' | 'tooManyPages' | 'tooComplex') {
    super(`pdf refused: ${reason}`);
  }
}

/** The most pages read from an uploaded PDF (a LinkedIn profile is 1–4 pages). */
export const MAX_PDF_PAGES = 8;

const require = createRequire(import.meta.url);
// The standard fonts ship with pdfjs-dist; pointing at them keeps it from warning about each missing font.
const standardFontDataUrl = `${pathToFileURL(join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')).href}/`;

let loaded: Promise<typeof PdfJsModule> | null = null;
const pdfjs = () => (loaded ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

interface Item {
  str: string;
  x: number;
  y: number;
  size: number;
  width: number;
}

/** Groups a page's text pieces into lines (same baseline), left to right. */
function linesOf(items: Item[]): PdfLine[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: { y: number; items: Item[] }[] = [];
  for (const item of sorted) {
    const last = lines.at(-1);
    if (last && Math.abs(last.y - item.y) <= Math.max(2, item.size * 0.3)) last.items.push(item);
    else lines.push({ y: item.y, items: [item] });
  }
  return lines
    .map(({ items: parts }) => {
      parts.sort((a, b) => a.x - b.x);
      let text = '';
      let end = -Infinity;
      for (const p of parts) {
        const gap = p.x - end;
        text +=
          text && gap > p.size * 0.15 && !text.endsWith(' ') && !p.str.startsWith(' ') ? ` ${p.str}` : p.str;
        end = p.x + p.width;
      }
      return {
        text: text.replace(/\s+/g, ' ').trim(),
        size: Math.max(...parts.map((p) => p.size)),
        x: Math.min(...parts.map((p) => p.x)),
      };
    })
    .filter((l) => l.text.length > 0);
}

/**
 * The text of a PDF, read with pdfjs-dist without running any script it carries (`isEvalSupported: false`).
 * A page laid out in two columns (LinkedIn's profile export puts contact and skills in a left side bar)
 * gives its side column first, then the main one, each top to bottom.
 *
 * This parses on the thread that calls it, for as long as the file makes it: it runs only in the upload
 * worker (src/server/sandbox), after checkPdfLimits; the portal calls readPdfText (read-pdf.ts).
 */
export async function extractPdfText(bytes: Uint8Array): Promise<PdfText> {
  const { getDocument } = await pdfjs();
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => undefined);
    throw new PdfRefused((err as Error).name === 'PasswordException' ? 'encrypted' : 'unreadable');
  }
  try {
    if (doc.numPages > MAX_PDF_PAGES) throw new PdfRefused('tooManyPages');
    const lines: PdfLine[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const width = page.view[2] ?? 612;
      const content = await page.getTextContent();
      const items: Item[] = [];
      for (const raw of content.items) {
        if (!('str' in raw) || !raw.str.trim()) continue;
        const [a, b, , , x, y] = raw.transform as number[];
        items.push({ str: raw.str, x: x!, y: y!, size: Math.hypot(a!, b!), width: raw.width });
      }
      // A side column: text that starts in the left third and ends before the page's middle.
      const side = items.filter((i) => i.x < width / 3 && i.x + i.width < width * 0.4);
      const main = items.filter((i) => !side.includes(i));
      const twoColumns = side.length > 0 && main.length > 0 && main.every((i) => i.x >= width * 0.3);
      if (twoColumns) lines.push(...linesOf(side), ...linesOf(main));
      else lines.push(...linesOf(items));
      page.cleanup();
    }
    return { pages: doc.numPages, lines };
  } catch (err) {
    if (err instanceof PdfRefused) throw err;
    throw new PdfRefused('unreadable');
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { ResumeDocument, ResumeFit } from '@shared/contracts/careers.js';
import { LICENCE_LINE } from '@shared/domain/resume.js';
import { t } from '@shared/i18n.js';

/** US Letter, in points. */
const PAGE: [number, number] = [612, 792];
const SIDE = 50;
const TOP = 46;
const BOTTOM = 46;
const WIDTH = PAGE[0] - 2 * SIDE;
const BODY_SIZES = [11, 10.5, 10, 9.5, 9] as const;
const INK = rgb(0.08, 0.08, 0.08);
const MUTED = rgb(0.3, 0.3, 0.3);

export interface ResumeOwner {
  fullName: string;
  /** "Chicago, IL · (312) 555-0107 · name@example.org" */
  contact: string;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

type Op =
  | { kind: 'text'; text: string; x: number; y: number; size: number; bold: boolean; muted?: boolean }
  | { kind: 'rule'; y: number };

/**
 * The standard PDF fonts draw WinAnsi only: keep each character the font has, fall back to the letter
 * without its accent ("Nguyễn" → "Nguyen"), leave emoji out and draw anything else as "?", so no name
 * can fail the PDF.
 */
function printableFor(font: PDFFont) {
  const known = new Set(font.getCharacterSet());
  return (text: string) =>
    [...text.replace(/[\t\r\n]+/g, ' ')]
      .map((c) => {
        if (known.has(c.codePointAt(0)!)) return c;
        // Emoji (and their joiners) have no place on a resume: left out rather than drawn as "?".
        if (/\p{Extended_Pictographic}/u.test(c) || c === '\u200d' || c === '\ufe0f') return '';
        const plain = c.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
        return [...plain].every((p) => known.has(p.codePointAt(0)!)) && plain ? plain : '?';
      })
      .join('')
      .replace(/ {2,}/g, ' ');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    // A single word wider than the line is cut where it must be.
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Where every piece of text goes at one body size, and how tall the whole is. */
function plan(owner: ResumeOwner, doc: ResumeDocument, size: number, fonts: Fonts) {
  const ops: Op[] = [];
  const clean = printableFor(fonts.regular);
  const lead = size * 1.32;
  let y = 0;
  const text = (value: string, x: number, s: number, bold: boolean, muted = false) =>
    ops.push({ kind: 'text', text: value, x, y: y + s, size: s, bold, muted });
  const paragraph = (value: string, x = 0, bold = false) => {
    const font = bold ? fonts.bold : fonts.regular;
    for (const line of wrap(clean(value), font, size, WIDTH - x)) {
      text(line, x, size, bold);
      y += lead;
    }
  };
  const bullet = (value: string) => {
    const lines = wrap(clean(value), fonts.regular, size, WIDTH - 12);
    lines.forEach((line, i) => {
      if (i === 0) text('•', 2, size, false);
      text(line, 12, size, false);
      y += lead;
    });
  };
  /** A bold left part and a muted right part (dates) on one line when both fit. */
  const titleLine = (left: string, right: string) => {
    const l = clean(left);
    const r = clean(right);
    const rightWidth = r ? fonts.regular.widthOfTextAtSize(r, size) : 0;
    if (r && fonts.bold.widthOfTextAtSize(l, size) + rightWidth + 12 <= WIDTH) {
      text(l, 0, size, true);
      text(r, WIDTH - rightWidth, size, false, true);
      y += lead;
      return;
    }
    paragraph(l, 0, true);
    if (r) {
      text(r, 0, size, false, true);
      y += lead;
    }
  };
  const heading = (value: string) => {
    y += size * 0.7;
    const s = size + 1;
    text(clean(value.toUpperCase()), 0, s, true);
    y += s + 4;
    ops.push({ kind: 'rule', y });
    y += 5;
  };

  // The name and how to reach them.
  for (const line of wrap(clean(owner.fullName), fonts.bold, 22, WIDTH)) {
    text(line, 0, 22, true);
    y += 26;
  }
  for (const line of wrap(clean(owner.contact), fonts.regular, 10, WIDTH)) {
    text(line, 0, 10, false, true);
    y += 13;
  }
  y += 3;
  for (const line of wrap(clean(doc.headline), fonts.bold, size + 2, WIDTH)) {
    text(line, 0, size + 2, true);
    y += (size + 2) * 1.3;
  }
  if (doc.summary) {
    y += 2;
    paragraph(doc.summary);
  }

  heading(t('resume.sheetLicence'));
  paragraph(LICENCE_LINE[doc.licenceClass], 0, true);
  for (const line of doc.licence) bullet(line);

  if (doc.experience.length) {
    heading(t('resume.sheetExperience'));
    doc.experience.forEach((job, i) => {
      if (i > 0) y += size * 0.45;
      titleLine(`${job.title}, ${job.employer}${job.place ? `, ${job.place}` : ''}`, job.dates);
      for (const b of job.bullets) bullet(b);
    });
  }

  if (doc.education.length) {
    heading(t('resume.sheetEducation'));
    doc.education.forEach((school, i) => {
      if (i > 0) y += size * 0.45;
      titleLine(school.name, school.years);
      if (school.detail) paragraph(school.detail);
    });
  }

  if (doc.skills.length) {
    heading(t('resume.sheetSkills'));
    paragraph(doc.skills.join('  ·  '));
  }
  return { ops, height: y };
}

const USABLE = PAGE[1] - TOP - BOTTOM;

type Trim = (doc: ResumeDocument) => { doc: ResumeDocument; leftOut: string } | null;

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

/** What goes, in order, when the smallest text still does not fit: least useful to a recruiter first. */
const TRIMS: Trim[] = [
  ...[4, 3, 2].map((keep): Trim => (doc) => {
    // The oldest job with more than `keep` lines gives up its last ones.
    const i = doc.experience.findLastIndex((j) => j.bullets.length > keep);
    if (i < 0) return null;
    const job = doc.experience[i]!;
    const experience = doc.experience.with(i, { ...job, bullets: job.bullets.slice(0, keep) });
    return { doc: { ...doc, experience }, leftOut: t('resume.fitLeftOut.lines', { job: job.title }) };
  }),
  (doc) =>
    doc.skills.length > 8
      ? {
          doc: { ...doc, skills: doc.skills.slice(0, 8) },
          leftOut: t('resume.fitLeftOut.skills', { n: doc.skills.length - 8 }),
        }
      : null,
  (doc) =>
    doc.education.length > 2
      ? {
          doc: { ...doc, education: doc.education.slice(0, -1) },
          leftOut: t('resume.fitLeftOut.school', { school: doc.education.at(-1)!.name }),
        }
      : null,
  (doc) =>
    doc.experience.length > 3
      ? {
          doc: { ...doc, experience: doc.experience.slice(0, -1) },
          leftOut: t('resume.fitLeftOut.job', { job: doc.experience.at(-1)!.title }),
        }
      : null,
  (doc) =>
    sentences(doc.summary).length > 2
      ? {
          doc: { ...doc, summary: sentences(doc.summary).slice(0, 2).join(' ') },
          leftOut: t('resume.fitLeftOut.summary'),
        }
      : null,
  (doc) => {
    const i = doc.experience.findLastIndex((j) => j.bullets.length > 1);
    if (i < 0) return null;
    const job = doc.experience[i]!;
    const experience = doc.experience.with(i, { ...job, bullets: job.bullets.slice(0, 1) });
    return { doc: { ...doc, experience }, leftOut: t('resume.fitLeftOut.lines', { job: job.title }) };
  },
  (doc) =>
    doc.licence.length > 2
      ? {
          doc: { ...doc, licence: doc.licence.slice(0, -1) },
          leftOut: t('resume.fitLeftOut.licence', { line: doc.licence.at(-1)! }),
        }
      : null,
  (doc) =>
    doc.experience.length > 2
      ? {
          doc: { ...doc, experience: doc.experience.slice(0, -1) },
          leftOut: t('resume.fitLeftOut.job', { job: doc.experience.at(-1)!.title }),
        }
      : null,
];

/**
 * Makes the resume fit one page: the largest body size from 11 to 9 points at which it fits; below that,
 * lines are left out in the order of TRIMS (each named for the student). As a last resort what runs past
 * the page is cut, and said.
 */
function fit(owner: ResumeOwner, doc: ResumeDocument, fonts: Fonts) {
  for (const size of BODY_SIZES) {
    const p = plan(owner, doc, size, fonts);
    if (p.height <= USABLE) {
      return { ops: p.ops, fit: { fontSize: size, shrunk: size < BODY_SIZES[0], leftOut: [] } };
    }
  }
  const size = BODY_SIZES.at(-1)!;
  const leftOut: string[] = [];
  let current = doc;
  for (const trim of TRIMS) {
    for (let step = trim(current); step; step = trim(current)) {
      current = step.doc;
      if (!leftOut.includes(step.leftOut)) leftOut.push(step.leftOut);
      const p = plan(owner, current, size, fonts);
      if (p.height <= USABLE) return { ops: p.ops, fit: { fontSize: size, shrunk: true, leftOut } };
    }
  }
  const p = plan(owner, current, size, fonts);
  leftOut.push(t('resume.fitLeftOut.end'));
  return {
    ops: p.ops.filter((op) => op.y <= USABLE),
    fit: { fontSize: size, shrunk: true, leftOut },
  };
}

async function fontsOf(pdf: PDFDocument): Promise<Fonts> {
  return {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
}

/** How the resume fits on one page, without drawing it (for the editor). */
export async function measureResume(owner: ResumeOwner, doc: ResumeDocument): Promise<ResumeFit> {
  const pdf = await PDFDocument.create();
  return fit(owner, doc, await fontsOf(pdf)).fit;
}

/**
 * The resume as a one-page PDF. The same resume and date give the same bytes (fixed metadata, no random
 * parts), so an unchanged resume is recognised by its hash.
 */
export async function renderResumePdf(
  owner: ResumeOwner,
  doc: ResumeDocument,
  date: Date,
): Promise<{ bytes: Uint8Array; fit: ResumeFit }> {
  const pdf = await PDFDocument.create();
  const fonts = await fontsOf(pdf);
  const clean = printableFor(fonts.regular);
  pdf.setTitle(clean(`${owner.fullName}, resume`));
  pdf.setAuthor(clean(owner.fullName));
  pdf.setSubject(clean(doc.headline));
  pdf.setCreator('Student portal resume builder');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  const page = pdf.addPage(PAGE);
  const laid = fit(owner, doc, fonts);
  for (const op of laid.ops) {
    const y = PAGE[1] - TOP - op.y;
    if (op.kind === 'rule') {
      page.drawLine({
        start: { x: SIDE, y },
        end: { x: PAGE[0] - SIDE, y },
        thickness: 0.6,
        color: MUTED,
      });
    } else {
      page.drawText(op.text, {
        x: SIDE + op.x,
        y,
        size: op.size,
        font: op.bold ? fonts.bold : fonts.regular,
        color: op.muted ? MUTED : INK,
      });
    }
  }
  return { bytes: await pdf.save({ useObjectStreams: false }), fit: laid.fit };
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { classNotes } from '@shared/contracts/learning';
import { classPdfNames } from '@shared/domain/learning';
import { readClassNotes } from '@server/features/learning/class-notes';

const notes = readClassNotes();
const texts = (name: (typeof classPdfNames)[number]) => {
  const n = notes.get(name)!;
  return [
    n.title,
    n.byline,
    n.lead ?? '',
    n.source,
    ...n.sections.flatMap((s) => [s.heading, s.text ?? '', ...(s.points ?? []), s.image?.alt ?? '']),
  ];
};

describe('class notes content', () => {
  it('has notes for every class PDF, each a valid document with sections', () => {
    expect([...notes.keys()].sort()).toEqual([...classPdfNames].sort());
    for (const n of notes.values()) expect(n.sections.length).toBeGreaterThan(1);
  });

  it('is plain text: no markup for a renderer to trust', () => {
    for (const name of classPdfNames)
      for (const text of texts(name)) expect(text, name).not.toMatch(/<\/?[a-z!]|&[a-z#0-9]+;/i);
  });

  it('gives every image a description and a file the portal serves', () => {
    const images = [...notes.values()].flatMap((n) => n.sections.flatMap((s) => (s.image ? [s.image] : [])));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.alt.length).toBeGreaterThan(40);
      expect(() => readFileSync(join('src/client/public', image.src))).not.toThrow();
    }
  });

  it('refuses an image from elsewhere, unknown fields and an empty alt', () => {
    const base = { title: 'T', byline: 'B', source: 'S' };
    const section = { heading: 'H', image: { src: '/learning/notes/a.svg', alt: 'x', width: 1, height: 1 } };
    expect(classNotes.safeParse({ ...base, sections: [section] }).success).toBe(true);
    const bad = [
      { ...section, image: { ...section.image, src: 'https://example.org/a.svg' } },
      { ...section, image: { ...section.image, src: 'javascript:alert(1)' } },
      { ...section, image: { ...section.image, alt: '' } },
      { ...section, html: '<b>x</b>' },
    ];
    for (const s of bad) expect(classNotes.safeParse({ ...base, sections: [s] }).success).toBe(false);
  });

  it('is what the PDF download was made from (its title and byline)', async () => {
    for (const name of classPdfNames) {
      const pdf = await PDFDocument.load(readFileSync(join('content/learning/pdfs', `${name}.pdf`)));
      expect(pdf.getTitle(), name).toBe(notes.get(name)!.title);
      expect(pdf.getSubject(), name).toBe(notes.get(name)!.byline);
    }
  });
});

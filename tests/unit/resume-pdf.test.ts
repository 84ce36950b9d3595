import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { resumeDocument, type ResumeDocument } from '@shared/contracts/careers';
import { measureResume, renderResumePdf } from '@server/features/careers/resume-pdf';
import { extractPdfText } from '@server/pdf/pdf-text';

const owner = { fullName: 'Thị Nguyễn 🚚', contact: 'Chicago, IL · (312) 555-0107 · thi@example.org' };
const base: ResumeDocument = resumeDocument.parse({
  licenceClass: 'CDL-A',
  headline: 'CDL-A Truck Driver',
  summary: 'Safe new driver.',
  experience: [{ title: 'Cook', employer: 'Café Ñandú', dates: '2020 – 2021', bullets: ['Cooked'] }],
});
const textOf = async (bytes: Uint8Array) => (await extractPdfText(bytes)).lines.map((l) => l.text).join('\n');

describe('the resume PDF', () => {
  it('draws any name: accents kept where the font has them, dropped where not, emoji left out', async () => {
    const { bytes, fit } = await renderResumePdf(owner, base, new Date(0));
    const text = await textOf(bytes);
    expect(text).toContain('Thi Nguyen');
    expect(text).not.toContain('?');
    expect(text).toContain('Café Ñandú');
    expect(text).toContain("Class A Commercial Driver's License (CDL-A)");
    expect(fit).toEqual({ fontSize: 11, shrunk: false, leftOut: [] });
  });

  it('is the same bytes for the same resume and date', async () => {
    const a = await renderResumePdf(owner, base, new Date(0));
    const b = await renderResumePdf(owner, base, new Date(0));
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
  });

  it('shrinks, then leaves out the least useful lines first, and always stays one page', async () => {
    const long =
      'Loaded and unloaded trucks safely and on time, every shift, in all kinds of weather and traffic, and kept the loading dock clean';
    const job = (i: number, bullets: number, line = long) => ({
      title: `Job ${i}`,
      employer: 'Acme Foods',
      place: 'Chicago, IL',
      dates: `${2010 + i} – ${2011 + i}`,
      bullets: Array(bullets).fill(line),
    });
    const medium = { ...base, experience: [6, 5, 4, 3, 2, 1].map((i) => job(i, 3)) };
    expect(await measureResume(owner, medium)).toEqual({ fontSize: 9.5, shrunk: true, leftOut: [] });

    const crowded = {
      ...base,
      summary: 'Hard-working new driver. Ready to learn. Safe on the road. On time every day.',
      experience: [6, 5, 4, 3, 2, 1].map((i) => job(i, 5, `${long}, ${long}`.slice(0, 200))),
      skills: Array.from({ length: 15 }, (_, i) => `Skill number ${i + 1}`),
    };
    const { bytes, fit } = await renderResumePdf(owner, crowded, new Date(0));
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    expect(fit.fontSize).toBe(9);
    // The oldest job loses lines first.
    expect(fit.leftOut[0]).toBe('Some lines about Job 1');
    const text = await textOf(bytes);
    expect(text).toContain('Job 6');
    expect(text).toContain('Thi Nguyen');
  });
});

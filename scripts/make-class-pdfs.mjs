// Makes the class PDFs (content/learning/pdfs/*.pdf) with pdf-lib from the class notes in
// content/learning/notes: written for the program, nothing downloaded. Run after editing the notes:
//   node scripts/make-class-pdfs.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const out = 'content/learning/pdfs';
const green = rgb(0.04, 0.42, 0.23);
const ink = rgb(0.1, 0.1, 0.1);

/** Each document is the class's notes (content/learning/notes/<name>.json), the same text the notes page shows. */
const notesDir = 'content/learning/notes';
const documents = Object.fromEntries(
  readdirSync(notesDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(`${notesDir}/${f}`, 'utf8'))]),
);

function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function drawTruck(page, font, x, y) {
  const label = (text, lx, ly) => page.drawText(text, { x: lx, y: ly, size: 9, font, color: ink });
  page.drawRectangle({
    x: x,
    y: y + 20,
    width: 90,
    height: 60,
    color: rgb(0.8, 0.85, 0.9),
    borderColor: ink,
    borderWidth: 1,
  });
  page.drawRectangle({
    x: x + 100,
    y: y + 20,
    width: 330,
    height: 90,
    color: rgb(0.92, 0.92, 0.92),
    borderColor: ink,
    borderWidth: 1,
  });
  for (const cx of [x + 25, x + 75, x + 95, x + 360, x + 395])
    page.drawCircle({ x: cx, y: y + 15, size: 14, color: ink });
  page.drawRectangle({ x: x + 82, y: y + 28, width: 26, height: 6, color: green });
  label('Steer axle', x + 5, y - 12);
  label('Drive axles', x + 70, y - 12);
  label('Fifth wheel', x + 70, y + 40);
  label('Landing gear', x + 150, y + 2);
  page.drawRectangle({ x: x + 170, y: y + 10, width: 4, height: 12, color: ink });
  label('Trailer tandems', x + 345, y - 12);
}

for (const [name, doc] of Object.entries(documents)) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setAuthor('Freeway Student Portal');
  pdf.setSubject(doc.byline);
  pdf.setLanguage('en-US');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const slides = doc.layout === 'slides';
  const [pw, ph] = slides ? [792, 612] : [612, 792];
  const margin = 56;
  let page;
  let y = 0;
  const newPage = () => {
    page = pdf.addPage([pw, ph]);
    y = ph - margin;
  };
  const text = (s, font, size, color = ink, indent = 0) => {
    for (const line of wrap(s, font, size, pw - 2 * margin - indent)) {
      if (y < margin + size) newPage();
      page.drawText(line, { x: margin + indent, y: y - size, size, font, color });
      y -= size * 1.45;
    }
  };
  newPage();
  text(doc.title, bold, slides ? 34 : 24, green);
  text(doc.byline, regular, 13);
  if (doc.lead) {
    y -= 6;
    text(doc.lead, regular, slides ? 18 : 12);
  }
  y -= 12;
  for (const section of doc.sections) {
    const size = slides ? 20 : 12;
    if (slides) newPage();
    else y -= 8;
    text(section.heading, bold, slides ? 30 : 16, green);
    if (slides) y -= 10;
    if (section.text) text(section.text, regular, size);
    if (section.image) {
      // The page shows the SVG; the PDF draws the same truck.
      if (y < margin + 200) newPage();
      drawTruck(page, regular, margin + 10, y - 150);
      y -= 185;
    }
    for (const p of section.points ?? []) text(`- ${p}`, regular, size, ink, 10);
  }
  y -= 12;
  text(doc.source, regular, 9);
  const bytes = await pdf.save();
  writeFileSync(`${out}/${name}.pdf`, bytes);
  console.log(`${name}.pdf: ${bytes.length} bytes, ${pdf.getPageCount()} pages`);
}

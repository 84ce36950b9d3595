import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { t } from '@shared/i18n.js';
import type { AgreementText } from './agreement-text.js';

const PAGE: [number, number] = [612, 792];
const MARGIN = 56;
const WIDTH = PAGE[0] - 2 * MARGIN;

/** The standard fonts speak WinAnsi only: keep what they can draw, so an unusual character never fails a signing. */
const printable = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export interface Evidence {
  agreementId: string;
  signer: string;
  /** The e-mail and phone on file, where the signing link went: the contact the portal verified. */
  email: string;
  phone?: string;
  signedAt: string;
  ip: string;
  userAgent: string;
  method: 'drawn' | 'typed';
}

/**
 * The agreement as a PDF: its text, and once signed the signature (the drawn image, or the typed name) and a
 * certificate page with who signed, when, from where and the SHA-256 of the text they read. Unsigned, it is
 * the document a signing provider hosts; the provider adds its own signature page.
 */
export async function buildAgreementPdf(
  text: AgreementText,
  signed: { evidence: Evidence; signaturePng: Uint8Array | null } | null,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(text.title);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  let page: PDFPage = pdf.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const write = (line: string, font: PDFFont, size: number, gap = 4) => {
    if (y - size < MARGIN) {
      page = pdf.addPage(PAGE);
      y = PAGE[1] - MARGIN;
    }
    page.drawText(line, { x: MARGIN, y: y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
    y -= size + gap;
  };
  for (const line of wrap(text.title, bold, 18, WIDTH)) write(line, bold, 18, 8);
  write(`Version ${text.version}`, regular, 10, 14);
  for (const paragraph of text.paragraphs) {
    for (const line of wrap(paragraph, regular, 11, WIDTH)) write(line, regular, 11, 3);
    y -= 8;
  }
  if (!signed) return pdf.save();

  const { evidence, signaturePng } = signed;
  pdf.setSubject(`Signed by ${printable(evidence.signer)}`);
  pdf.setCreationDate(new Date(evidence.signedAt));
  const script = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  if (y < MARGIN + 140) {
    page = pdf.addPage(PAGE);
    y = PAGE[1] - MARGIN;
  }
  y -= 10;
  if (signaturePng) {
    const image = await pdf.embedPng(signaturePng);
    const scale = Math.min(240 / image.width, 80 / image.height, 1);
    page.drawImage(image, {
      x: MARGIN,
      y: y - image.height * scale,
      width: image.width * scale,
      height: image.height * scale,
    });
    y -= image.height * scale + 6;
  } else {
    write(evidence.signer, script, 26, 6);
  }
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: MARGIN + 260, y },
    thickness: 1,
    color: rgb(0.3, 0.3, 0.3),
  });
  y -= 16;
  write(`${printable(evidence.signer)} - ${evidence.signedAt}`, regular, 10);

  const cert = pdf.addPage(PAGE);
  let cy = PAGE[1] - MARGIN;
  cert.drawText(t('agreement.certificateTitle'), { x: MARGIN, y: cy - 18, size: 18, font: bold });
  cy -= 44;
  const rows: [string, string][] = [
    [t('agreement.certificate.agreement'), `${text.title} (${text.version}) - ${evidence.agreementId}`],
    [t('agreement.certificate.signer'), evidence.signer],
    [t('agreement.certificate.email'), evidence.email],
    ...(evidence.phone ? [[t('agreement.certificate.phone'), evidence.phone] as [string, string]] : []),
    [t('agreement.certificate.signedAt'), evidence.signedAt],
    [t('agreement.certificate.ip'), evidence.ip],
    [t('agreement.certificate.userAgent'), evidence.userAgent],
    [t('agreement.certificate.method'), t(`agreement.certificate.${evidence.method}`)],
    [t('agreement.certificate.documentHash'), text.sha256],
  ];
  for (const [label, value] of rows) {
    cert.drawText(label, { x: MARGIN, y: cy - 11, size: 11, font: bold });
    for (const line of wrap(value, regular, 10, WIDTH - 130)) {
      cert.drawText(line, { x: MARGIN + 130, y: cy - 11, size: 10, font: regular });
      cy -= 14;
    }
    cy -= 8;
  }
  return pdf.save();
}

import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/**
 * A small PDF laid out like LinkedIn's "Save to PDF" profile: a grey side column (Contact, Top Skills,
 * Certifications) and a main column (name, headline, place, Summary, Experience, Education).
 */
export async function linkedInLikePdf(
  opts: { name?: string; kitchenAtPrison?: boolean } = {},
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawRectangle({ x: 0, y: 0, width: 190, height: 792, color: rgb(0.93, 0.95, 0.97) });
  let y = 750;
  const side = (text: string, size = 10, font = regular) => {
    page.drawText(text, { x: 24, y, size, font });
    y -= size + 8;
  };
  side('Contact', 13, bold);
  side('jordan.rivers@example.org');
  side('www.linkedin.com/in/jordanrivers');
  y -= 10;
  side('Top Skills', 13, bold);
  side('Forklift Operation');
  side('Inventory Management');
  side('Customer Service');
  y -= 10;
  side('Certifications', 13, bold);
  side('OSHA 10');

  y = 750;
  const main = (text: string, size = 10.5, font = regular) => {
    page.drawText(text, { x: 220, y, size, font });
    y -= size + 7;
  };
  main(opts.name ?? 'Jordan Rivers', 26, bold);
  main('Warehouse lead looking for a driving job', 12);
  main('Chicago, Illinois, United States', 10);
  y -= 8;
  main('Summary', 15, bold);
  main('Reliable worker who shows up every day.');
  y -= 8;
  main('Experience', 15, bold);
  main('Acme Foods', 12, bold);
  main('3 years 2 months', 10);
  main('Shift Lead', 11, bold);
  main('January 2023 - Present (1 year 11 months)', 10);
  main('Chicago, Illinois', 10);
  main('Led a team of six on the night shift. Loaded trucks for delivery.');
  main('Warehouse Associate', 11, bold);
  main('October 2021 - December 2022 (1 year 3 months)', 10);
  main('Picked and packed orders.');
  if (opts.kitchenAtPrison) {
    main('State correctional facility', 12, bold);
    main('Kitchen lead', 11, bold);
    main('2018 - 2021 (3 years)', 10);
  }
  y -= 8;
  main('Education', 15, bold);
  main('Lincoln High School', 12, bold);
  main('High School Diploma · (2010 - 2014)', 10);
  page.drawText('Page 1 of 1', { x: 280, y: 30, size: 9, font: regular });
  return pdf.save();
}

// Makes the class PDFs (content/learning/pdfs/*.pdf) with pdf-lib from the text below: written for the
// program, nothing downloaded. Run after editing the text:  node scripts/make-class-pdfs.mjs
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const out = 'content/learning/pdfs';
const green = rgb(0.04, 0.42, 0.23);
const ink = rgb(0.1, 0.1, 0.1);

/** Each document: a title, a byline, then sections of a heading and bullet points. */
const documents = {
  non_driving_activities: {
    title: 'Non-Driving Activities',
    byline: 'Permit Training class notes',
    sections: [
      [
        'Hours of service',
        [
          'Drive at most 11 hours after 10 hours in a row off duty.',
          'Do not drive after the 14th hour since you came on duty.',
          'Take a 30-minute break after 8 hours of driving.',
          'Stop driving after 60 hours in 7 days or 70 hours in 8 days.',
        ],
      ],
      [
        'Records of duty status',
        [
          'Most drivers log their time with an electronic logging device (ELD).',
          'Keep your log current to the last change of duty status.',
          'False logs can put you out of service and cost you your job.',
        ],
      ],
      [
        'Inspections and reports',
        [
          'Do a pre-trip inspection before every trip and check the last inspection report.',
          'Check cargo and its securement within the first 50 miles, then every 3 hours or 150 miles.',
          'Write a post-trip vehicle inspection report (DVIR) when you find defects.',
        ],
      ],
      [
        'Cargo securement',
        [
          'Cargo must be tied down so it cannot shift, fall or blow off.',
          'Use at least one tiedown for each 10 feet of cargo, and at least two for any load.',
          'The working load limit of all tiedowns must be at least half the weight of the cargo.',
        ],
      ],
      [
        'After a crash',
        [
          'Stop, protect the scene, and put out warning triangles within 10 minutes.',
          'Place triangles 10, 100 and 200 feet behind on a two-way road.',
          'Call for help, help the injured only as trained, and report to your company.',
        ],
      ],
    ],
  },
  texas_special_requirements: {
    title: 'Texas Special Requirements',
    byline: 'Permit Training class notes for Texas students',
    sections: [
      [
        'Your Texas CDL',
        [
          'Texas DPS issues CDLs. Intrastate CDLs start at age 18; interstate at 21.',
          'Restriction K means intrastate only.',
          'Change your address with DPS within 30 days of moving.',
          'Hold your CLP at least 14 days before the skills test.',
        ],
      ],
      [
        'Size and weight without a permit',
        [
          'Gross weight 80,000 pounds; single axle 20,000; tandem axle 34,000.',
          'Width 8 feet 6 inches (102 inches); height 14 feet.',
        ],
      ],
      [
        'Rules of the road',
        [
          'Signal at least 100 feet before turning or changing lanes.',
          'Headlights from half an hour after sunset to half an hour before sunrise, and when you cannot see 1,000 feet.',
          'Move over, or slow to 20 mph below the limit, for stopped emergency, tow and TxDOT vehicles with lights on.',
          'Stop for a school bus with red lights flashing, unless it is across a divided highway.',
          'Buses and placarded hazmat vehicles stop 15 to 50 feet before railroad tracks.',
        ],
      ],
      [
        'Alcohol, drugs and phones',
        [
          'The CMV alcohol limit is 0.04. Any detectable alcohol: out of service for 24 hours.',
          'Refusing a breath or blood test: CDL disqualified for at least 1 year.',
          'No texting while driving anywhere in Texas; no hand-held phone in a CMV.',
        ],
      ],
    ],
  },
  trucking_trivia: {
    title: 'Trucking Trivia Study Sheet',
    byline: 'Bring this to your 1-hour study session',
    sections: [
      [
        'Numbers to know',
        [
          'Pass mark for every class test: 80 percent.',
          'Low air warning: on at or before 60 psi. Governor cut-out: about 125 psi.',
          'Steer tire tread: 4/32 inch. Other tires: 2/32 inch.',
          'Following distance: 1 second per 10 feet of vehicle length under 40 mph, plus 1 second over 40.',
        ],
      ],
      [
        'Words to know',
        [
          'GVWR: the most a single vehicle may weigh, loaded.',
          'GCWR: the most a combination (truck and trailer) may weigh, loaded.',
          'Off-tracking: rear wheels follow a shorter path than the front wheels in a turn.',
          'Jackknife: the trailer pushes the tractor into a spin.',
        ],
      ],
    ],
  },
  pretrip_slides: {
    title: 'Pre-Trip Inspection Slides',
    byline: 'Trucking School pre-trip study',
    slides: true,
    sections: [
      ['1. Approach the vehicle', ['Does it lean? Fresh leaks under it? Damage? Hazards around it?']],
      [
        '2. Engine compartment',
        [
          'Parking brakes on. Check oil, coolant, power steering fluid.',
          'Belts snug, hoses not cracked or leaking.',
        ],
      ],
      [
        '3. Cab check and engine start',
        [
          'Gauges rise to normal. Horn, wipers, lights and mirrors work.',
          'Emergency kit: extinguisher, fuses, three triangles.',
        ],
      ],
      [
        '4. Air brake check',
        [
          'Leak test: lose under 3 psi in a minute (combination).',
          'Warning on by 60 psi. Spring brakes pop out at 20 to 45 psi.',
        ],
      ],
      [
        '5. Outside walk-around',
        [
          'Tires, wheels and rims, suspension, brakes, lights and reflectors.',
          'Coupling: no gap, jaws locked, lines connected and supported.',
        ],
      ],
      [
        '6. Say it out loud',
        ['Name each part and what you check: mounted securely, not bent, cracked or broken, no leaks.'],
      ],
    ],
  },
  pretrip_parts: {
    title: 'Parts of the Truck',
    byline: 'Trucking School pre-trip study',
    drawing: true,
    sections: [
      [
        'Tractor',
        [
          'Steer axle: the front axle that turns the truck.',
          'Drive axles: the rear tractor axles that the engine turns.',
          'Fifth wheel: the plate that couples the trailer kingpin.',
          'Glad hands: the couplers of the service (blue) and emergency (red) air lines.',
        ],
      ],
      [
        'Trailer',
        [
          'Kingpin and apron: the trailer side of the coupling.',
          'Landing gear: legs that hold up the front of an uncoupled trailer.',
          'Tandem axles: the trailer axles, often able to slide.',
          'Mud flaps, lights and reflectors: checked on every walk-around.',
        ],
      ],
      [
        'Brakes',
        [
          'Brake chamber, pushrod and slack adjuster move the brake shoes.',
          'Brake drums and linings: no cracks, no oil, not worn too thin.',
        ],
      ],
    ],
  },
};

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
  const [pw, ph] = doc.slides ? [792, 612] : [612, 792];
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
  text(doc.title, bold, doc.slides ? 34 : 24, green);
  text(doc.byline, regular, 13);
  y -= 12;
  if (doc.drawing) {
    drawTruck(page, regular, margin + 10, y - 150);
    y -= 185;
  }
  for (const [heading, points] of doc.sections) {
    if (doc.slides) {
      newPage();
      text(heading, bold, 30, green);
      y -= 10;
      for (const p of points) text(`- ${p}`, regular, 22, ink, 10);
      continue;
    }
    y -= 8;
    text(heading, bold, 16, green);
    for (const p of points) text(`- ${p}`, regular, 12, ink, 10);
  }
  const bytes = await pdf.save();
  writeFileSync(`${out}/${name}.pdf`, bytes);
  console.log(`${name}.pdf: ${bytes.length} bytes, ${pdf.getPageCount()} pages`);
}

import { describe, expect, it } from 'vitest';
import { resumeFacts } from '@shared/contracts/careers';
import { checkChosenFile, MAX_PDF_BYTES } from '@shared/domain/documents';
import {
  bulletsFrom,
  dateRange,
  looksIncarcerated,
  monthsWorked,
  neutralPhrasing,
  parseLinkedInText,
  parseMonthYear,
  writeResumeLocally,
} from '@shared/domain/resume';

/** The lines of a LinkedIn "Save to PDF" profile, side column first, as the server's reader gives them. */
const LINKEDIN = [
  { text: 'Contact', size: 13 },
  { text: 'jordan.rivers@example.org', size: 10 },
  { text: '(312) 555-0142 (Mobile)', size: 10 },
  { text: 'www.linkedin.com/in/jordanrivers', size: 10 },
  { text: 'Top Skills', size: 13 },
  { text: 'Forklift Operation', size: 10 },
  { text: 'Inventory Management', size: 10 },
  { text: 'Customer Service', size: 10 },
  { text: 'Certifications', size: 13 },
  { text: 'OSHA 10', size: 10 },
  { text: 'Commercial Driver License Class A', size: 10 },
  { text: 'Jordan Rivers', size: 26 },
  { text: 'CDL-A Driver | Tanker endorsement', size: 12 },
  { text: 'Chicago, Illinois, United States', size: 10 },
  { text: 'Summary', size: 15 },
  { text: 'Reliable worker who just earned a CDL-A.', size: 10 },
  { text: 'Experience', size: 15 },
  { text: 'Acme Foods', size: 12 },
  { text: '3 years 2 months', size: 10 },
  { text: 'Shift Lead', size: 11 },
  { text: 'January 2023 - Present (1 year 11 months)', size: 10 },
  { text: 'Chicago, Illinois', size: 10 },
  { text: 'Led a team of six on the night shift. Loaded trucks for delivery.', size: 10 },
  { text: 'Warehouse Associate', size: 11 },
  { text: 'October 2021 - December 2022 (1 year 3 months)', size: 10 },
  { text: 'Page 1 of 2', size: 9 },
  { text: 'Picked and packed orders.', size: 10 },
  { text: 'Illinois Department of Corrections', size: 12 },
  { text: 'Kitchen Lead', size: 11 },
  { text: '2018 - 2021 (3 years)', size: 10 },
  { text: 'Education', size: 15 },
  { text: 'Lincoln High School', size: 12 },
  { text: 'High School Diploma · (2010 - 2014)', size: 10 },
  { text: 'Page 2 of 2', size: 9 },
];

describe('reading a LinkedIn profile PDF', () => {
  const facts = parseLinkedInText(LINKEDIN);

  it('finds the name, headline, place and contact', () => {
    expect(facts.fullName).toBe('Jordan Rivers');
    expect(facts.headline).toBe('CDL-A Driver | Tanker endorsement');
    expect(facts.place).toBe('Chicago, Illinois, United States');
    expect(facts.email).toBe('jordan.rivers@example.org');
    expect(facts.phone).toBe('(312) 555-0142');
    expect(facts.about).toBe('Reliable worker who just earned a CDL-A.');
  });

  it('reads each role with its company and dates, several roles at one company included', () => {
    expect(facts.jobs).toEqual([
      {
        title: 'Shift Lead',
        employer: 'Acme Foods',
        place: 'Chicago, Illinois',
        start: 'Jan 2023',
        end: 'Present',
        details: 'Led a team of six on the night shift. Loaded trucks for delivery.',
        incarcerated: false,
        keepWords: false,
      },
      {
        title: 'Warehouse Associate',
        employer: 'Acme Foods',
        place: '',
        start: 'Oct 2021',
        end: 'Dec 2022',
        details: 'Picked and packed orders.',
        incarcerated: false,
        keepWords: false,
      },
      {
        title: 'Kitchen Lead',
        employer: 'Illinois Department of Corrections',
        place: '',
        start: '2018',
        end: '2021',
        details: '',
        incarcerated: true,
        keepWords: false,
      },
    ]);
  });

  it('reads schools, skills, certificates and the licence', () => {
    expect(facts.schools).toEqual([
      { name: 'Lincoln High School', detail: 'High School Diploma', years: '2010 – 2014' },
    ]);
    expect(facts.skills).toEqual(['Forklift Operation', 'Inventory Management', 'Customer Service']);
    expect(facts.certifications).toEqual(['OSHA 10', 'Commercial Driver License Class A']);
    expect(facts.licenceClass).toBe('CDL-A');
    expect(facts.endorsements).toEqual(['Tankers (N)']);
  });

  it('gives nothing, not a crash, for text that is not a profile', () => {
    const none = parseLinkedInText([{ text: 'Hello world', size: 12 }]);
    expect(none.jobs).toEqual([]);
    expect(none.schools).toEqual([]);
  });
});

describe('dates', () => {
  it('reads the ways people write a month and year', () => {
    expect(parseMonthYear('March 2021')).toEqual({ year: 2021, month: 3 });
    expect(parseMonthYear('03/2021')).toEqual({ year: 2021, month: 3 });
    expect(parseMonthYear('ene 2021')).toEqual({ year: 2021, month: 1 });
    expect(parseMonthYear('diciembre de 2020')).toEqual({ year: 2020, month: 12 });
    expect(parseMonthYear('Agosto 2019')).toEqual({ year: 2019, month: 8 });
    expect(parseMonthYear('Smarch 2019')).toBeNull();
    expect(parseMonthYear('2021')).toEqual({ year: 2021, month: null });
    expect(parseMonthYear('13/2021')).toBeNull();
    expect(dateRange('march 2021', 'now')).toBe('Mar 2021 – Present');
    expect(dateRange('', '2020')).toBe('2020');
  });

  it('counts months worked', () => {
    expect(monthsWorked({ start: 'Jan 2020', end: 'Dec 2020' }, new Date())).toBe(12);
    expect(monthsWorked({ start: 'Jan 2020', end: '' }, new Date())).toBe(0);
  });
});

describe('work done while incarcerated', () => {
  const job = {
    title: 'Kitchen lead',
    employer: 'State correctional facility',
    place: '',
    start: '2019',
    end: '2022',
    details: 'Cooked for 400 inmates every day at the prison.',
    incarcerated: false,
  };

  it('is recognised from the employer, or from what the student says', () => {
    expect(looksIncarcerated(job)).toBe(true);
    expect(looksIncarcerated({ ...job, employer: 'Acme Foods' })).toBe(false);
    expect(looksIncarcerated({ ...job, employer: 'Acme Foods', incarcerated: true })).toBe(true);
  });

  it('is phrased under the government that ran the program, with the kind of work', () => {
    expect(neutralPhrasing(job, 'IL')).toEqual({
      title: 'Kitchen Lead',
      employer: 'State of Illinois, Food Service Program',
      details: 'Cooked for 400 people every day at the facility.',
    });
    expect(
      neutralPhrasing({ ...job, employer: 'Cook County Jail', title: 'Inmate porter' }, 'IL'),
    ).toMatchObject({
      title: 'Porter',
      employer: 'Cook County, Custodial Services Program',
    });
    expect(neutralPhrasing({ ...job, employer: 'FCI Oxford', title: 'Welder' }, 'WI').employer).toBe(
      'U.S. Federal Government, Facility Maintenance Program',
    );
    expect(neutralPhrasing({ ...job, title: 'Worker', details: '' }, null).employer).toBe('State Government');
  });
});

describe('the local resume writer', () => {
  const today = new Date('2026-11-26T12:00:00Z');
  const facts = resumeFacts.parse({
    licenceClass: 'CDL-A',
    endorsements: ['Tankers (N)', 'TWIC card'],
    school: 'Midwest Truck Driving School',
    graduated: '10/2026',
    jobs: [
      { title: 'Kitchen lead', employer: 'State correctional facility', start: '2018', end: '2021' },
      {
        title: 'warehouse associate',
        employer: 'Acme Foods',
        start: 'Jan 2022',
        end: 'Present',
        details: 'Loaded trucks. Counted stock',
      },
    ],
    skills: ['Forklift', 'Securing a load'],
  });
  const { resume, why } = writeResumeLocally({ facts, state: 'IL', today });

  it('puts the licence first and jobs newest first, phrased plainly', () => {
    expect(resume.licenceClass).toBe('CDL-A');
    expect(resume.headline).toBe('CDL-A Truck Driver');
    expect(resume.licence).toEqual([
      'Endorsements: Tankers (N)',
      'TWIC card (Transportation Worker Identification Credential)',
    ]);
    expect(resume.experience.map((e) => [e.title, e.employer, e.dates])).toEqual([
      ['Warehouse Associate', 'Acme Foods', 'Jan 2022 – Present'],
      ['Kitchen Lead', 'State of Illinois, Food Service Program', '2018 – 2021'],
    ]);
    expect(resume.experience[0]!.bullets).toEqual(['Loaded trucks', 'Counted stock']);
    expect(resume.experience[1]!.bullets[0]).toBe('Trained and guided new workers');
    expect(resume.summary).toMatch(/^Licensed CDL-A driver with tankers endorsement, trained at Midwest/);
    expect(resume.education[0]).toMatchObject({ name: 'Midwest Truck Driving School', years: 'Oct 2026' });
    expect(resume.skills).toContain('Forklift');
    expect(resume.skills.filter((s) => s === 'Securing a load')).toHaveLength(1);
  });

  it('explains its choices', () => {
    expect(why.join(' ')).toMatch(/CDL-A is at the top/);
    expect(why.join(' ')).toMatch(/while incarcerated/);
    expect(why.join(' ')).toMatch(/common tasks/);
  });

  it('keeps only the most recent jobs', () => {
    const many = resumeFacts.parse({
      jobs: Array.from({ length: 6 }, (_, i) => ({
        title: `Job ${i}`,
        employer: 'X',
        start: String(2010 + i),
        end: String(2011 + i),
      })),
    });
    const written = writeResumeLocally({ facts: many, state: null, today });
    expect(written.resume.experience.map((e) => e.title)).toEqual(['Job 5', 'Job 4', 'Job 3', 'Job 2']);
    expect(written.why.join(' ')).toMatch(/4 most recent/);
  });

  it('turns free words into lines', () => {
    expect(bulletsFrom('- drove forklift\n- counted stock. Helped customers!')).toEqual([
      'Drove forklift',
      'Counted stock',
      'Helped customers!',
    ]);
  });
});

describe('the student keeps their own words', () => {
  it('when they declined the plain phrasing, the writer lists the job as they wrote it', () => {
    const facts = resumeFacts.parse({
      jobs: [{ title: 'Kitchen lead', employer: 'State correctional facility', keepWords: true }],
    });
    const { resume, why } = writeResumeLocally({ facts, state: 'IL', today: new Date() });
    expect(resume.experience[0]!.employer).toBe('State correctional facility');
    expect(why.join(' ')).not.toMatch(/while incarcerated/);
  });
});

describe('choosing a LinkedIn PDF', () => {
  it('takes a PDF under the PDF cap for the linkedinPdf folder only', () => {
    expect(checkChosenFile({ type: 'application/pdf', size: 1000 }, 'linkedinPdf')).toBeNull();
    expect(checkChosenFile({ type: 'image/png', size: 1000 }, 'linkedinPdf')).toMatch(/application\/pdf/);
    expect(checkChosenFile({ type: 'application/pdf', size: MAX_PDF_BYTES + 1 }, 'linkedinPdf')).toMatch(
      /maximum allowed size of 5 MB/,
    );
    expect(checkChosenFile({ type: 'application/pdf', size: 1000 }, 'driversLicense')).toMatch(/image\/png/);
    expect(checkChosenFile({ type: 'application/pdf', size: 1000 })).toMatch(/image\/png/);
  });
});

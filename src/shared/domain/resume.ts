import type {
  LicenceClass,
  ResumeDocument,
  ResumeEntry,
  ResumeFacts,
  ResumeJob,
  ResumeSchool,
} from '../contracts/careers';
import { resumeEndorsements } from '../contracts/careers';
import { t } from '../i18n';
import { usStates } from './us-states';
import '../messages/resume.js';

/* ------------------------------------------------------------------ dates */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A Spanish reader may type "ene 2021" or "diciembre 2020"; the resume itself is written for US employers. */
const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

export interface MonthYear {
  year: number;
  /** 1–12, or null when only the year is known. */
  month: number | null;
}

/**
 * "Mar 2021", "March 2021", "marzo de 2021", "03/2021", "2021-03", "2021" → month and year; "Present" and
 * nonsense → null.
 */
export function parseMonthYear(text: string): MonthYear | null {
  const s = text.trim().toLowerCase();
  let m = /^([a-z]{3,10})\.?\s+(?:de\s+)?(\d{4})$/.exec(s);
  if (m) {
    const name = m[1]!;
    let month = MONTHS.findIndex((en) => name.startsWith(en.toLowerCase()));
    if (month < 0) month = MESES.findIndex((es) => name.startsWith(es));
    return month >= 0 ? { year: Number(m[2]), month: month + 1 } : null;
  }
  m = /^(\d{1,2})\s*\/\s*(\d{4})$/.exec(s);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= 12) return { year: Number(m[2]), month: Number(m[1]) };
  m = /^(\d{4})-(\d{1,2})$/.exec(s);
  if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12) return { year: Number(m[1]), month: Number(m[2]) };
  m = /^(\d{4})$/.exec(s);
  if (m) return { year: Number(m[1]), month: null };
  return null;
}

const isPresent = (text: string) => /^(present|now|current(ly)?|today)$/i.test(text.trim());

/** A date the way the resume prints it: "Mar 2021", "2021", "Present", or the student's own words. */
function formatMonthYear(text: string): string {
  if (isPresent(text)) return 'Present';
  const d = parseMonthYear(text);
  if (!d) return text.trim();
  return d.month ? `${MONTHS[d.month - 1]} ${d.year}` : String(d.year);
}

/** "Mar 2021 – Present"; either end may be missing. */
export function dateRange(start: string, end: string): string {
  const a = start.trim() ? formatMonthYear(start) : '';
  const b = end.trim() ? formatMonthYear(end) : '';
  if (a && b) return a === b ? a : `${a} – ${b}`;
  return a || b;
}

/** Sort key: later is bigger; "Present" (or no end) is the latest. */
function endKey(job: Pick<ResumeJob, 'start' | 'end'>): number {
  if (!job.end.trim() || isPresent(job.end)) {
    return job.start.trim() || job.end.trim() ? 1e7 : 0;
  }
  const d = parseMonthYear(job.end);
  return d ? d.year * 12 + (d.month ?? 12) : 0;
}

/** Months worked in a job, when both ends are known (today for "Present"). */
export function monthsWorked(job: Pick<ResumeJob, 'start' | 'end'>, today: Date): number {
  const a = parseMonthYear(job.start);
  if (!a) return 0;
  const b = isPresent(job.end)
    ? { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 }
    : parseMonthYear(job.end);
  if (!b) return 0;
  return Math.max(0, b.year * 12 + (b.month ?? 12) - (a.year * 12 + (a.month ?? 1)) + 1);
}

/* ---------------------------------------------------- LinkedIn's PDF layout */

export interface TextLine {
  text: string;
  /** Font size in points: the name is the largest text of a LinkedIn profile. */
  size?: number;
}

/** What a LinkedIn profile PDF says, as far as its layout tells. */
export interface LinkedInFacts {
  fullName: string;
  headline: string;
  place: string;
  email: string;
  phone: string;
  about: string;
  jobs: ResumeJob[];
  schools: ResumeSchool[];
  skills: string[];
  certifications: string[];
  licenceClass: LicenceClass | null;
  endorsements: ResumeFacts['endorsements'];
}

type Section =
  'contact' | 'skills' | 'certifications' | 'other' | 'summary' | 'experience' | 'education' | 'top';

const SECTIONS: Record<string, Exclude<Section, 'top'>> = {
  contact: 'contact',
  'top skills': 'skills',
  skills: 'skills',
  languages: 'other',
  certifications: 'certifications',
  'licenses & certifications': 'certifications',
  'licenses and certifications': 'certifications',
  'honors-awards': 'other',
  'honors & awards': 'other',
  publications: 'other',
  patents: 'other',
  volunteer: 'other',
  'volunteer experience': 'other',
  summary: 'summary',
  about: 'summary',
  experience: 'experience',
  education: 'education',
};

const MONTH_WORD = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DATE_WORD = `(?:${MONTH_WORD}\\s+\\d{4}|\\d{4}|present)`;
/** "March 2021 - Present (3 years 2 months)", "2019 - 2020", "Jan 2020 – Dec 2020 (1 year)". */
const DATE_LINE = new RegExp(`^(${DATE_WORD})\\s*[-–—]\\s*(${DATE_WORD})\\s*(\\(.*\\))?$`, 'i');
/** A company's total time above its roles: "2 years 3 months", "11 months". */
const DURATION_LINE =
  /^(\d+\s+(years?|yrs?)(\s+\d+\s+(months?|mos?))?|\d+\s+(months?|mos?)|less than a year)$/i;
const PAGE_LINE = /^page\s+\d+\s+of\s+\d+$/i;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const PHONE = /(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/;
/** "Chicago, Illinois", "Greater Chicago Area", "Chicago, Illinois, United States", "Remote". */
const PLACE_LINE =
  /^([A-Z][A-Za-z.' -]+,\s*[A-Z][A-Za-z .'-]+(,\s*[A-Za-z .'-]+)?|.*\b(Area|United States)|Remote)$/;

const sectionOf = (text: string): Section | null => {
  const key = text.trim().toLowerCase();
  return (SECTIONS[key] as Section | undefined) ?? null;
};

function licenceFrom(text: string): { licenceClass: LicenceClass | null; endorsements: string[] } {
  const endorsements: string[] = [];
  let licenceClass: LicenceClass | null = null;
  if (
    /\b(cdl[\s-]?a|class\s*a\b.*(cdl|commercial|licen[cs]e)|commercial driver'?s? licen[cs]e.*class a)/i.test(
      text,
    )
  )
    licenceClass = 'CDL-A';
  else if (/\b(cdl[\s-]?b|class\s*b\b.*(cdl|commercial))/i.test(text)) licenceClass = 'CDL-B';
  else if (/\b(clp|commercial learner'?s? permit)\b/i.test(text)) licenceClass = 'CLP';
  if (/\bhazmat\b|hazardous materials/i.test(text)) endorsements.push('Hazmat (H)');
  if (/\btanker/i.test(text)) endorsements.push('Tankers (N)');
  if (/doubles?\s*(\/|and|&)?\s*triples?/i.test(text)) endorsements.push('Doubles and triples (T)');
  if (/\btwic\b/i.test(text)) endorsements.push('TWIC card');
  return { licenceClass, endorsements };
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() : text);

/**
 * Reads the facts of a LinkedIn "Save to PDF" profile from its lines of text, in reading order (side column
 * first): the name (the largest text), headline and place under it; the Contact, Top Skills and
 * Certifications side sections; Summary; Experience (company, title, "Mon YYYY - Mon YYYY", place, what they
 * did; several roles at one company sit under the company and its total time); Education (school, then
 * "Degree, field · (YYYY - YYYY)"). Deterministic: the same lines give the same facts.
 */
export function parseLinkedInText(input: TextLine[]): LinkedInFacts {
  const lines = input
    .map((l) => ({ text: l.text.replace(/\s+/g, ' ').trim(), size: l.size ?? 0 }))
    .filter((l) => l.text && !PAGE_LINE.test(l.text));
  const facts: LinkedInFacts = {
    fullName: '',
    headline: '',
    place: '',
    email: '',
    phone: '',
    about: '',
    jobs: [],
    schools: [],
    skills: [],
    certifications: [],
    licenceClass: null,
    endorsements: [],
  };

  // The name: the largest text outside the section headings.
  const biggest = lines
    .filter((l) => !sectionOf(l.text) && !EMAIL.test(l.text))
    .reduce<{ text: string; size: number } | null>(
      (best, l) => (!best || l.size > best.size ? l : best),
      null,
    );
  const nameIndex = biggest && biggest.size > 0 ? lines.indexOf(biggest) : -1;

  const bySection = new Map<Section, string[]>();
  let section: Section = 'top';
  lines.forEach((l, i) => {
    const heading = sectionOf(l.text);
    if (i === nameIndex) {
      facts.fullName = clip(l.text, 80);
      section = 'top';
      return;
    }
    if (heading) {
      section = heading;
      return;
    }
    const list = bySection.get(section) ?? [];
    list.push(l.text);
    bySection.set(section, list);
  });

  const all = lines.map((l) => l.text).join('\n');
  facts.email = EMAIL.exec(all)?.[0] ?? '';
  const contact = (bySection.get('contact') ?? []).join(' ');
  facts.phone = PHONE.exec(contact)?.[0] ?? '';

  // Under the name: headline, then the place.
  const top = bySection.get('top') ?? [];
  if (nameIndex >= 0) {
    const after = lines.slice(nameIndex + 1).map((l) => l.text);
    const untilSection = after.slice(
      0,
      Math.max(
        0,
        after.findIndex((t) => sectionOf(t) !== null),
      ),
    );
    const head = untilSection.length ? untilSection : top;
    const place = head.find((t) => PLACE_LINE.test(t));
    facts.place = clip(place ?? '', 60);
    facts.headline = clip(head.filter((t) => t !== place).join(' '), 120);
  }

  facts.about = clip((bySection.get('summary') ?? []).join(' '), 600);
  facts.skills = dedupe(bySection.get('skills') ?? [])
    .map((s) => clip(s, 60))
    .slice(0, 15);
  facts.certifications = dedupe(bySection.get('certifications') ?? [])
    .map((s) => clip(s, 100))
    .slice(0, 6);
  facts.jobs = parseExperience(bySection.get('experience') ?? []).slice(0, 6);
  facts.schools = parseEducation(bySection.get('education') ?? []).slice(0, 3);

  const licence = licenceFrom(
    [facts.headline, ...facts.certifications, ...facts.skills, facts.about].join('\n'),
  );
  facts.licenceClass = licence.licenceClass;
  facts.endorsements = resumeEndorsements.filter((e) => licence.endorsements.includes(e));
  return facts;
}

function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = i.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function parseExperience(lines: string[]): ResumeJob[] {
  const dateAt = lines.map((l, i) => (DATE_LINE.test(l) ? i : -1)).filter((i) => i >= 0);
  const found: { job: ResumeJob; detailsFrom: number; headAt: number }[] = [];
  for (const at of dateAt) {
    const match = DATE_LINE.exec(lines[at]!)!;
    const prev = found.at(-1);
    const titleAt = at - 1;
    if (titleAt < 0) continue;
    // Above the title: the company; or the company's total time above it (several roles at one
    // company); or nothing new, when the title follows the previous role (another role, same company).
    let employer = lines[at - 2] ?? '';
    let headAt = at - 2;
    const sameCompany =
      prev !== undefined &&
      (titleAt === prev.detailsFrom ||
        /[.!?]$/.test(employer) ||
        employer.length > 80 ||
        at - 2 < prev.detailsFrom);
    if (sameCompany) {
      employer = prev.job.employer;
      headAt = titleAt;
    } else if (DURATION_LINE.test(employer)) {
      employer = lines[at - 3] ?? '';
      headAt = at - 3;
    }
    if (!employer || headAt < 0) continue;
    if (prev) prev.job.details = lines.slice(prev.detailsFrom, headAt).join(' ');
    let place = '';
    let detailsFrom = at + 1;
    const next = lines[at + 1] ?? '';
    if (PLACE_LINE.test(next) && !DATE_LINE.test(next)) {
      place = next;
      detailsFrom = at + 2;
    }
    found.push({
      job: {
        title: clip(lines[titleAt]!, 80),
        employer: clip(employer, 80),
        place: clip(place, 60),
        start: clip(formatMonthYear(match[1]!), 20),
        end: clip(formatMonthYear(match[2]!), 20),
        details: '',
        incarcerated: FACILITY.test(employer) || FACILITY.test(lines[titleAt]!),
        keepWords: false,
      },
      detailsFrom,
      headAt,
    });
  }
  const last = found.at(-1);
  if (last) last.job.details = lines.slice(last.detailsFrom).join(' ');
  return found.map(({ job }) => ({ ...job, details: clip(job.details.replace(/\s+/g, ' ').trim(), 600) }));
}

function parseEducation(lines: string[]): ResumeSchool[] {
  const schools: ResumeSchool[] = [];
  const isDetail = (l: string) => l.includes('·') || /\(\s*\d{4}\s*[-–]\s*(\d{4}|present)\s*\)/i.test(l);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (isDetail(line)) continue;
    const next = lines[i + 1];
    let detail = '';
    let years = '';
    if (next && isDetail(next)) {
      const m = /^(.*?)\s*·?\s*\(\s*([^)]*)\)\s*$/.exec(next);
      detail = (m ? m[1]! : next).replace(/·\s*$/, '').trim();
      years = m ? m[2]!.replace(/\s*[-–]\s*/, ' – ').trim() : '';
      i++;
    }
    schools.push({ name: clip(line, 100), detail: clip(detail, 100), years: clip(years, 30) });
  }
  return schools;
}

/* -------------------------------------------- work done while incarcerated */

const FACILITY =
  /\b(correctional|corrections|prison|penitentiary|jail|detention|inmates?|incarcerat\w*|state pen|d\.?o\.?c\.?|cdcr|tdcj|fci|bureau of prisons|reformatory|work release|lockup|offenders?)\b/i;

/** True when a job reads as work done inside a facility (or the student said so). */
export function looksIncarcerated(job: Pick<ResumeJob, 'title' | 'employer' | 'details' | 'incarcerated'>) {
  return job.incarcerated || FACILITY.test(job.employer) || FACILITY.test(job.title);
}

/** Kinds of work done inside, with the plain program name and lines of what the work usually is. */
const WORK_AREAS: { pattern: RegExp; program: string; bullets: string[] }[] = [
  {
    pattern: /kitchen|cook|food|culinary|bak(er|ing)|dish|meal|chow/i,
    program: 'Food Service',
    bullets: [
      'Prepared meals on a strict daily schedule',
      'Followed food safety and cleaning rules',
      'Kept the kitchen and storage areas clean and organized',
    ],
  },
  {
    pattern: /laundry/i,
    program: 'Laundry Services',
    bullets: [
      'Washed, sorted and delivered laundry on schedule',
      'Ran and cleaned industrial machines safely',
    ],
  },
  {
    pattern: /mechanic|auto|vehicle|garage|fleet|tire/i,
    program: 'Vehicle Maintenance',
    bullets: [
      'Inspected and serviced vehicles',
      'Changed oil, tires and brakes under supervision',
      'Kept tools and the shop safe and in order',
    ],
  },
  {
    pattern: /maint|plumb|electric|hvac|carpent|repair|paint|construct|weld|fabricat/i,
    program: 'Facility Maintenance',
    bullets: [
      'Repaired and maintained buildings and equipment',
      'Used hand and power tools safely',
      'Finished work orders on time',
    ],
  },
  {
    pattern: /janitor|custod|clean|sanitation|porter|orderly|housekeep/i,
    program: 'Custodial Services',
    bullets: ['Cleaned and sanitized large buildings on a set schedule', 'Handled cleaning chemicals safely'],
  },
  {
    pattern: /farm|garden|landscap|grounds|dairy|agricult|forestry|fire ?crew|firefight/i,
    program: 'Grounds and Agriculture',
    bullets: ['Worked outdoors in all weather', 'Operated equipment safely as part of a crew'],
  },
  {
    pattern: /warehouse|stock|inventory|supply|commissary|shipping|receiving|load|forklift/i,
    program: 'Warehouse and Supply',
    bullets: [
      'Loaded, unloaded and counted supplies',
      'Kept stock records accurate',
      'Kept storage areas safe and organized',
    ],
  },
  {
    pattern: /tutor|teach|library|clerk|office|education|aide|peer/i,
    program: 'Education Services',
    bullets: ['Helped others learn and reach their goals', 'Kept records and schedules in order'],
  },
  {
    pattern: /industr|manufactur|factory|sew|print|sign shop|furniture|assembl|production/i,
    program: 'Manufacturing',
    bullets: [
      'Built products to quality standards',
      'Met daily production goals',
      'Followed shop safety rules',
    ],
  },
];
const LEAD = /\b(lead|supervisor|head|foreman|crew chief|trainer|manager)\b/i;
const GENERIC_BULLETS = ['Showed up on time and followed safety rules', 'Worked well as part of a team'];

function areaOf(job: Pick<ResumeJob, 'title' | 'details'>) {
  return (
    WORK_AREAS.find((a) => a.pattern.test(job.title)) ?? WORK_AREAS.find((a) => a.pattern.test(job.details))
  );
}

const titleCase = (text: string) =>
  text
    .toLowerCase()
    .replace(/\b([a-z])/g, (c) => c.toUpperCase())
    .replace(/\b(And|Of|The|For|In|At|To)\b/g, (w) => w.toLowerCase())
    .replace(/^([a-z])/, (c) => c.toUpperCase());

const stateName = (code: string | null | undefined) =>
  usStates.find(([c]) => c === code?.trim().toUpperCase())?.[1] ?? null;

export interface NeutralPhrasing {
  title: string;
  employer: string;
  details: string;
}

/**
 * A plain, employer-neutral way to list work done while incarcerated: the employer is the government that
 * ran the program (county, state or federal) and the kind of work; words about the facility are dropped
 * from the title and softened in the details. The student accepts it or keeps their own words.
 * "Kitchen lead" at "State correctional facility" in Illinois → "Kitchen Lead", "State of Illinois, Food
 * Service Program".
 */
export function neutralPhrasing(
  job: Pick<ResumeJob, 'title' | 'employer' | 'details'>,
  homeState: string | null,
): NeutralPhrasing {
  const text = `${job.employer} ${job.title}`;
  const county = /\b([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\s+County\b/.exec(text)?.[1];
  const federal = /\b(federal|fci|bureau of prisons|bop|unicor)\b/i.test(text);
  const named = stateName(homeState);
  const government = federal
    ? 'U.S. Federal Government'
    : county
      ? `${county} County`
      : named
        ? `State of ${named}`
        : 'State Government';
  const area = areaOf(job);
  const employer = area ? `${government}, ${area.program} Program` : government;
  const cleanTitle = job.title
    .replace(/\b(inmate|offender|prisoner|trust(y|ee)|detainee)\b/gi, '')
    .replace(FACILITY, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,–-]+|[\s,–-]+$/g, '')
    .trim();
  const details = job.details
    .replace(/\b(fellow )?inmates\b/gi, 'people')
    .replace(/\b(fellow )?inmate\b/gi, 'person')
    .replace(
      /\b(the )?(state |county |federal )?(correctional facility|correctional center|prison|penitentiary|jail|detention center)\b/gi,
      'the facility',
    )
    .replace(/\s+/g, ' ')
    .trim();
  return {
    title: titleCase(cleanTitle || area?.program || 'Worker').slice(0, 80),
    employer: employer.slice(0, 80),
    details: details.slice(0, 600),
  };
}

/* ------------------------------------------------------- the local writer */

export const LICENCE_LINE: Record<LicenceClass, string> = {
  'CDL-A': "Class A Commercial Driver's License (CDL-A)",
  'CDL-B': "Class B Commercial Driver's License (CDL-B)",
  CLP: "Class A Commercial Learner's Permit (CLP)",
};

/** Skills every new CDL-A driver is trained and tested on. */
const DRIVING_SKILLS = [
  'Pre-trip and post-trip inspections',
  'Backing and parking a tractor-trailer',
  'Air brake checks',
  'Hours of service and ELD logs',
  'Securing a load',
  'Safe, defensive driving',
];

/** Turns free words into resume lines: one per sentence or line, capitalised, no ending period. */
export function bulletsFrom(details: string, max = 4): string[] {
  return details
    .split(/\n|(?<=[.!?])\s+|\s*[•·;]\s*|\s+-\s+/)
    .map((s) =>
      s
        .replace(/^[-*•\s]+/, '')
        .replace(/[.\s]+$/, '')
        .trim(),
    )
    .filter((s) => s.length >= 3)
    .map((s) => (s[0]!.toUpperCase() + s.slice(1)).slice(0, 200))
    .slice(0, max);
}

export interface WriteInput {
  facts: ResumeFacts;
  /** The student's state (two letters), for phrasing work done while incarcerated. */
  state: string | null;
  today: Date;
}

export interface Written {
  resume: ResumeDocument;
  why: string[];
}

/** How many jobs a one-page resume lists (the most recent). */
const MAX_RESUME_JOBS = 4;

/**
 * Writes a one-page resume a trucking recruiter reads in seconds: licence and endorsements first, a short
 * summary, jobs newest first with month and year and what the student did (or common tasks for that work
 * when they wrote nothing), CDL training, then skills. Says why, in plain words.
 */
export function writeResumeLocally({ facts, state, today }: WriteInput): Written {
  const why: string[] = [];
  const licence = facts.licenceClass;
  why.push(t('resume.why.licenceFirst', { licence }));

  const sorted = [...facts.jobs].sort((a, b) => endKey(b) - endKey(a));
  const kept = sorted.slice(0, MAX_RESUME_JOBS);
  let inside = 0;
  let exampleLines = false;
  const experience: ResumeEntry[] = kept.map((job) => {
    let { title, employer, details } = job;
    if (looksIncarcerated(job) && !job.keepWords) {
      inside++;
      ({ title, employer, details } = neutralPhrasing(job, state));
    }
    let bullets = bulletsFrom(details);
    if (bullets.length === 0) {
      const area = areaOf(job);
      bullets = [
        ...(LEAD.test(job.title) ? ['Trained and guided new workers'] : []),
        ...(area?.bullets ?? GENERIC_BULLETS),
      ].slice(0, 3);
      exampleLines = true;
    }
    return {
      title: titleCase(title).slice(0, 80),
      employer: employer.slice(0, 80),
      place: job.place,
      dates: dateRange(job.start, job.end).slice(0, 40),
      bullets,
    };
  });
  if (experience.length) why.push(t('resume.why.newestFirst'));
  else why.push(t('resume.why.noJobs'));
  if (inside) why.push(t('resume.why.inside'));
  if (exampleLines) why.push(t('resume.why.exampleLines'));
  if (sorted.length > kept.length) why.push(t('resume.why.recentJobs', { n: MAX_RESUME_JOBS }));

  const months = facts.jobs.reduce((sum, j) => sum + monthsWorked(j, today), 0);
  const years = Math.floor(months / 12);
  const endorsementNames = facts.endorsements
    .filter((e) => e !== 'TWIC card')
    .map((e) => e.replace(/\s*\(.*\)$/, '').toLowerCase());
  const summaryParts = [
    `${licence === 'CLP' ? 'CDL-A student driver' : `Licensed ${licence} driver`}${
      endorsementNames.length
        ? ` with ${listWords(endorsementNames)} endorsement${endorsementNames.length > 1 ? 's' : ''}`
        : ''
    }${facts.school ? `, trained at ${facts.school}` : ''}.`,
    years >= 2 ? `${years} years of steady work experience.` : '',
    'Safe, on time and ready to learn the routes.',
  ];
  const about = bulletsFrom(facts.about, 1)[0];
  const summary = [...summaryParts.filter(Boolean), ...(about && about.length < 160 ? [`${about}.`] : [])]
    .join(' ')
    .slice(0, 500);
  why.push(t('resume.why.summary'));

  const licenceLines = [
    ...(facts.endorsements.filter((e) => e !== 'TWIC card').length
      ? [`Endorsements: ${facts.endorsements.filter((e) => e !== 'TWIC card').join(', ')}`]
      : []),
    ...(facts.endorsements.includes('TWIC card')
      ? ['TWIC card (Transportation Worker Identification Credential)']
      : []),
    ...facts.certifications.filter((c) => !/\bcdl\b|commercial driver/i.test(c)),
  ].slice(0, 5);

  const education: ResumeSchool[] = [
    {
      name: facts.school || 'CDL-A training program',
      detail:
        licence === 'CLP'
          ? 'CDL-A training (in progress)'
          : 'CDL-A training: inspections, backing, road driving',
      years: facts.graduated ? formatMonthYear(facts.graduated) : '',
    },
    ...facts.schools.filter((s) => s.name.toLowerCase() !== facts.school.toLowerCase()),
  ].slice(0, 3);

  const own = facts.skills.filter((s) => !DRIVING_SKILLS.some((d) => d.toLowerCase() === s.toLowerCase()));
  const skills = [...DRIVING_SKILLS, ...own].slice(0, 10);
  why.push(t('resume.why.skills'));
  why.push(t('resume.why.onePage'));

  return {
    resume: {
      licenceClass: licence,
      headline: `${licence === 'CLP' ? 'CDL-A Student' : licence} Truck Driver`,
      summary,
      licence: licenceLines,
      experience,
      education,
      skills,
    },
    why,
  };
}

function listWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

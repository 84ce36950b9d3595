import type { Locale } from '../locale.js';
import { birthDateProblem } from './birth-date.js';
import { isValidEmail, isValidUsPhone, normalizeEmail, toE164 } from './contact.js';
import { parseCsv } from './csv.js';

/**
 * Enrolment (issue 37 item 2): the rules for one new student, typed by staff in the console or read from a
 * row of a CSV file. The server applies them to every row it imports; the console shows the same reasons.
 */

/** The file's columns, in the documented order; the first three are required. */
export const ENROLMENT_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'date_of_birth',
  'language',
  'coach_email',
] as const;
export type EnrolmentColumn = (typeof ENROLMENT_COLUMNS)[number];
export const REQUIRED_COLUMNS: readonly EnrolmentColumn[] = ['first_name', 'last_name', 'email'];

/** The most students one file may hold, and its largest size in characters (about 200 KB). */
export const MAX_IMPORT_ROWS = 500;
export const MAX_CSV_CHARS = 200_000;
const MAX_NAME_LENGTH = 100;

/** What a person typed (or a row held), before any check. */
export interface StudentInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD, or empty. */
  dateOfBirth: string;
  /** en, es, English, Spanish, Español… or empty (English). */
  language: string;
  /** The success coach's e-mail (a file) — the console's form picks the coach from a list instead. */
  coachEmail?: string;
}

/**
 * A student ready to enrol: trimmed, the e-mail in lower case, the phone as +1XXXXXXXXXX or null. The
 * e-mail is required (the agreement, stipends and payouts go to it); a student without a mobile phone
 * signs in by e-mail and adds a phone later on their account page (decision 043).
 */
export interface NewStudent {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  dateOfBirth: string | null;
  locale: Locale;
  coachEmail: string | null;
}

export type StudentField =
  'firstName' | 'lastName' | 'email' | 'phone' | 'dateOfBirth' | 'language' | 'coachEmail';

/** Why a value cannot be enrolled; each is a message `enrolment.problems.<key>`. */
export type StudentProblem =
  | 'firstNameMissing'
  | 'lastNameMissing'
  | 'nameTooLong'
  | 'emailMissing'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'birthDateInvalid'
  | 'birthDateTooYoung'
  | 'birthDateTooOld'
  | 'languageUnknown'
  | 'coachEmailInvalid';

/** Row-level reasons beyond a field's: a row of the wrong shape, or a person twice in the file. */
type RowProblem = StudentProblem | 'wrongFieldCount' | 'emailTwiceInFile' | 'phoneTwiceInFile';

const LANGUAGES: Record<string, Locale> = {
  '': 'en',
  en: 'en',
  english: 'en',
  inglés: 'en',
  ingles: 'en',
  es: 'es',
  spanish: 'es',
  español: 'es',
  espanol: 'es',
};

/** The language a person wrote, or null when it is neither English nor Spanish. */
export function localeOf(language: string): Locale | null {
  return LANGUAGES[language.trim().toLowerCase()] ?? null;
}

/** Every field's problem, by field (an empty object when the student can be enrolled). */
export function studentProblems(
  input: StudentInput,
  today: Date,
): Partial<Record<StudentField, StudentProblem>> {
  const out: Partial<Record<StudentField, StudentProblem>> = {};
  const first = input.firstName.trim();
  const last = input.lastName.trim();
  if (!first) out.firstName = 'firstNameMissing';
  else if (first.length > MAX_NAME_LENGTH) out.firstName = 'nameTooLong';
  if (!last) out.lastName = 'lastNameMissing';
  else if (last.length > MAX_NAME_LENGTH) out.lastName = 'nameTooLong';
  if (!input.email.trim()) out.email = 'emailMissing';
  else if (!isValidEmail(input.email)) out.email = 'emailInvalid';
  if (input.phone.trim() && !isValidUsPhone(input.phone)) out.phone = 'phoneInvalid';
  const birth = input.dateOfBirth.trim();
  if (birth) {
    const problem = birthDateProblem(birth, today);
    if (problem === 'invalid') out.dateOfBirth = 'birthDateInvalid';
    else if (problem === 'tooYoung') out.dateOfBirth = 'birthDateTooYoung';
    else if (problem === 'tooOld') out.dateOfBirth = 'birthDateTooOld';
  }
  if (!localeOf(input.language)) out.language = 'languageUnknown';
  const coach = input.coachEmail?.trim() ?? '';
  if (coach && !isValidEmail(coach)) out.coachEmail = 'coachEmailInvalid';
  return out;
}

const FIELD_ORDER: StudentField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'dateOfBirth',
  'language',
  'coachEmail',
];

/** The first problem, in the order of the columns, or null. */
export function firstProblem(input: StudentInput, today: Date): StudentProblem | null {
  const problems = studentProblems(input, today);
  for (const field of FIELD_ORDER) if (problems[field]) return problems[field];
  return null;
}

/** The stored form of a student without problems (call after `firstProblem` answered null). */
export function normaliseStudent(input: StudentInput): NewStudent {
  const coach = input.coachEmail?.trim() ?? '';
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: normalizeEmail(input.email),
    phone: input.phone.trim() ? toE164(input.phone) : null,
    dateOfBirth: input.dateOfBirth.trim() || null,
    locale: localeOf(input.language) ?? 'en',
    coachEmail: coach ? normalizeEmail(coach) : null,
  };
}

/** One data row of a file: its row number as a spreadsheet shows it (the header is row 1). */
type FileRow =
  | { row: number; student: NewStudent; problem: null }
  | {
      row: number;
      student: null;
      problem: RowProblem;
      name: string;
      email: string;
      phone: string;
      twinRow?: number;
    };

export type FileProblem =
  | { problem: 'empty' }
  | { problem: 'tooLarge'; max: number }
  | { problem: 'unclosedQuote' | 'strayQuote'; row: number }
  | { problem: 'missingColumns'; columns: string[] }
  | { problem: 'tooManyRows'; max: number };

export type FileReading = { ok: true; rows: FileRow[] } | ({ ok: false } & FileProblem);

/** A header cell as a column name: "First name" and "first_name" are the same column. */
const columnOf = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * Reads an enrolment file: every data row either a student to enrol or the reason it cannot be. A person
 * whose e-mail or phone already appeared on an earlier row of the same file is refused on the later row.
 * Whether a row's student is already enrolled is for the server to say (it knows who is).
 */
export function readEnrolmentFile(text: string, today: Date): FileReading {
  if (text.length > MAX_CSV_CHARS) return { ok: false, problem: 'tooLarge', max: MAX_CSV_CHARS };
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, problem: parsed.problem, row: parsed.line };
  const records = parsed.records.filter((r) => r.fields.some((f) => f.trim() !== ''));
  const [header, ...data] = records;
  if (!header || data.length === 0) return { ok: false, problem: 'empty' };
  const names = header.fields.map(columnOf);
  const missing = REQUIRED_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length) return { ok: false, problem: 'missingColumns', columns: missing };
  if (data.length > MAX_IMPORT_ROWS) return { ok: false, problem: 'tooManyRows', max: MAX_IMPORT_ROWS };
  const at = (fields: string[], column: EnrolmentColumn) => {
    const i = names.indexOf(column);
    return i >= 0 ? (fields[i] ?? '') : '';
  };
  const seenEmail = new Map<string, number>();
  const seenPhone = new Map<string, number>();
  return {
    ok: true,
    rows: data.map((record): FileRow => {
      // The line the row starts on: what a spreadsheet shows as its row number.
      const row = record.line;
      const input: StudentInput = {
        firstName: at(record.fields, 'first_name'),
        lastName: at(record.fields, 'last_name'),
        email: at(record.fields, 'email'),
        phone: at(record.fields, 'phone'),
        dateOfBirth: at(record.fields, 'date_of_birth'),
        language: at(record.fields, 'language'),
        coachEmail: at(record.fields, 'coach_email'),
      };
      const shown = {
        name: [input.firstName.trim(), input.lastName.trim()].filter(Boolean).join(' '),
        email: input.email.trim(),
        phone: input.phone.trim(),
      };
      if (record.fields.length !== header.fields.length)
        return { row, student: null, problem: 'wrongFieldCount', ...shown };
      const problem = firstProblem(input, today);
      if (problem) return { row, student: null, problem, ...shown };
      const student = normaliseStudent(input);
      const emailTwin = seenEmail.get(student.email);
      if (emailTwin) return { row, student: null, problem: 'emailTwiceInFile', twinRow: emailTwin, ...shown };
      const phoneTwin = student.phone ? seenPhone.get(student.phone) : undefined;
      if (phoneTwin) return { row, student: null, problem: 'phoneTwiceInFile', twinRow: phoneTwin, ...shown };
      seenEmail.set(student.email, row);
      if (student.phone) seenPhone.set(student.phone, row);
      return { row, student, problem: null };
    }),
  };
}

import { describe, expect, it } from 'vitest';
import '@server/locale.js';
import '@shared/messages/enrolment-welcome.js';
import { parseCsv } from '@shared/domain/csv.js';
import {
  firstProblem,
  localeOf,
  MAX_IMPORT_ROWS,
  normaliseStudent,
  readEnrolmentFile,
  studentProblems,
} from '@shared/domain/enrolment.js';
import { smsSegments } from '@shared/domain/sms.js';
import { t } from '@shared/i18n.js';
import { LOCALES } from '@shared/locale.js';

const today = new Date('2026-11-27T12:00:00Z');

describe('parseCsv (RFC 4180)', () => {
  it('reads fields, quoted commas, doubled quotes and line breaks inside quotes', () => {
    const result = parseCsv('a,b,c\r\n"x, y","say ""hi""","two\nlines"\n1,,3');
    expect(result).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['a', 'b', 'c'] },
        { line: 2, fields: ['x, y', 'say "hi"', 'two\nlines'] },
        { line: 4, fields: ['1', '', '3'] },
      ],
    });
  });

  it('drops a byte-order mark, blank lines and a final line break; accepts LF, CRLF and lone CR', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2\n')).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['a', 'b'] },
        { line: 3, fields: ['1', '2'] },
      ],
    });
    expect(parseCsv('a\r1\r2')).toMatchObject({ ok: true, records: [{ line: 1 }, { line: 2 }, { line: 3 }] });
    expect(parseCsv('')).toEqual({ ok: true, records: [] });
    // A record of empty fields is still a record (its commas are content).
    expect(parseCsv(',,')).toEqual({ ok: true, records: [{ line: 1, fields: ['', '', ''] }] });
  });

  it('names the line of a quote that never closes, or text after a closing quote', () => {
    expect(parseCsv('a,b\n1,"open\n2,3')).toEqual({ ok: false, problem: 'unclosedQuote', line: 2 });
    expect(parseCsv('a,b\n"x"y,2')).toEqual({ ok: false, problem: 'strayQuote', line: 2 });
    expect(parseCsv('a,b\nx"y,2')).toEqual({ ok: false, problem: 'strayQuote', line: 2 });
  });
});

const good = {
  firstName: ' Ana ',
  lastName: 'Ruiz',
  email: ' Ana.Ruiz@Example.org',
  phone: '(312) 555-0160',
  dateOfBirth: '1991-02-03',
  language: 'Español',
  coachEmail: 'Coach@Example.org',
};

describe('one student', () => {
  it('normalises a good student: trimmed names, lower-case e-mail, +1 phone, locale', () => {
    expect(firstProblem(good, today)).toBeNull();
    expect(normaliseStudent(good)).toEqual({
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana.ruiz@example.org',
      phone: '+13125550160',
      dateOfBirth: '1991-02-03',
      locale: 'es',
      coachEmail: 'coach@example.org',
    });
    expect(normaliseStudent({ ...good, dateOfBirth: ' ', language: '', coachEmail: '' })).toMatchObject({
      dateOfBirth: null,
      locale: 'en',
      coachEmail: null,
    });
  });

  it('names each field’s problem', () => {
    expect(
      studentProblems(
        {
          firstName: '',
          lastName: 'x'.repeat(101),
          email: 'ana@',
          phone: '555',
          dateOfBirth: '2015-01-01',
          language: 'fr',
          coachEmail: 'coach',
        },
        today,
      ),
    ).toEqual({
      firstName: 'firstNameMissing',
      lastName: 'nameTooLong',
      email: 'emailInvalid',
      phone: 'phoneInvalid',
      dateOfBirth: 'birthDateTooYoung',
      language: 'languageUnknown',
      coachEmail: 'coachEmailInvalid',
    });
    expect(firstProblem({ ...good, email: '', phone: '' }, today)).toBe('emailMissing');
    // The phone is optional: a student without one signs in by e-mail.
    expect(firstProblem({ ...good, phone: '' }, today)).toBeNull();
    expect(normaliseStudent({ ...good, phone: ' ' }).phone).toBeNull();
    expect(firstProblem({ ...good, dateOfBirth: '1991-02-30' }, today)).toBe('birthDateInvalid');
    expect(firstProblem({ ...good, dateOfBirth: '1930-01-01' }, today)).toBe('birthDateTooOld');
  });

  it('knows English and Spanish by code or name', () => {
    expect(['en', 'EN', 'English', 'inglés', ''].map(localeOf)).toEqual(['en', 'en', 'en', 'en', 'en']);
    expect(['es', 'Spanish', 'español', 'espanol'].map(localeOf)).toEqual(['es', 'es', 'es', 'es']);
    expect(localeOf('fr')).toBeNull();
  });
});

const header = 'first_name,last_name,email,phone,date_of_birth,language,coach_email';

describe('readEnrolmentFile', () => {
  it('reads each row with its spreadsheet row number, and the reason a row is wrong', () => {
    const reading = readEnrolmentFile(
      [
        header,
        'Ana,Ruiz,ana@example.org,3125550160,,es,',
        'Ben,Cole,not-an-email,3125550161,,,',
        'Cy,Day,cy@example.org,3125550162',
        'Dee,Eng,ANA@example.org,3125550163,,,',
        'Eve,Fox,eve@example.org,312-555-0160,,,',
      ].join('\n'),
      today,
    );
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.rows.map((r) => [r.row, r.problem, r.student?.email ?? null])).toEqual([
      [2, null, 'ana@example.org'],
      [3, 'emailInvalid', null],
      [4, 'wrongFieldCount', null],
      [5, 'emailTwiceInFile', null],
      [6, 'phoneTwiceInFile', null],
    ]);
    expect(reading.rows[3]).toMatchObject({ twinRow: 2, name: 'Dee Eng', email: 'ANA@example.org' });
  });

  it('takes the columns in any order, with spaces or capitals in the header, and ignores others', () => {
    const reading = readEnrolmentFile(
      'Phone,E-mail,Notes,Last Name,First Name\n3125550160,a@example.org,hi,Ruiz,Ana',
      today,
    );
    expect(reading).toMatchObject({ ok: false, problem: 'missingColumns', columns: ['email'] });
    const ok = readEnrolmentFile(
      'Phone,Email,Notes,Last Name,First Name\n3125550160,a@example.org,hi,Ruiz,Ana',
      today,
    );
    expect(ok).toMatchObject({
      ok: true,
      rows: [{ row: 2, student: { firstName: 'Ana', email: 'a@example.org' } }],
    });
  });

  it('refuses a file it cannot read as a whole', () => {
    expect(readEnrolmentFile('', today)).toEqual({ ok: false, problem: 'empty' });
    expect(readEnrolmentFile(`${header}\n,,,,,,\n`, today)).toEqual({ ok: false, problem: 'empty' });
    expect(readEnrolmentFile('first_name,phone\nA,3125550160', today)).toEqual({
      ok: false,
      problem: 'missingColumns',
      columns: ['last_name', 'email'],
    });
    const many = [
      header,
      ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => 'A,B,a@example.org,3125550160,,,'),
    ];
    expect(readEnrolmentFile(many.join('\n'), today)).toEqual({
      ok: false,
      problem: 'tooManyRows',
      max: MAX_IMPORT_ROWS,
    });
    expect(readEnrolmentFile('x'.repeat(200_001), today)).toMatchObject({ ok: false, problem: 'tooLarge' });
    expect(readEnrolmentFile(`${header}\n"A,B`, today)).toEqual({
      ok: false,
      problem: 'unclosedQuote',
      row: 2,
    });
  });
});

describe('the welcome text', () => {
  it.each(LOCALES)('is one SMS segment in %s with a 40-character address', (locale) => {
    const url = `https://${'p'.repeat(40 - 'https://'.length)}`;
    expect(url).toHaveLength(40);
    const text = t('enrolmentWelcome.sms', { product: t('product.name', {}, locale), url }, locale);
    expect(text).toContain(url);
    expect(smsSegments(text)).toBe(1);
  });
});

import { z } from 'zod';
import { LOCALES } from '../locale.js';
import { studentProblems, MAX_CSV_CHARS, type StudentField } from '../domain/enrolment.js';
import { t } from '../i18n.js';
import { safeText } from './text.js';
import { birthDateDoc, emailDoc, usPhoneDoc } from './documented.js';

/** `studentProblems`' name rule: something besides spaces, at most 100 characters. */
const nameDoc = { pattern: '\\S', maxLength: 100, examples: ['Maria'] };
import '../messages/enrolment.js';

// Enrolment (issue 37 item 2): staff add one student or import many from a CSV file.

/** "the e-mail address is not valid" → "The e-mail address is not valid." */
export const asSentence = (reason: string) => `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`;

const person = z.object({ id: safeText(), name: safeText() });
export const enrolmentCoaches = z.object({ coaches: z.array(person) });

/** POST /api/admin/students: one student, as the console's form sends it. */
export const enrolStudentBody = z
  .object({
    firstName: safeText().max(200).meta(nameDoc),
    lastName: safeText().max(200).meta(nameDoc),
    email: safeText().max(300).meta(emailDoc),
    /** Optional: empty when the student has no mobile phone (they sign in by e-mail). */
    phone: safeText()
      .max(40)
      .default('')
      .meta({ ...usPhoneDoc, pattern: `^\\s*$|${usPhoneDoc.pattern}` }),
    /** YYYY-MM-DD, or empty when not known. */
    dateOfBirth: safeText()
      .max(20)
      .default('')
      .meta({ ...birthDateDoc, format: undefined, pattern: '^\\s*(?:\\d{4}-\\d{2}-\\d{2})?\\s*$' }),
    locale: z.enum(LOCALES),
    /** The success coach (a staff member), or null for none yet. */
    coachId: z.uuid(t('enrolment.unknownCoach')).nullable().default(null),
  })
  .superRefine((body, ctx) => {
    // Said in the document by the fields' own patterns (names of 1 to 100 characters, a valid e-mail,
    // a US phone, a date of birth of an adult or nothing).
    const problems = studentProblems({ ...body, language: body.locale }, new Date());
    for (const [field, problem] of Object.entries(problems) as [StudentField, string][])
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: asSentence(t(`enrolment.problems.${problem}` as 'enrolment.problems.emailInvalid')),
      });
  });
export type EnrolStudentBody = z.input<typeof enrolStudentBody>;

export const enrolledStudent = z.object({
  id: safeText(),
  name: safeText(),
  /** How the welcome goes out. */
  welcome: z.array(z.enum(['email', 'sms'])),
});

/** The file's text (the browser reads the chosen file and sends it; the server reads it again). */
export const enrolmentFileBody = z.object({
  csv: safeText().max(MAX_CSV_CHARS, t('enrolment.file.tooLarge', { kb: MAX_CSV_CHARS / 1000 })),
});

export const rowStatuses = ['new', 'enrolled', 'wrong', 'added'] as const;
export type RowStatus = (typeof rowStatuses)[number];

export const fileRow = z.object({
  /** The row number a spreadsheet shows (the header is row 1). */
  row: z.number().int(),
  status: z.enum(rowStatuses),
  name: safeText(),
  email: safeText(),
  phone: safeText(),
  /** Why a row is wrong or already enrolled: "Row 4: the e-mail address is not valid". */
  reason: safeText().nullable(),
});
export type FileRowView = z.infer<typeof fileRow>;

export const enrolmentPreview = z.object({
  rows: z.array(fileRow),
  counts: z.object({ new: z.number().int(), enrolled: z.number().int(), wrong: z.number().int() }),
});
export type EnrolmentPreview = z.infer<typeof enrolmentPreview>;

export const enrolmentImport = z.object({
  rows: z.array(fileRow),
  counts: z.object({ added: z.number().int(), enrolled: z.number().int(), wrong: z.number().int() }),
});
export type EnrolmentImport = z.infer<typeof enrolmentImport>;

/** The area's schema table (see endpoint.ts). */
export const enrolmentSchemas = {
  listEnrolmentCoaches: { response: enrolmentCoaches },
  enrolStudent: { body: enrolStudentBody, response: enrolledStudent },
  previewEnrolmentFile: { body: enrolmentFileBody, response: enrolmentPreview },
  importEnrolmentFile: { body: enrolmentFileBody, response: enrolmentImport },
};

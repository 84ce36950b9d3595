import { z } from 'zod';

/**
 * What a refinement checks, in the words of the API document (JSON Schema), kept beside the check so the
 * document and the validator come from one place (issue 38 item 9). A zod `refine` cannot be turned into
 * JSON Schema; each contract that refines also says, with `.meta(...)`, the pattern, format or combination
 * of fields it asks for, and `tests/api/openapi-constraints.test.ts` proves that every input the document
 * allows passes the route's validation.
 */

/** Text with no NUL and no half of a surrogate pair (`isStorableText`), as a pattern. */
export const STORABLE_TEXT_PATTERN = '^(?:[^\\u0000\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$';
/** The mark `safeText()` leaves on its schema; the document turns it into STORABLE_TEXT_PATTERN. */
export const STORABLE_TEXT_MARK = 'x-storable-text';

/** `isValidEmail`: one @, a dot in the domain, no spaces (spaces around are trimmed). */
export const emailDoc = {
  pattern: '^\\s*[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+\\s*$',
  examples: ['maria.lopez@example.org'],
};

/** zod's `z.email()`, spaces around trimmed first. */
export const strictEmailDoc = {
  pattern: z.regexes.email.source.replace(/^\^/, '^\\s*').replace(/\$$/, '\\s*$'),
  examples: ['maria.lopez@example.org'],
};

/** `isValidUsPhone`: ten digits, with spaces, dashes, dots, parentheses and a leading +1 allowed. */
export const usPhoneDoc = {
  pattern: '^[\\s\\-.()]*(?:\\+[\\s\\-.()]*1)?[\\s\\-.()]*(?:\\d[\\s\\-.()]*){10}$',
  examples: ['(312) 555-0142'],
};

/** A calendar day, YYYY-MM-DD. */
export const dayDoc = { format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', examples: ['2026-03-02'] };

/** A date of birth (`birthDateProblem`): a real day of someone 18 to 90 years old today. */
export const birthDateDoc = {
  ...dayDoc,
  examples: ['1990-06-15'],
  description: 'A real day, YYYY-MM-DD, of someone 18 to 90 years old today.',
};

/** An object that needs at least one of `fields`. */
export const anyOfFields = (...fields: string[]) => ({ anyOf: fields.map((f) => ({ required: [f] })) });
/** An object that needs exactly one of `fields`. */
export const oneOfFields = (...fields: string[]) => ({ oneOf: fields.map((f) => ({ required: [f] })) });

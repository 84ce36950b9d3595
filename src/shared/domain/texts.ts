/**
 * Text messages between coaches and students (issue 24 §4). Carriers and the SMS provider honour the
 * standard opt-out words; the portal honours them too, so a coach is told before a text is refused.
 */

/** The longest text a coach may send: three SMS segments of 160 characters. */
export const TEXT_MAX_LENGTH = 480;

/** Words that, sent alone, stop further texts (the CTIA / provider standard list). */
export const OPT_OUT_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
/** Words that, sent alone, start texts again after an opt-out. */
export const OPT_IN_WORDS = ['START', 'UNSTOP'] as const;

export type TextKeyword = 'stop' | 'start';

/**
 * What a student's reply asks for: `stop`, `start`, or null for an ordinary message. Only a message made of
 * the word alone counts (case, spaces and end punctuation aside): "Stop." opts out; "don't stop me now"
 * does not.
 */
export function keywordOf(body: string): TextKeyword | null {
  const word = body
    .trim()
    .replace(/[.!?\s]+$/u, '')
    .toUpperCase();
  if ((OPT_OUT_WORDS as readonly string[]).includes(word)) return 'stop';
  if ((OPT_IN_WORDS as readonly string[]).includes(word)) return 'start';
  return null;
}

/** Whether a student has opted out after a reply: a keyword decides; any other message changes nothing. */
export function optedOutAfter(optedOut: boolean, body: string): boolean {
  const keyword = keywordOf(body);
  return keyword === null ? optedOut : keyword === 'stop';
}

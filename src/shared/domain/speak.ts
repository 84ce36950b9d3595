/**
 * "Speak your worth" (issue 21 item 3): a graduate records a short spoken answer to a pay question and
 * gets feedback on its length, its filler words and the points it makes. These are the rules, used by
 * the server (limits, plausibility, the local feedback) and shown by the page.
 */

/** The longest answer kept: two minutes (checked on the server as well as by the recorder). */
export const SPEAK_MAX_SECONDS = 120;
/** Shorter than this is not an answer yet (a tap on Record then Stop). */
export const SPEAK_MIN_SECONDS = 2;
/** Recorders stop on their own timer a little after the limit; the server allows that much more. */
const SPEAK_SLACK_SECONDS = 3;
/** The audio types the recording folder takes (what phones' recorders make). */
export const AUDIO_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/wav'] as const;
export type AudioType = (typeof AUDIO_TYPES)[number];
/** Two minutes at a phone recorder's highest usual rate (about 256 kbit/s) fits in 5 MB. */
export const MAX_AUDIO_MB = 5;
export const MAX_AUDIO_BYTES = MAX_AUDIO_MB * 1024 * 1024;
/** What the recorder asks for: speech at 32 kbit/s, about 240 KB a minute, kind to a prepaid plan. */
export const RECORDER_BITS_PER_SECOND = 32_000;
/** The most a student may type as "what I said". */
export const SPEAK_WORDS_MAX = 1500;

/** The practice questions. Each names what a strong answer holds. */
export const speakQuestionIds = ['payLookingFor', 'whyMore', 'lowOffer'] as const;
export type SpeakQuestionId = (typeof speakQuestionIds)[number];

/** The audio type named by a recorder's or browser's MIME type ('audio/webm;codecs=opus' → audio/webm). */
export function audioTypeOf(mime: string): AudioType | null {
  const base = mime.split(';')[0]!.trim().toLowerCase();
  if (base === 'audio/x-wav' || base === 'audio/wave') return 'audio/wav';
  if (base === 'video/webm') return 'audio/webm';
  return (AUDIO_TYPES as readonly string[]).includes(base) ? (base as AudioType) : null;
}

/**
 * Bytes per second a real recording of each type can have. Compressed speech with long pauses can fall to
 * about 0.5 KB/s (Opus keeps a few bytes a frame in silence, plus the container's framing), so the floor
 * is 150 B/s, well under that; the ceiling, 48 KB/s (384 kbit/s), is over any phone recorder's rate. A WAV
 * is measured from its own header instead.
 */
const RATE = { min: 150, max: 48_000 };

export type LengthCheck =
  { ok: true; seconds: number } | { ok: false; problem: 'tooLong' | 'tooShort' | 'notPlausible' };

/**
 * Whether a recording's length (reported by the phone, or measured from a WAV header) is kept: inside the
 * limits, and for a compressed file believable for its size, so a hand-made request cannot claim a
 * 10-second answer for a 5 MB file, or 2 minutes for 3 KB.
 */
export function checkRecordingLength(input: {
  seconds: number;
  bytes: number;
  measured: boolean;
}): LengthCheck {
  const { seconds, bytes } = input;
  if (!Number.isFinite(seconds) || seconds < SPEAK_MIN_SECONDS) return { ok: false, problem: 'tooShort' };
  if (seconds > SPEAK_MAX_SECONDS + SPEAK_SLACK_SECONDS) return { ok: false, problem: 'tooLong' };
  if (!input.measured) {
    const rate = bytes / seconds;
    if (rate < RATE.min || rate > RATE.max) return { ok: false, problem: 'notPlausible' };
  }
  return { ok: true, seconds: Math.min(Math.round(seconds * 10) / 10, SPEAK_MAX_SECONDS) };
}

/** How a length sits: under 15 s says too little, 15 s to a minute is right, longer loses the listener. */
export type LengthVerdict = 'short' | 'good' | 'long';
export function lengthVerdict(seconds: number): LengthVerdict {
  if (seconds < 15) return 'short';
  if (seconds <= 60) return 'good';
  return 'long';
}

/**
 * Sounds and phrases that fill silence, in English and in Spanish (a student reading the portal in Spanish
 * may answer in either). "like" and "este" count only where a comma follows (see findFillers).
 */
const FILLERS = [
  'um',
  'umm',
  'uh',
  'uhh',
  'uhm',
  'er',
  'erm',
  'ah',
  'hmm',
  'you know',
  'i mean',
  'kind of',
  'sort of',
  'basically',
  'literally',
  'eh',
  'ehh',
  'em',
  'emm',
  'mmm',
  'o sea',
  'digamos',
  'pues nada',
] as const;

/** Letters of either language: a filler inside a word ("umbrella", "tema") is not a filler. */
const LETTER = "[\\p{L}']";

/** The filler words in a text, each with how often it came: [["um", 3], ["you know", 1]]. */
export function findFillers(text: string): { count: number; words: [string, number][] } {
  const lower = ` ${text.toLowerCase().replace(/[’']/g, "'")} `;
  const counts = new Map<string, number>();
  for (const filler of FILLERS) {
    const pattern = new RegExp(`(?<!${LETTER})${filler.replace(' ', '[\\s,]+')}(?!${LETTER})`, 'gu');
    const n = lower.match(pattern)?.length ?? 0;
    if (n) counts.set(filler, n);
  }
  // "like" as a filler: "like," ("I want like, sixty", "Like, I can…"), not "I would like, please" or "like a pro".
  const likes =
    lower.match(/(?<!\b(?:would|'d|i|you|we|they|feel|feels|look|looks|sound|sounds)\s)\blike\s*,/g)
      ?.length ?? 0;
  if (likes) counts.set('like', likes);
  // "este," as a filler ("Quiero, este, cincuenta"), not "este trabajo" (this job).
  const estes = lower.match(/(?<!\p{L})este\s*,/gu)?.length ?? 0;
  if (estes) counts.set('este', estes);
  const words = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return { count: words.reduce((sum, [, n]) => sum + n, 0), words };
}

const NUMBER_WORDS =
  /(?<!\p{L})(one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince|veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|mil)(?!\p{L})/u;
const PAY_UNITS =
  /(?<!\p{L})(cents?|dollars?|bucks|per mile|a mile|cpm|a week|per week|weekly|a year|per year|k|centavos?|dólares|dolares|por milla|la milla|a la semana|por semana|semanales|al año|por año)(?!\p{L})/u;

/** A pay number: digits or number words ("fifty-five cents a mile", "cincuenta centavos la milla"). */
export function namesNumber(text: string): boolean {
  const lower = text.toLowerCase();
  if (/\d/.test(lower)) return true;
  return NUMBER_WORDS.test(lower) && PAY_UNITS.test(lower);
}

const REASONS =
  /(?<!\p{L})(because|since|so that|that's why|the reason|i have|i've|i am|i'm|my (record|training|experience|class|school)|clean|safe(ly|ty)?|on time|reliable|dependable|never (late|missed)|hard[- ]working|endorsements?|hazmat|tanker|doubles|certified|licensed|porque|ya que|por eso|la razón|tengo|soy|mi (récord|historial|entrenamiento|experiencia|escuela|licencia)|limpio|manejo seguro|sin accidentes|sin multas|a tiempo|puntual|responsable|nunca llego tarde|trabajador|trabajadora|endosos?|materiales peligrosos|certificado|certificada)(?!\p{L})/u;

/** A reason the employer gains: "because I…", a skill, a safe record, an endorsement. */
export function givesReason(text: string): boolean {
  return REASONS.test(text.toLowerCase().replace(/[’]/g, "'"));
}

const QUESTION_START =
  /(?:^|[.!?,]\s*|(?<!\p{L})(?:and|so|y|entonces)\s+)(what|how (much|many|often|long|soon)|when|is there|are there|do you|does (the|your|it|that)|can you|could you|would you|will (i|you|the|there)|qué|cuánto|cuánta|cuántos|cuántas|cuándo|cómo|me pueden|me podrían)(?!\p{L})/u;

/**
 * A question back to the employer ("What is the home time?", "¿Cuántas millas…?"): a question mark, or a
 * sentence opening like one.
 */
export function asksBack(text: string): boolean {
  const lower = text.toLowerCase();
  return lower.includes('?') || lower.includes('¿') || QUESTION_START.test(lower);
}

export interface SpeakPoints {
  number: boolean;
  reason: boolean;
  questionBack: boolean;
}

function pointsIn(text: string): SpeakPoints {
  return { number: namesNumber(text), reason: givesReason(text), questionBack: asksBack(text) };
}

/** How many words a text has. */
function wordCount(text: string): number {
  return text.trim() ? text.trim().split(/\s+/).length : 0;
}

/**
 * What the feedback rests on, so nothing pretends:
 * - `speech`: a transcription service heard the words;
 * - `typed`: the student typed what they said;
 * - `selfCheck`: no words at all; the points are what the student ticked, and fillers are not judged.
 */
type FeedbackBasis = 'speech' | 'typed' | 'selfCheck';

export interface FeedbackFacts {
  basis: FeedbackBasis;
  seconds: number;
  length: LengthVerdict;
  /** Null when there are no words to count them in. */
  fillers: { count: number; words: [string, number][] } | null;
  /** Words per minute, when there are words: over 170 is rushing. */
  wordsPerMinute: number | null;
  points: SpeakPoints;
}

/** The facts of one answer, from its length and the words (heard or typed) or the student's own ticks. */
export function feedbackFacts(input: {
  seconds: number;
  words: { text: string; source: 'speech' | 'typed' } | null;
  selfCheck: SpeakPoints | null;
}): FeedbackFacts {
  const { seconds, words } = input;
  const text = words?.text.trim() ? words.text : null;
  return {
    basis: text ? words!.source : 'selfCheck',
    seconds,
    length: lengthVerdict(seconds),
    fillers: text ? findFillers(text) : null,
    wordsPerMinute: text && seconds > 0 ? Math.round((wordCount(text) / seconds) * 60) : null,
    points: text
      ? pointsIn(text)
      : (input.selfCheck ?? { number: false, reason: false, questionBack: false }),
  };
}

/** Fillers per minute above which the tip to pause instead is given. */
const FILLERS_PER_MINUTE_TIP = 4;

export type SpeakTip =
  | 'lengthShort'
  | 'lengthLong'
  | 'lengthGood'
  | 'fillersMany'
  | 'fillersFew'
  | 'tooFast'
  | 'addNumber'
  | 'addReason'
  | 'addQuestion'
  | 'allPoints'
  | 'typeWords';

/** The tips an answer earns, most useful first. */
export function tipsFor(facts: FeedbackFacts): SpeakTip[] {
  const tips: SpeakTip[] = [];
  tips.push(facts.length === 'short' ? 'lengthShort' : facts.length === 'long' ? 'lengthLong' : 'lengthGood');
  if (facts.fillers) {
    const perMinute = facts.fillers.count / Math.max(facts.seconds / 60, 0.25);
    tips.push(perMinute > FILLERS_PER_MINUTE_TIP ? 'fillersMany' : 'fillersFew');
  }
  // Speed means something only over a real answer; a few words in 2 seconds is not rushing.
  if (facts.wordsPerMinute !== null && facts.wordsPerMinute > 170 && facts.seconds >= 10)
    tips.push('tooFast');
  const { number, reason, questionBack } = facts.points;
  if (!number) tips.push('addNumber');
  if (!reason) tips.push('addReason');
  if (!questionBack) tips.push('addQuestion');
  if (number && reason && questionBack) tips.push('allPoints');
  if (facts.basis === 'selfCheck') tips.push('typeWords');
  return tips;
}

/** Minutes and seconds on the recorder's timer: 75 → "1:15". */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

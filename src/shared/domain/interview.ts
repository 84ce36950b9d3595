/** The practice interview (spec 000 §2 "Interview AI agent page", §3 "Chat message", §4 "Interview agent", §9). */
import { DEFAULT_LOCALE, type Locale } from '../locale.js';
import { formatTime } from './format.js';

export type ChatRole = 'user' | 'assistant';
export interface ChatMessage {
  id: string;
  type: ChatRole;
  content: string;
  timestamp: string;
  audioUrl?: string | null;
}

export type InterviewPhase = 'intro' | 'interview' | 'feedback';
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'disconnecting';

export const INTERVIEW_QUESTION_COUNT = 2;
export const FEEDBACK_MAX_WORDS = 100;

/** What the local interviewer says, in each language the portal speaks. */
interface InterviewWords {
  questions: readonly [string, string];
  intro: (firstName: string) => string;
  /** Said before the second question. */
  next: string;
  feedback: string;
  wentWell: string;
  toDoBetter: string;
  closing: string;
  review: Record<ReviewPoint, string>;
}

type ReviewPoint =
  | 'fullAnswer'
  | 'sayMore'
  | 'safety'
  | 'saySafety'
  | 'training'
  | 'sayTraining'
  | 'owned'
  | 'ownIt'
  | 'since'
  | 'saySince'
  | 'noBlame'
  | 'shorter';

/**
 * English is the spec's wording; Spanish is plain Latin American Spanish as drivers in the US speak it,
 * grade 8 or below with short sentences (decision 034).
 */
export const INTERVIEW_WORDS: Record<Locale, InterviewWords> = {
  en: {
    questions: [
      'Tell me about yourself and why you want to drive a truck for a living. What makes you a safe, reliable driver?',
      'Employers will see your record. How would you explain your past to an employer, and what have you done since then?',
    ],
    intro: (firstName) =>
      `Hi ${firstName}, I'm Sam, a hiring manager at a trucking company. This is a practice interview with ${INTERVIEW_QUESTION_COUNT} questions. First question:`,
    next: 'Thank you. Second question:',
    feedback: 'Feedback:',
    wentWell: 'What went well:',
    toDoBetter: 'To do better:',
    closing: 'Practice out loud again before a real interview.',
    review: {
      fullAnswer: 'You gave a full answer about why you want to drive.',
      sayMore: 'Say more about why you want to drive, in 3 or 4 sentences.',
      safety: 'You said you are safe and on time, and employers want that.',
      saySafety: 'Tell them you are safe and on time, the first things employers look for.',
      training: 'You mentioned your CDL training.',
      sayTraining: 'Mention your CDL-A and your training.',
      owned: 'You owned your past without excuses.',
      ownIt: 'Own your past in one short sentence, like "I made a mistake and I own it".',
      since: 'You showed what you have done since.',
      saySince: 'Say what you have done since: your training, work, or family.',
      noBlame: 'Do not blame others; keep it short and move to the present.',
      shorter: 'Keep your record answer short: 3 or 4 sentences.',
    },
  },
  es: {
    questions: [
      'Háblame de ti y de por qué quieres manejar un camión como trabajo. ¿Qué te hace ser un chofer seguro y de confianza?',
      'Las compañías van a ver tus antecedentes. ¿Cómo le explicarías tu pasado a quien te va a contratar? ¿Y qué has hecho desde entonces?',
    ],
    intro: (firstName) =>
      `Hola ${firstName}, soy Sam. Contrato choferes para una compañía de camiones. Esta es una entrevista de práctica con ${INTERVIEW_QUESTION_COUNT} preguntas. Primera pregunta:`,
    next: 'Gracias. Segunda pregunta:',
    feedback: 'Comentarios:',
    wentWell: 'Lo que salió bien:',
    toDoBetter: 'Para mejorar:',
    closing: 'Practica otra vez en voz alta antes de una entrevista de verdad.',
    review: {
      fullAnswer: 'Diste una respuesta completa de por qué quieres manejar.',
      sayMore: 'Di más sobre por qué quieres manejar, en 3 o 4 frases.',
      safety: 'Hablaste de manejar seguro y de ser responsable, y eso buscan las compañías.',
      saySafety: 'Diles que manejas seguro y llegas a tiempo, que es lo primero que buscan.',
      training: 'Mencionaste tu entrenamiento para la CDL.',
      sayTraining: 'Menciona tu licencia CDL-A y tu entrenamiento.',
      owned: 'Aceptaste tu pasado sin dar excusas.',
      ownIt: 'Acepta tu pasado en una frase corta, como "Cometí un error y lo acepto".',
      since: 'Contaste lo que has hecho desde entonces.',
      saySince: 'Di lo que has hecho desde entonces: tu entrenamiento, tu trabajo o tu familia.',
      noBlame: 'No culpes a nadie; dilo en pocas palabras y habla de hoy.',
      shorter: 'Habla poco de tus antecedentes: 3 o 4 frases.',
    },
  },
};

/** The two questions in English: the spec's wording, and what a remote interviewer is told to ask. */
export const INTERVIEW_QUESTIONS = INTERVIEW_WORDS.en.questions;

/** An assistant message that gives feedback, whoever wrote it (the local agent or a remote one), in English or Spanish. */
export function isFeedbackMessage(content: string): boolean {
  return (
    /^\s*(\*\*)?feedback\b/i.test(content) ||
    /\bhere(?:'s| is) (?:my|your|some) feedback\b/i.test(content) ||
    /^\s*(\*\*)?(?:comentarios|retroalimentaci[oó]n)(?!\p{L})/iu.test(content) ||
    /(?<!\p{L})aquí (?:están|tienes|van) (?:mis|tus|unos|algunos) comentarios(?!\p{L})/iu.test(content)
  );
}

/**
 * intro, then interview after the first user message, then feedback after two user messages or when an
 * assistant message is recognised as feedback.
 */
export function interviewPhase(messages: readonly Pick<ChatMessage, 'type' | 'content'>[]): InterviewPhase {
  const answers = messages.filter((m) => m.type === 'user').length;
  if (answers >= INTERVIEW_QUESTION_COUNT) return 'feedback';
  if (messages.some((m) => m.type === 'assistant' && isFeedbackMessage(m.content))) return 'feedback';
  return answers >= 1 ? 'interview' : 'intro';
}

export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** Cuts a text to at most `max` words, ending on a full stop. */
export function limitWords(text: string, max = FEEDBACK_MAX_WORDS - 1): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= max) return words.join(' ');
  return `${words
    .slice(0, max)
    .join(' ')
    .replace(/[,;:]$/, '')}.`;
}

const has = (text: string, ...patterns: RegExp[]) => patterns.some((re) => re.test(text.toLowerCase()));

/**
 * Words or phrases that start a word, in any language: `\b` does not count accented letters as letters,
 * so the start of a word is "no letter or digit just before". `END` closes a stem that begins an English
 * word too (familia/familiar, curso/cursor, limpio/limping), so English answers are read as before.
 */
const startsWord = (...stems: string[]) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${stems.join('|')})`, 'u');
const END = '(?![\\p{L}\\p{N}])';

/** The same points in a Spanish answer (accents optional: phones and keyboards often drop them). */
const SPANISH = {
  safety: startsWord(
    'segur',
    'a tiempo',
    'puntual',
    'responsab',
    'confiable',
    'de confianza',
    'cumpl',
    'con cuidado',
    'cuidados[oa]',
  ),
  training: startsWord(
    'cdl',
    'clase a',
    'licencia',
    'escuela',
    'entrenamiento',
    'entren[eé]',
    'permiso',
    `cursos?${END}`,
    'capacitaci[oó]n',
  ),
  owned: startsWord(
    'comet[ií]',
    'me equivoqu[eé]',
    '(?<!no )fue mi culpa',
    'mi error',
    'asumo',
    'acepto',
    'reconozco',
    'responsab',
  ),
  since: startsWord(
    'desde entonces',
    'desde que',
    'ahora',
    `hoy${END}`,
    'cambi[eéoóa]',
    'he cambiado',
    'aprend',
    'programa',
    'clase',
    'escuela',
    'trabaj',
    'empleo',
    `familias?${END}`,
    'hij[oa]s',
    `sobri[oa]${END}`,
    'sobriedad',
    `limpi[oa]${END}`,
  ),
  blame: startsWord(
    'no fue mi culpa',
    'no tuve la culpa',
    'me acusaron',
    'me culparon',
    'me pusieron una trampa',
    'me tendieron una trampa',
    `injust[oa]${END}`,
    'injusticia',
    'culpa de',
  ),
};

export interface AnswerReview {
  strengths: string[];
  improvements: string[];
}

/**
 * The local agent's review of the two answers: plain rules an interview coach would apply — enough detail,
 * the job's values (safety, reliability, training), owning the past, what changed since, and no blaming.
 * Answers are read in English and Spanish whatever the reader's language (people mix them); `locale` is the
 * language the review is written in.
 */
export function reviewAnswers(answers: readonly string[], locale: Locale = DEFAULT_LOCALE): AnswerReview {
  const [work = '', record = ''] = answers;
  const say = INTERVIEW_WORDS[locale].review;
  const strengths: string[] = [];
  const improvements: string[] = [];

  if (wordCount(work) >= 25) strengths.push(say.fullAnswer);
  else improvements.push(say.sayMore);
  if (has(work, /\b(safe|safety|reliab|on time|depend|responsib)/, SPANISH.safety))
    strengths.push(say.safety);
  else improvements.push(say.saySafety);
  if (has(work, /\b(cdl|class a|training|school|licen[cs]e|permit)/, SPANISH.training))
    strengths.push(say.training);
  else improvements.push(say.sayTraining);

  if (has(record, /\b(i made|my mistake|i was wrong|i take|responsib|own|accountab)/, SPANISH.owned))
    strengths.push(say.owned);
  else improvements.push(say.ownIt);
  if (has(record, /\b(since|now|changed|learned|program|class|work|job|family|sober|clean)/, SPANISH.since))
    strengths.push(say.since);
  else improvements.push(say.saySince);
  if (has(record, /\b(not my fault|they set me up|unfair|blame)/, SPANISH.blame))
    improvements.push(say.noBlame);
  if (wordCount(record) > 120) improvements.push(say.shorter);

  return { strengths: strengths.slice(0, 3), improvements: improvements.slice(0, 3) };
}

/** The feedback message the local agent says at the end, under 100 words, in the reader's language. */
export function localFeedback(answers: readonly string[], locale: Locale = DEFAULT_LOCALE): string {
  const words = INTERVIEW_WORDS[locale];
  const { strengths, improvements } = reviewAnswers(answers, locale);
  const good = strengths.length ? `${words.wentWell} ${strengths.join(' ')}` : '';
  const better = improvements.length ? `${words.toDoBetter} ${improvements.join(' ')}` : '';
  return limitWords([words.feedback, good, better, words.closing].filter(Boolean).join(' '));
}

/**
 * The local interviewer's next line for a conversation so far, in the reader's language: the intro with
 * question 1, question 2, then feedback.
 */
export function localInterviewerReply(
  messages: readonly Pick<ChatMessage, 'type' | 'content'>[],
  firstName: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const words = INTERVIEW_WORDS[locale];
  const answers = messages.filter((m) => m.type === 'user').map((m) => m.content);
  if (answers.length === 0) return `${words.intro(firstName)} ${words.questions[0]}`;
  if (answers.length === 1) return `${words.next} ${words.questions[1]}`;
  return localFeedback(answers, locale);
}

export interface FormattedFeedback {
  summary: string;
  strengths: string[];
  improvements: string[];
}

/** How a feedback message marks its parts, in each language (the local agent's words, and a remote one's). */
const FEEDBACK_MARKS: Record<Locale, { heading: RegExp; good: RegExp; better: RegExp }> = {
  en: {
    heading: /^\s*feedback:?\s*/i,
    good: /what went well:([\s\S]*?)(?=to do better:|practice out loud|$)/i,
    better: /to do better:([\s\S]*?)(?=practice out loud|$)/i,
  },
  es: {
    heading: /^\s*(?:comentarios|retroalimentaci[oó]n):?\s*/iu,
    good: /lo que sali[oó] bien:([\s\S]*?)(?=para mejorar:|practica otra vez|$)/iu,
    better: /para mejorar:([\s\S]*?)(?=practica otra vez|$)/iu,
  },
};

/**
 * Splits a feedback message into the Feedback card's parts, the whole under 100 words. English and Spanish
 * feedback are both recognised; the closing line is in the language the feedback's parts are marked in.
 */
export function formatFeedbackLocally(feedback: string): FormattedFeedback {
  const plain = feedback.replace(/\*\*/g, '');
  const sentences = (part: string | undefined) =>
    (part ?? '')
      .split(/(?<=[.!?])\s+/)
      .map((s) => s.trim())
      .filter(Boolean);
  const split = (locale: Locale) => {
    const marks = FEEDBACK_MARKS[locale];
    const text = plain.replace(marks.heading, '').trim();
    const strengths = sentences(marks.good.exec(text)?.[1]);
    const improvements = sentences(marks.better.exec(text)?.[1]);
    return { locale, text, strengths, improvements, marked: strengths.length > 0 || improvements.length > 0 };
  };
  const english = split('en');
  const spanish = english.marked ? null : split('es');
  const parts = spanish && (spanish.marked || FEEDBACK_MARKS.es.heading.test(plain)) ? spanish : english;
  const { strengths, improvements } = parts;
  const summary = parts.marked
    ? INTERVIEW_WORDS[parts.locale].closing
    : sentences(parts.text).slice(0, 3).join(' ');
  return fitWords({ summary, strengths, improvements });
}

/** Drops the last items until the card is under the word limit. */
export function fitWords(f: FormattedFeedback, max = FEEDBACK_MAX_WORDS - 1): FormattedFeedback {
  const out = { summary: f.summary, strengths: [...f.strengths], improvements: [...f.improvements] };
  const total = () => wordCount([out.summary, ...out.strengths, ...out.improvements].join(' '));
  while (total() > max && (out.strengths.length > 1 || out.improvements.length > 1)) {
    if (out.improvements.length >= out.strengths.length) out.improvements.pop();
    else out.strengths.pop();
  }
  if (total() > max)
    out.summary = limitWords(out.summary, Math.max(5, max - total() + wordCount(out.summary)));
  return out;
}

/** 'interview-transcript-2026-11-24-1805.txt' for a call at that local date and time. */
export function transcriptFileName(at: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `interview-transcript-${at.getFullYear()}-${p(at.getMonth() + 1)}-${p(at.getDate())}-${p(at.getHours())}${p(at.getMinutes())}.txt`;
}

/** The transcript as plain text, one line per message, each with its time in the student's zone. */
export function transcriptText(
  messages: readonly ChatMessage[],
  names: { user: string; assistant: string },
  timeZone?: string,
): string {
  return messages
    .map((m) => {
      const time = formatTime(m.timestamp, timeZone);
      return `[${time}] ${m.type === 'user' ? names.user : names.assistant}: ${m.content}`;
    })
    .join('\n');
}

/** The practice interview (spec 000 §2 "Interview AI agent page", §3 "Chat message", §4 "Interview agent", §9). */
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

export const INTERVIEW_QUESTIONS = [
  'Tell me about yourself and why you want to drive a truck for a living. What makes you a safe, reliable driver?',
  'Employers will see your record. How would you explain your past to an employer, and what have you done since then?',
] as const;

/** An assistant message that gives feedback, whoever wrote it (the local agent or a remote one). */
export function isFeedbackMessage(content: string): boolean {
  return (
    /^\s*(\*\*)?feedback\b/i.test(content) || /\bhere(?:'s| is) (?:my|your|some) feedback\b/i.test(content)
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

const has = (text: string, re: RegExp) => re.test(text.toLowerCase());

export interface AnswerReview {
  strengths: string[];
  improvements: string[];
}

/**
 * The local agent's review of the two answers: plain rules an interview coach would apply — enough detail,
 * the job's values (safety, reliability, training), owning the past, what changed since, and no blaming.
 */
export function reviewAnswers(answers: readonly string[]): AnswerReview {
  const [work = '', record = ''] = answers;
  const strengths: string[] = [];
  const improvements: string[] = [];

  if (wordCount(work) >= 25) strengths.push('You gave a full answer about why you want to drive.');
  else improvements.push('Say more about why you want to drive, in 3 or 4 sentences.');
  if (has(work, /\b(safe|safety|reliab|on time|depend|responsib)/))
    strengths.push('You talked about safety and being reliable, which employers want.');
  else improvements.push('Tell them you are safe and on time, the first things employers look for.');
  if (has(work, /\b(cdl|class a|training|school|licen[cs]e|permit)/))
    strengths.push('You mentioned your CDL training.');
  else improvements.push('Mention your CDL-A and your training.');

  if (has(record, /\b(i made|my mistake|i was wrong|i take|responsib|own|accountab)/))
    strengths.push('You owned your past without excuses.');
  else improvements.push('Own your past in one short sentence, like "I made a mistake and I own it".');
  if (has(record, /\b(since|now|changed|learned|program|class|work|job|family|sober|clean)/))
    strengths.push('You showed what you have done since.');
  else improvements.push('Say what you have done since: your training, work, or family.');
  if (has(record, /\b(not my fault|they set me up|unfair|blame)/))
    improvements.push('Do not blame others; keep it short and move to the present.');
  if (wordCount(record) > 120) improvements.push('Keep your record answer short: 3 or 4 sentences.');

  return { strengths: strengths.slice(0, 3), improvements: improvements.slice(0, 3) };
}

/** The feedback message the local agent says at the end, under 100 words. */
export function localFeedback(answers: readonly string[]): string {
  const { strengths, improvements } = reviewAnswers(answers);
  const good = strengths.length ? `What went well: ${strengths.join(' ')}` : '';
  const better = improvements.length ? `To do better: ${improvements.join(' ')}` : '';
  return limitWords(
    ['Feedback:', good, better, 'Practice out loud again before a real interview.'].filter(Boolean).join(' '),
  );
}

/** The local interviewer's next line for a conversation so far: the intro with question 1, question 2, then feedback. */
export function localInterviewerReply(
  messages: readonly Pick<ChatMessage, 'type' | 'content'>[],
  firstName: string,
): string {
  const answers = messages.filter((m) => m.type === 'user').map((m) => m.content);
  if (answers.length === 0)
    return `Hi ${firstName}, I'm Sam, a hiring manager at a trucking company. This is a practice interview with ${INTERVIEW_QUESTION_COUNT} questions. First question: ${INTERVIEW_QUESTIONS[0]}`;
  if (answers.length === 1) return `Thank you. Second question: ${INTERVIEW_QUESTIONS[1]}`;
  return localFeedback(answers);
}

export interface FormattedFeedback {
  summary: string;
  strengths: string[];
  improvements: string[];
}

/** Splits a feedback message into the Feedback card's parts, the whole under 100 words. */
export function formatFeedbackLocally(feedback: string): FormattedFeedback {
  const text = feedback
    .replace(/\*\*/g, '')
    .replace(/^\s*feedback:?\s*/i, '')
    .trim();
  const sentences = (part: string | undefined) =>
    (part ?? '')
      .split(/(?<=[.!?])\s+/)
      .map((s) => s.trim())
      .filter(Boolean);
  const goodMatch = /what went well:([\s\S]*?)(?=to do better:|$)/i.exec(text);
  const betterMatch = /to do better:([\s\S]*?)(?=practice out loud|$)/i.exec(text);
  const strengths = sentences(goodMatch?.[1]);
  const improvements = sentences(betterMatch?.[1]);
  const summary =
    strengths.length || improvements.length
      ? 'Practice out loud again before a real interview.'
      : sentences(text).slice(0, 3).join(' ');
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

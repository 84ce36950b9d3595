import type { EmailRating, PhotoAnalysis } from '@shared/contracts/analysis.js';
import type { ChatRole, FormattedFeedback } from '@shared/domain/interview.js';
import type { ResumeFacts } from '@shared/contracts/careers.js';
import type { LinkedInFacts, TextLine, Written } from '@shared/domain/resume.js';
import type { FeedbackFacts } from '@shared/domain/speak.js';
import type { Locale } from '@shared/locale.js';

/** Feedback on a spoken pay answer, in words: one sentence, then tips most useful first. */
export interface SpeakWords {
  summary: string;
  tips: string[];
}

export interface AiPort {
  /** Rates an address; the owner's name, when known, lets the rater check the address is built from it. */
  rateEmail(input: { email: string; firstName?: string; lastName?: string }): Promise<EmailRating>;
  /** Scores a profile photo 1–5 and says what works, what to improve and how to level up. */
  ratePhoto(input: { image: Buffer; type: string }): Promise<PhotoAnalysis>;
  /**
   * The practice interviewer's next line: the intro and first question, the second question, then
   * feedback under 100 words (spec 000 §4 "Interview agent", §9), all in the student's language.
   */
  interviewReply(input: {
    messages: { type: ChatRole; content: string }[];
    firstName: string;
    locale: Locale;
  }): Promise<string>;
  /** Shapes interview feedback for the Feedback card, under 100 words, in the student's language. */
  formatFeedback(input: { feedback: string; locale: Locale }): Promise<FormattedFeedback>;
  /**
   * The facts of a LinkedIn profile saved as a PDF, from its lines of text in reading order: name, contact,
   * work history with dates, schools, skills, certificates and licence.
   */
  readLinkedIn(input: { lines: TextLine[] }): Promise<LinkedInFacts>;
  /**
   * A one-page resume for a trucking recruiter, written from the facts, and why it reads that way. `state`
   * (two letters) lets work done while incarcerated be listed under the state that ran it.
   */
  writeResume(input: { facts: ResumeFacts; state: string | null; today: Date }): Promise<Written>;
  /**
   * Speak your worth: feedback in words on a spoken pay answer, from the facts the rules found (length,
   * filler words, the 3 parts) and the words, when there are any (heard or typed).
   */
  speakFeedback(input: { question: string; facts: FeedbackFacts; words: string | null }): Promise<SpeakWords>;
  /**
   * A capability, not every service has it: the words of a recording. Absent when the service cannot hear
   * speech (the local adapter), and then nothing pretends to have heard the answer.
   */
  transcribe?: (input: { audio: Buffer; type: string }) => Promise<string>;
}

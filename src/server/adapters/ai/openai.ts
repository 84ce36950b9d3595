import { z } from 'zod';
import {
  emailRating,
  photoAnalysis,
  type EmailRating,
  type PhotoAnalysis,
} from '@shared/contracts/analysis.js';
import { emailLevels } from '@shared/domain/analysis.js';
import { inspectImage } from '@server/images/image-guard.js';
import { asBuffer, imageWork } from '@server/images/image-work.js';
import {
  FEEDBACK_MAX_WORDS,
  fitWords,
  INTERVIEW_QUESTIONS,
  INTERVIEW_WORDS,
  limitWords,
} from '@shared/domain/interview.js';
import {
  licenceClasses,
  resumeDocument,
  resumeEndorsements,
  resumeJob,
  resumeSchool,
} from '@shared/contracts/careers.js';
import { LICENCE_LINE, type LinkedInFacts } from '@shared/domain/resume.js';
import type { FeedbackFacts } from '@shared/domain/speak.js';
import type { Locale } from '@shared/locale.js';
import type { AiPort, SpeakWords } from '@server/ports/ai.js';

export interface OpenAiOptions {
  apiKey: string;
  /** e.g. https://api.openai.com/v1; any server speaking the chat-completions API. */
  baseUrl: string;
  model: string;
  /** The speech-to-text model of the service's /audio/transcriptions API. */
  transcribeModel?: string;
  timeoutMs?: number;
}

const list = z.array(z.string().max(400)).max(10);
const emailAnswer = z.object({
  rating: z.enum(emailLevels),
  whatToImprove: list,
  suggestions: list,
});
const photoAnswer = z.object({
  score: z.coerce.number().int().min(1).max(5),
  whatsWorking: list,
  whatToImprove: list,
  tipsToLevelUp: list,
});

const EMAIL_PROMPT = `You rate how professional an e-mail address looks to an employer hiring truck drivers.
Consider: is the part before @ built from the person's name; numbers; slang, suggestive or offensive words; the domain.
Answer only JSON: {"rating": "professional" | "semi-professional" | "unprofessional",
"whatToImprove": [short plain sentences], "suggestions": [short plain sentences or better addresses]}.
Write for a reader with basic reading skills. Empty lists when the address is professional.`;

const PHOTO_PROMPT = `You review a profile photo a job seeker will show employers.
Consider: lighting, focus, framing (head and shoulders, centred), background, expression and clothing.
Answer only JSON: {"score": 1-5 (5 = professional), "whatsWorking": [..], "whatToImprove": [..], "tipsToLevelUp": [..]}.
Short, kind, plain sentences for a reader with basic reading skills.`;

const feedbackAnswer = z.object({
  summary: z.string().max(600),
  strengths: list,
  improvements: list,
});

const spanish = INTERVIEW_WORDS.es;

/** The one line a Spanish reader's interviewer is told beside the English prompt: the same interview, in Spanish. */
export const SPANISH_INTERVIEW_LINE = `Interview and give feedback only in plain Latin American Spanish, as Spanish-speaking truck drivers in the US talk, in short sentences: ask the questions as "${spanish.questions[0]}" and "${spanish.questions[1]}", and start the feedback with "${spanish.feedback}", then "${spanish.wentWell}" and "${spanish.toDoBetter}".`;

/** The one line the feedback formatter is told for a Spanish reader. */
export const SPANISH_FORMAT_LINE = 'Write the card in plain Latin American Spanish, in short sentences.';

const inLanguage = (prompt: string, locale: Locale, spanishLine: string) =>
  locale === 'es' ? `${prompt}\n${spanishLine}` : prompt;

const interviewPrompt = (
  firstName: string,
) => `You are Sam, a friendly hiring manager at a trucking company, giving ${firstName} a short practice job interview by voice.
${firstName} has just earned a CDL-A and has a past conviction. Speak in short, plain sentences for a reader with basic reading skills.
Ask exactly these two questions, one at a time, and nothing else:
1. ${INTERVIEW_QUESTIONS[0]}
2. ${INTERVIEW_QUESTIONS[1]}
Your first message greets ${firstName}, says there are 2 questions, and asks question 1. After the first answer, thank them and ask question 2.
After the second answer, give feedback: start with "Feedback:", then "What went well:" and "To do better:", under ${FEEDBACK_MAX_WORDS} words in all. Be kind and specific.`;

const FORMAT_PROMPT = `You format interview feedback for a card a job seeker reads on a phone.
Answer only JSON: {"summary": one short sentence, "strengths": [short plain sentences], "improvements": [short plain sentences]}.
Under ${FEEDBACK_MAX_WORDS} words in all. Keep the meaning; do not add advice that is not in the feedback.`;

const short = (max: number) => z.string().trim().max(max).catch('');
const linkedInAnswer = z.object({
  fullName: short(80),
  headline: short(120),
  place: short(60),
  email: short(120),
  phone: short(30),
  about: short(600),
  jobs: z.array(resumeJob).max(6).catch([]),
  schools: z.array(resumeSchool).max(3).catch([]),
  skills: z.array(z.string().trim().min(1).max(60)).max(15).catch([]),
  certifications: z.array(z.string().trim().min(1).max(100)).max(6).catch([]),
  licenceClass: z.enum(licenceClasses).nullable().catch(null),
  endorsements: z.array(z.enum(resumeEndorsements)).catch([]),
});
const resumeAnswer = z.object({ resume: resumeDocument, why: z.array(z.string().max(300)).min(1).max(8) });

const LINKEDIN_PROMPT = `You read the text of a LinkedIn profile saved as a PDF (side column first, then the main column).
Answer only JSON: {"fullName", "headline", "place", "email", "phone", "about",
"jobs": [{"title", "employer", "place", "start": "Mon YYYY" or "YYYY", "end": "Mon YYYY", "YYYY" or "Present", "details", "incarcerated": false}],
"schools": [{"name", "detail", "years"}], "skills": [..], "certifications": [..],
"licenceClass": "CDL-A" | "CDL-B" | "CLP" | null, "endorsements": [any of ${JSON.stringify(resumeEndorsements)}]}.
Copy facts only; never invent. Empty strings and lists for what is not there.`;

const resumePrompt = `You write a one-page resume a trucking recruiter would accept, for a new truck driver who may have a past conviction.
Answer only JSON: {"resume": {"licenceClass", "headline" (under 80 characters), "summary" (2-3 plain sentences, under 500 characters),
"licence": [lines for endorsements and certificates], "experience": [{"title", "employer", "place", "dates": "Mon YYYY – Mon YYYY", "bullets": [up to 4 short lines]}] (up to 4, newest first),
"education": [{"name", "detail", "years"}], "skills": [up to 10]}, "why": [3-6 short plain sentences explaining your choices to the student]}.
Rules: the licence comes first; use only the facts given, never invent employers, dates or numbers; for a job marked incarcerated, or at a prison, jail
or correctional facility, name the employer as the government that ran it and the kind of work (e.g. "State of Illinois, Food Service Program"),
never the facility; plain words at a 6th-grade reading level.`;

const speakAnswer = z.object({ summary: z.string().min(1).max(300), tips: list });

const SPEAK_PROMPT = `You coach a new CDL-A truck driver who practises answering a pay question out loud.
You get the question, facts measured from the answer (length in seconds, filler words, and whether it named a pay number,
gave a reason and asked a question back) and, when known, the words. Trust the facts; do not claim to have heard anything else.
Answer only JSON: {"summary": one short sentence, "tips": [2 to 5 short plain sentences, most useful first]}.
Write for a reader with basic reading skills. Be kind and specific.`;

/** The facts as the model reads them. */
function factsText(question: string, facts: FeedbackFacts, words: string | null): string {
  const fillers = facts.fillers
    ? `${facts.fillers.count} (${facts.fillers.words.map(([w, n]) => `${w} x${n}`).join(', ') || 'none'})`
    : 'unknown (no words)';
  const source = facts.basis === 'selfCheck' ? 'ticked by the driver' : `found in the ${facts.basis} words`;
  return [
    `Question: ${question}`,
    `Length: ${facts.seconds} seconds`,
    `Filler words: ${fillers}`,
    `Parts (${source}): number ${facts.points.number}, reason ${facts.points.reason}, question back ${facts.points.questionBack}`,
    `Words: ${words ?? '(none)'}`,
  ].join('\n');
}

/** The e-mail and photo raters through an OpenAI-compatible chat-completions API. */
export function openAiCompatible(opts: OpenAiOptions): AiPort {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function complete(messages: unknown[], json: boolean): Promise<string> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.apiKey}` },
      body: JSON.stringify({
        model: opts.model,
        messages,
        temperature: json ? 0 : 0.4,
        ...(json ? { response_format: { type: 'json_object' } } : {}),
      }),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
    });
    if (!res.ok) throw new Error(`AI API answered ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (!content) throw new Error('AI API answered without content');
    return content;
  }

  async function ask(messages: unknown[]): Promise<unknown> {
    return JSON.parse((await complete(messages, true)).replace(/^```(?:json)?\s*|\s*```$/g, ''));
  }

  return {
    async rateEmail({ email, firstName, lastName }): Promise<EmailRating> {
      const who = [firstName, lastName].filter(Boolean).join(' ');
      const answer = emailAnswer.parse(
        await ask([
          { role: 'system', content: EMAIL_PROMPT },
          { role: 'user', content: `E-mail: ${email}\nOwner's name: ${who || 'unknown'}` },
        ]),
      );
      return emailRating.parse({ email: email.trim(), professionalLevel: answer.rating, ...answer });
    },

    async ratePhoto({ image }): Promise<PhotoAnalysis> {
      // A 768-pixel JPEG is plenty to judge a portrait and keeps the request small.
      await inspectImage(image);
      const small = asBuffer(await imageWork<Uint8Array>('shrinkForRating', image));
      const answer = photoAnswer.parse(
        await ask([
          { role: 'system', content: PHOTO_PROMPT },
          {
            role: 'user',
            content: [
              { type: 'text', text: 'Rate this profile photo.' },
              { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${small.toString('base64')}` } },
            ],
          },
        ]),
      );
      const { score, ...lists } = answer;
      return photoAnalysis.parse({ analysis: { score }, ...lists });
    },

    async interviewReply({ messages, firstName, locale }) {
      const reply = await complete(
        [
          { role: 'system', content: inLanguage(interviewPrompt(firstName), locale, SPANISH_INTERVIEW_LINE) },
          ...(messages.length === 0 ? [{ role: 'user', content: '(The call has started.)' }] : []),
          ...messages.map((m) => ({ role: m.type, content: m.content })),
        ],
        false,
      );
      const text = reply.trim();
      return messages.filter((m) => m.type === 'user').length >= 2 ? limitWords(text) : text.slice(0, 1500);
    },

    async formatFeedback({ feedback, locale }) {
      const answer = feedbackAnswer.parse(
        await ask([
          { role: 'system', content: inLanguage(FORMAT_PROMPT, locale, SPANISH_FORMAT_LINE) },
          { role: 'user', content: feedback },
        ]),
      );
      return fitWords(answer);
    },

    async readLinkedIn({ lines }): Promise<LinkedInFacts> {
      return linkedInAnswer.parse(
        await ask([
          { role: 'system', content: LINKEDIN_PROMPT },
          {
            role: 'user',
            content: lines
              .map((l) => l.text)
              .join('\n')
              .slice(0, 20_000),
          },
        ]),
      );
    },

    async writeResume({ facts, state }) {
      const answer = resumeAnswer.parse(
        await ask([
          { role: 'system', content: resumePrompt },
          {
            role: 'user',
            content: JSON.stringify({ facts, state, licence: LICENCE_LINE[facts.licenceClass] }),
          },
        ]),
      );
      // The licence is the student's, whatever the model wrote.
      return { resume: { ...answer.resume, licenceClass: facts.licenceClass }, why: answer.why };
    },

    /** Speech to text through the service's /audio/transcriptions API (multipart: file, model). */
    async transcribe({ audio, type }): Promise<string> {
      const form = new FormData();
      form.append('model', opts.transcribeModel ?? 'whisper-1');
      form.append('language', 'en');
      const ext = type.includes('mp4') ? 'm4a' : (type.split('/')[1] ?? 'webm');
      form.append('file', new Blob([new Uint8Array(audio)], { type }), `answer.${ext}`);
      const res = await fetch(`${opts.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${opts.apiKey}` },
        body: form,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
      });
      if (!res.ok) throw new Error(`AI transcription answered ${res.status}`);
      return z
        .object({ text: z.string().max(5000) })
        .parse(await res.json())
        .text.trim();
    },

    async speakFeedback({ question, facts, words }): Promise<SpeakWords> {
      return speakAnswer.parse(
        await ask([
          { role: 'system', content: SPEAK_PROMPT },
          { role: 'user', content: factsText(question, facts, words) },
        ]),
      );
    },
  };
}

/**
 * Uses the remote rater and falls back to the local one when it fails or answers nonsense, so a student
 * always gets a rating. An image the local rater cannot read still fails as unreadable.
 */
export function withFallback(
  primary: AiPort,
  fallback: AiPort,
  log: (err: unknown) => void = () => {},
): AiPort {
  return {
    async rateEmail(input) {
      try {
        return await primary.rateEmail(input);
      } catch (err) {
        log(err);
        return fallback.rateEmail(input);
      }
    },
    async ratePhoto(input) {
      try {
        return await primary.ratePhoto(input);
      } catch (err) {
        log(err);
        return fallback.ratePhoto(input);
      }
    },
    async interviewReply(input) {
      try {
        return await primary.interviewReply(input);
      } catch (err) {
        log(err);
        return fallback.interviewReply(input);
      }
    },
    async formatFeedback(input) {
      try {
        return await primary.formatFeedback(input);
      } catch (err) {
        log(err);
        return fallback.formatFeedback(input);
      }
    },
    async readLinkedIn(input) {
      try {
        return await primary.readLinkedIn(input);
      } catch (err) {
        log(err);
        return fallback.readLinkedIn(input);
      }
    },
    async writeResume(input) {
      try {
        return await primary.writeResume(input);
      } catch (err) {
        log(err);
        return fallback.writeResume(input);
      }
    },

    async speakFeedback(input) {
      try {
        return await primary.speakFeedback(input);
      } catch (err) {
        log(err);
        return fallback.speakFeedback(input);
      }
    },
    // Hearing speech is the primary's capability or nobody's: a failure is the caller's to report.
    ...(primary.transcribe ? { transcribe: primary.transcribe } : {}),
  };
}

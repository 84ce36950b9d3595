import type { EmailRating, PhotoAnalysis } from '@shared/contracts/analysis.js';
import { rateEmail, suggestAddresses, type EmailFinding } from '@shared/domain/analysis.js';
import { suggestEmail } from '@shared/domain/email-typo.js';
import { formatFeedbackLocally, localInterviewerReply } from '@shared/domain/interview.js';
import { parseLinkedInText, writeResumeLocally } from '@shared/domain/resume.js';
import { tipsFor, type FeedbackFacts } from '@shared/domain/speak.js';
import { t } from '@shared/i18n.js';
import type { AiPort, SpeakWords } from '@server/ports/ai.js';
import { ratePortrait } from './portrait-rating.js';

function emailTips(findings: EmailFinding[]): string[] {
  const tips: string[] = [];
  if (findings.some((f) => f === 'notName' || f === 'slang' || f === 'noLetters'))
    tips.push(t('analysis.tips.useName'));
  if (findings.some((f) => f === 'longNumber' || f === 'shortNumber'))
    tips.push(t('analysis.tips.dropNumbers'));
  if (findings.some((f) => f === 'disposableDomain' || f === 'unusualDomain'))
    tips.push(t('analysis.tips.everydayProvider'));
  if (findings.some((f) => f === 'tooLong' || f === 'manySeparators' || f === 'repeatedLetters'))
    tips.push(t('analysis.tips.keepShort'));
  return tips;
}

/** "Did you mean …@gmail.com?" first, when the provider's name looks mistyped. */
function typoTip(email: string): string[] {
  const meant = suggestEmail(email);
  return meant ? [t('common.didYouMean', { address: meant })] : [];
}

/** Speak-your-worth feedback from the rules alone: how many of the 3 parts, then the tips they earn. */
function localSpeakWords(facts: FeedbackFacts): SpeakWords {
  const made = [facts.points.number, facts.points.reason, facts.points.questionBack].filter(Boolean).length;
  const summary =
    made === 3
      ? t('speak.summary.all')
      : made === 0
        ? t('speak.summary.none')
        : t('speak.summary.some', { count: made });
  return { summary, tips: tipsFor(facts).map((tip) => t(`speak.tips.${tip}`)) };
}

/** The rater that needs no network: the rules of shared/domain/analysis, explained in plain words. */
export function localAi(): AiPort {
  return {
    async rateEmail({ email, firstName, lastName }): Promise<EmailRating> {
      const owner = { firstName, lastName };
      const verdict = rateEmail(email, owner);
      const suggestions =
        verdict.level === 'professional'
          ? []
          : [
              ...typoTip(email),
              ...emailTips(verdict.findings),
              ...suggestAddresses(email, owner)
                .filter(
                  (address) => address !== suggestEmail(email) && address !== email.trim().toLowerCase(),
                )
                .map((address) => t('analysis.tips.try', { address })),
            ];
      return {
        email: email.trim(),
        rating: verdict.level,
        professionalLevel: verdict.level,
        whatToImprove: verdict.findings.map((f) => t(`analysis.findings.${f}`)),
        suggestions,
      };
    },

    // A real face detector first: no finding about a face is made without one (portrait-rating.ts).
    async ratePhoto({ image }): Promise<PhotoAnalysis> {
      return ratePortrait(image);
    },

    async interviewReply({ messages, firstName, locale }) {
      return localInterviewerReply(messages, firstName, locale);
    },

    // The card keeps the feedback's own language: its parts are found by their English or Spanish markers.
    async formatFeedback({ feedback }) {
      return formatFeedbackLocally(feedback);
    },

    async readLinkedIn({ lines }) {
      return parseLinkedInText(lines);
    },

    async writeResume(input) {
      return writeResumeLocally(input);
    },

    // No `transcribe`: this adapter cannot hear speech, so the feedback says what it rests on.
    async speakFeedback({ facts }) {
      return localSpeakWords(facts);
    },
  };
}

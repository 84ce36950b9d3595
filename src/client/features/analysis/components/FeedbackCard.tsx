import type { FormattedFeedback } from '@shared/domain/interview';
import { t } from '@shared/i18n';
import '@shared/messages/interview';

/** The Feedback card at the end of the practice interview, under 100 words. */
export function FeedbackCard({ feedback }: { feedback: FormattedFeedback }) {
  return (
    <section className="card feedback-card" aria-labelledby="feedback-title">
      <h2 id="feedback-title">{t('interview.feedbackTitle')}</h2>
      {feedback.strengths.length > 0 && (
        <>
          <h3>{t('interview.strengths')}</h3>
          <ul>
            {feedback.strengths.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </>
      )}
      {feedback.improvements.length > 0 && (
        <>
          <h3>{t('interview.improvements')}</h3>
          <ul>
            {feedback.improvements.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </>
      )}
      {feedback.summary && <p>{feedback.summary}</p>}
    </section>
  );
}

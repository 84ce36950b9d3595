import { t } from '@shared/i18n';
import '@shared/messages/learning';

/** "12 of 20 answered" as words and as a bar. */
export function AnswerProgress({ answered, total }: { answered: number; total: number }) {
  const label = t('learning.answeredOf', { n: answered, total });
  return (
    <div className="answer-progress">
      <span className="muted">{label}</span>
      <progress max={total} value={answered} aria-label={label} />
    </div>
  );
}

import { t } from '@shared/i18n';
import { IconCheck, IconX } from '@client/ui/icons';
import '@shared/messages/learning';

/**
 * ✓ or ✗ as an icon with its word for screen readers (unless a visible word next to it says it): right and
 * wrong never differ by colour alone.
 */
export function ResultMark({ correct, spoken = true }: { correct: boolean; spoken?: boolean }) {
  return (
    <span className={correct ? 'mark mark-right' : 'mark mark-wrong'}>
      {correct ? (
        <IconCheck aria-hidden="true" focusable="false" strokeWidth={3} />
      ) : (
        <IconX aria-hidden="true" focusable="false" strokeWidth={3} />
      )}
      {spoken && (
        <span className="visually-hidden">
          {correct ? t('learning.markCorrect') : t('learning.markIncorrect')}
        </span>
      )}
    </span>
  );
}

import { t } from '@shared/i18n';

/**
 * ✓ or ✗ as an icon with its word for screen readers (unless a visible word next to it says it): right and
 * wrong never differ by colour alone.
 */
export function ResultMark({ correct, spoken = true }: { correct: boolean; spoken?: boolean }) {
  return (
    <span className={correct ? 'mark mark-right' : 'mark mark-wrong'}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        {correct ? (
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" />
        ) : (
          <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="3" />
        )}
      </svg>
      {spoken && (
        <span className="visually-hidden">
          {correct ? t('learning.markCorrect') : t('learning.markIncorrect')}
        </span>
      )}
    </span>
  );
}

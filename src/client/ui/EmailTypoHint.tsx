import { suggestEmail } from '@shared/domain/email-typo';
import { t } from '@shared/i18n-core';

/**
 * "Did you mean denise.walker@gmail.com?" under an e-mail field whose provider looks mistyped; one tap puts
 * the suggestion in the field. Nothing when the address looks right.
 */
export function EmailTypoHint({ value, onAccept }: { value: string; onAccept: (email: string) => void }) {
  const meant = suggestEmail(value);
  const [before, after] = t('common.didYouMean', { address: '\u0000' }).split('\u0000');
  // The live region stays mounted, so a suggestion that appears is announced.
  return (
    <div className="email-typo" role="status">
      {meant && (
        <p>
          {before}
          <button type="button" className="link-button" onClick={() => onAccept(meant)}>
            {meant}
          </button>
          {after}
        </p>
      )}
    </div>
  );
}

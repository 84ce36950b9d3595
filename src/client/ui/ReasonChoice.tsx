import { useState } from 'react';
import { t } from '@shared/i18n';
import '@shared/messages/review';
import { FieldError } from './FieldError';

/**
 * The reasons a queue offers for sending an item back, as radio buttons, plus "Another reason" with a
 * text box: the form of a DecisionCard's reason step, with its error line. `value` is the chosen text ('' when
 * none); `confirm` hands it on, or shows why it cannot be sent (none chosen, or too long).
 */
export function useReasonChoice(id: string, reasons: readonly string[], maxLength = 300) {
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const value = choice === 'other' ? other.trim() : choice;
  const confirm = (messages: { required: string; tooLong?: string }, send: (reason: string) => void) => {
    if (!value) return setError(messages.required);
    if (value.length > maxLength) return setError(messages.tooLong ?? messages.required);
    setError(null);
    send(value);
  };
  const form = (
    <>
      {reasons.map((text) => (
        <label key={text} className="option">
          <input
            type="radio"
            name={`reason-${id}`}
            value={text}
            checked={choice === text}
            onChange={() => setChoice(text)}
          />
          {text}
        </label>
      ))}
      <label className="option">
        <input
          type="radio"
          name={`reason-${id}`}
          value="other"
          checked={choice === 'other'}
          onChange={() => setChoice('other')}
        />
        {t('review.otherReason')}
      </label>
      {choice === 'other' && (
        <div className="field">
          <label htmlFor={`other-${id}`}>{t('review.otherReasonLabel')}</label>
          <textarea
            id={`other-${id}`}
            value={other}
            maxLength={maxLength}
            onChange={(e) => setOther(e.target.value)}
          />
        </div>
      )}
      <FieldError error={error} />
    </>
  );
  return { value, form, confirm };
}

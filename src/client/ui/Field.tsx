import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldError, invalidProps } from './FieldError';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are announced with it. */
export function Field({ label, hint, error, id, ref, ...input }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <input ref={ref} id={inputId} {...invalidProps(inputId, error, hintId)} {...input} />
      <FieldError id={inputId} error={error} />
    </div>
  );
}

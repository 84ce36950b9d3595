import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { FieldError, invalidProps } from './FieldError';

interface Framed {
  label: string;
  hint?: string;
  error?: string | undefined;
  id?: string;
}

/**
 * A control with its label, hint and error around it: `draw` gets the control's id, the attributes that tie
 * the hint and error to it, then the caller's own attributes.
 */
function framed<Attrs>(draw: (attrs: Attrs & { id: string }) => ReactNode) {
  return function FramedField({ label, hint, error, id, ...attrs }: Framed & Attrs) {
    const autoId = useId();
    const controlId = id ?? autoId;
    const hintId = hint ? `${controlId}-hint` : undefined;
    return (
      <div className={`field${error ? ' field-invalid' : ''}`}>
        <label htmlFor={controlId}>{label}</label>
        {hint && (
          <p id={hintId} className="field-hint">
            {hint}
          </p>
        )}
        {draw({ id: controlId, ...invalidProps(controlId, error, hintId), ...(attrs as Attrs) })}
        <FieldError id={controlId} error={error} />
      </div>
    );
  };
}

/** A labelled input whose hint and error are announced with it. */
export const Field = framed<InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }>(
  (attrs) => <input {...attrs} />,
);

/** A labelled text area (three rows unless told) whose hint and error are announced with it. */
export const TextBox = framed<
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }
>((attrs) => <textarea rows={3} {...attrs} />);

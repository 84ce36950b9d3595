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
}

/** A control's label, hint and error around it; `control` is given the id and the attributes that tie them. */
function FieldFrame({
  id,
  label,
  hint,
  error,
  control,
}: Framed & {
  id: string | undefined;
  control: (id: string, tie: ReturnType<typeof invalidProps>) => ReactNode;
}) {
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
      {control(controlId, invalidProps(controlId, error, hintId))}
      <FieldError id={controlId} error={error} />
    </div>
  );
}

/** A labelled input whose hint and error are announced with it. */
export function Field({
  label,
  hint,
  error,
  id,
  ref,
  ...input
}: Framed & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      control={(inputId, tie) => <input ref={ref} id={inputId} {...tie} {...input} />}
    />
  );
}

/** A labelled text area (three rows unless told) whose hint and error are announced with it. */
export function TextBox({
  label,
  hint,
  error,
  id,
  ref,
  ...area
}: Framed & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      control={(areaId, tie) => <textarea ref={ref} id={areaId} rows={3} {...tie} {...area} />}
    />
  );
}

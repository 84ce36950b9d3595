/** The id of a control's error message. */
const errorIdOf = (id: string) => `${id}-error`;

/**
 * What ties a control to its error (and hint): `aria-invalid` while the error shows and `aria-describedby`
 * naming the hint and the error. Spread it on the input, select or textarea.
 */
export function invalidProps(id: string, error: string | undefined, hintId?: string) {
  const describedBy = [hintId, error ? errorIdOf(id) : undefined].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/**
 * A field's error message, announced and named by `invalidProps` of the same id; without an id, a form's
 * or a row's error that no one control owns.
 */
export function FieldError({ id, error }: { id?: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={id && errorIdOf(id)} className="field-error" role="alert">
      {error}
    </p>
  );
}

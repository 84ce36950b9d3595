/** A staff form's end: the server's message if it refused, then save and cancel. */
export function FormEnd({
  error,
  pending,
  label,
  savingLabel,
  cancelLabel,
  onCancel,
}: {
  error: string;
  pending: boolean;
  label: string;
  savingLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="school-actions">
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? savingLabel : label}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </>
  );
}

interface Action {
  mutate(input: undefined, handlers: { onSuccess: () => void }): void;
  isPending: boolean;
}

/** A coach's one-click action on a student: disabled while it runs, then `onDone` says what was done. */
export function ActionButton({
  action,
  label,
  done,
  onDone,
  primary = false,
}: {
  action: Action;
  label: string;
  /** What the page announces once the server has done it. */
  done: string;
  onDone: (message: string) => void;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      className={primary ? 'button button-primary' : 'button button-secondary'}
      disabled={action.isPending}
      onClick={() => action.mutate(undefined, { onSuccess: () => onDone(done) })}
    >
      {label}
    </button>
  );
}

import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface Choice {
  value: string;
  label: string;
}

/** Choices of things that have an id and a name (coaches, schools, boards). */
export const namedChoices = (items: readonly { id: string; name: string }[] | undefined): Choice[] =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

/**
 * A label and its dropdown: `none`, where given, is the first choice and means the empty value (any, or
 * nobody); `children` follow the dropdown (its status line, say).
 */
export function LabelledSelect({
  label,
  choices,
  none,
  className,
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
  label: ReactNode;
  choices: readonly Choice[];
  none?: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select}>
        {none !== undefined && <option value="">{none}</option>}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      {children}
    </div>
  );
}

/** A label and its box, with nothing else (a filter, say: no hint, no error of its own). */
export function LabelledInput({
  label,
  className,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}

import type { ReactNode } from 'react';

/** One card of a student's page: a section named by its heading, `name` making the heading's id. */
export function StudentCard({
  name,
  title,
  className,
  children,
}: {
  name: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${name}-title`} className={className ? `card ${className}` : 'card'}>
      <h2 id={`${name}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** A card's list of records, or the sentence that says there are none. */
export function RecordList<T>({
  items,
  empty,
  className,
  children,
}: {
  items: readonly T[];
  empty: string;
  className?: string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p>{empty}</p>;
  return <ul className={className}>{items.map(children)}</ul>;
}

import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { t } from '@shared/i18n';

/**
 * What a console list has open in its form (a record, or word of a new one), and the page's notice of the
 * last change: opening a form clears the notice, closing it (`done`) says what was saved.
 */
export function useRecordEditing<Open>() {
  const [editing, setEditing] = useState<Open | null>(null);
  const [notice, setNotice] = useState('');
  return {
    editing,
    notice,
    setNotice,
    edit: (next: Open) => {
      setNotice('');
      setEditing(next);
    },
    done: (message: string) => {
      setEditing(null);
      setNotice(message);
    },
  };
}

/**
 * A console page of records (schools, boards, job listings): title, intro, what the reader may do, the
 * notice of the last change, then the records once they have loaded.
 */
export function RecordsPage<D>({
  className,
  title,
  intro,
  lead,
  notice,
  records,
  failed = (error) => error.message,
  children,
}: {
  className?: string;
  title: string;
  intro: string;
  lead?: ReactNode;
  notice: string;
  records: UseQueryResult<D>;
  failed?: (error: Error) => string;
  children: (data: D) => ReactNode;
}) {
  return (
    <section className={className}>
      <h1>{title}</h1>
      <p className="field-hint">{intro}</p>
      {lead}
      <p role="status" className="field-hint">
        {notice}
      </p>
      {records.isPending ? (
        <p>{t('common.loading')}</p>
      ) : records.isError ? (
        <p role="alert">{failed(records.error)}</p>
      ) : (
        children(records.data)
      )}
    </section>
  );
}

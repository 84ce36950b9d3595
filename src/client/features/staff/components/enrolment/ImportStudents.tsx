import { useId, useRef, useState, type FormEvent } from 'react';
import type { EnrolmentImport, EnrolmentPreview } from '@shared/contracts/enrolment';
import {
  ENROLMENT_COLUMNS,
  MAX_CSV_CHARS,
  MAX_IMPORT_ROWS,
  REQUIRED_COLUMNS,
} from '@shared/domain/enrolment';
import { t } from '@shared/i18n';
import { useHandlesError } from '@client/lib/error-reporting';
import { useImportEnrolmentFile, usePreviewEnrolmentFile } from '../../api/enrolment';
import { plural } from '../format';
import { RowsTable } from './RowsTable';
import '@shared/messages/enrolment';
import { ScriptForm } from '@client/ui/ScriptForm';

const KB = MAX_CSV_CHARS / 1000;

/**
 * "Import from a file": choose a CSV file, see what each row would become, then import the new rows in
 * one go. The server reads the file again for the import; the preview only informs.
 */
export function ImportStudents() {
  const preview = useHandlesError(usePreviewEnrolmentFile());
  const importer = useHandlesError(useImportEnrolmentFile());
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [checked, setChecked] = useState<EnrolmentPreview | null>(null);
  const [result, setResult] = useState<EnrolmentImport | null>(null);
  const [error, setError] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const reset = () => {
    setFile(null);
    setChecked(null);
    setResult(null);
    setError('');
    if (input.current) input.current.value = '';
    input.current?.focus();
  };

  const check = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    setChecked(null);
    setResult(null);
    const chosen = input.current?.files?.[0];
    if (!chosen) return setError(t('enrolment.import.noFile'));
    if (!/\.csv$/i.test(chosen.name) && chosen.type !== 'text/csv')
      return setError(t('enrolment.import.notCsv'));
    // Characters, not bytes, are the server's limit; a file of more bytes than that cannot be under it.
    if (chosen.size > MAX_CSV_CHARS * 4) return setError(t('enrolment.import.tooBig', { kb: KB }));
    let csv: string;
    try {
      csv = await chosen.text();
    } catch {
      return setError(t('enrolment.import.unreadable'));
    }
    if (csv.length > MAX_CSV_CHARS) return setError(t('enrolment.import.tooBig', { kb: KB }));
    setFile({ name: chosen.name, csv });
    setKey(crypto.randomUUID());
    preview.mutate(csv, { onSuccess: setChecked, onError: (err) => setError(err.message) });
  };

  const runImport = () => {
    if (!file) return;
    importer.mutate(
      { csv: file.csv, key },
      {
        onSuccess: (done) => {
          setResult(done);
          setChecked(null);
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="card enrol-card">
      <h2 id={`${id}-title`}>{t('enrolment.import.title')}</h2>
      <p>{t('enrolment.import.lead')}</p>
      <dl className="enrol-columns">
        {ENROLMENT_COLUMNS.map((c) => (
          <div key={c}>
            <dt>
              <code>{c}</code>{' '}
              <span className="muted">
                (
                {REQUIRED_COLUMNS.includes(c)
                  ? t('enrolment.import.required')
                  : t('enrolment.import.optional')}
                )
              </span>
            </dt>
            <dd>{t(`enrolment.import.columns.${c}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="field-hint">{t('enrolment.import.limits', { rows: MAX_IMPORT_ROWS, kb: KB })}</p>
      <p className="field-hint">{t('enrolment.import.rule')}</p>

      {!result && (
        <ScriptForm noValidate onSubmit={(e) => void check(e)} className="enrol-file-form">
          <div className={`field${error && !checked ? ' field-invalid' : ''}`}>
            <label htmlFor={`${id}-file`}>{t('enrolment.import.file')}</label>
            <input
              ref={input}
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={() => {
                setChecked(null);
                setError('');
              }}
            />
          </div>
          <button type="submit" className="button button-secondary" disabled={preview.isPending}>
            {preview.isPending ? t('enrolment.import.checking') : t('enrolment.import.choose')}
          </button>
        </ScriptForm>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}

      {checked && file && (
        <div className="enrol-preview">
          <h3>{t('enrolment.import.previewTitle', { file: file.name })}</h3>
          <p>{t('enrolment.import.summary', checked.counts)}</p>
          <RowsTable rows={checked.rows} />
          {checked.counts.new > 0 ? (
            <button
              type="button"
              className="button button-primary"
              disabled={importer.isPending}
              onClick={runImport}
            >
              {importer.isPending
                ? t('enrolment.import.importing')
                : plural(checked.counts.new, 'enrolment.import.submit_one', 'enrolment.import.submit_other')}
            </button>
          ) : (
            <p>{t('enrolment.import.nothingNew')}</p>
          )}
        </div>
      )}

      <div role="status" className="enrol-status">
        {result && (
          <>
            <p>
              <strong>
                {result.counts.added > 0
                  ? plural(result.counts.added, 'enrolment.import.done_one', 'enrolment.import.done_other')
                  : t('enrolment.import.doneNone')}
              </strong>
              {result.counts.wrong > 0 && (
                <>
                  {' '}
                  {plural(
                    result.counts.wrong,
                    'enrolment.import.doneSkipped_one',
                    'enrolment.import.doneSkipped_other',
                  )}
                </>
              )}
            </p>
          </>
        )}
      </div>
      {result && (
        <>
          <RowsTable rows={result.rows} />
          <button type="button" className="button button-secondary" onClick={reset}>
            {t('enrolment.import.another')}
          </button>
        </>
      )}
    </section>
  );
}

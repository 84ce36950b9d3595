import { useId } from 'react';
import type { FileRowView } from '@shared/contracts/enrolment';
import { t } from '@shared/i18n';
import '@shared/messages/enrolment';

/** Every row of a file and its status (with the reason when it is wrong or already enrolled). */
export function RowsTable({ rows }: { rows: FileRowView[] }) {
  const id = useId();
  return (
    // Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="enrol-table-wrap" tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
      <table className="enrol-table">
        <caption id={`${id}-caption`}>{t('enrolment.import.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('enrolment.import.row')}</th>
            <th scope="col">{t('enrolment.import.status')}</th>
            <th scope="col">{t('enrolment.import.name')}</th>
            <th scope="col">{t('enrolment.import.email')}</th>
            <th scope="col">{t('enrolment.import.phone')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.row} className={`enrol-row enrol-row-${r.status}`} data-status={r.status}>
              <th scope="row">{r.row}</th>
              <td>
                <strong className={`enrol-status-${r.status}`}>
                  {t(`enrolment.import.statuses.${r.status}`)}
                </strong>
                {r.reason && <span className="enrol-reason">{r.reason}</span>}
              </td>
              <td>{r.name}</td>
              <td className="enrol-contact">{r.email}</td>
              <td className="enrol-phone">{r.phone}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { Link } from 'react-router';
import type { ActionItem } from '@shared/contracts/actions';
import { timeZoneOfState } from '@shared/domain/careers';
import { photoFolderOf } from '@shared/domain/documents';
import { formatTime } from '@shared/domain/format';
import { t } from '@shared/i18n';
import { useModals } from '@client/lib/modals';
import { useActions } from '../api/actions';
import '@shared/messages/actions';
import '@shared/messages/documents';

const isExternal = (to: string) => /^https?:/.test(to);

/** The "Action needed" card above the checklist: only when something waits on the student. */
export function ActionNeeded({ state }: { state: string | null }) {
  const actions = useActions(true);
  const modals = useModals();
  const list = actions.data ?? [];
  if (!list.length) return null;
  const zone = timeZoneOfState(state);
  return (
    <section className="card action-needed" aria-labelledby="action-needed-title">
      <h2 id="action-needed-title">{t('actions.title')}</h2>
      <ul className="action-list">
        {list.map((a) => (
          <li key={keyOf(a)} className="action-item">
            <Action action={a} zone={zone} onRide={() => modals.open('Uber')} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function keyOf(a: ActionItem): string {
  switch (a.kind) {
    case 'documentSentBack':
      return `doc-${a.folder}`;
    case 'stipendReady':
      return `stipend-${a.week}`;
    case 'rideUnderWay':
      return `ride-${a.tripId}`;
    case 'callToday':
      return `call-${a.name}-${a.startsAt}`;
  }
}

function Action({ action: a, zone, onRide }: { action: ActionItem; zone: string; onRide: () => void }) {
  switch (a.kind) {
    case 'documentSentBack': {
      const name = photoFolderOf(a.folder)?.name ?? a.folder;
      const document = t(`documents.names.${name}` as 'documents.names.cdla', { product: t('product.name') });
      return (
        <>
          <p className="action-text">{t('actions.documentSentBack', { document })}</p>
          {a.reason && <p className="action-reason">{t('actions.reason', { reason: a.reason })}</p>}
          <Link className="button button-primary" to={a.to}>
            {t('actions.retake')}
          </Link>
        </>
      );
    }
    case 'stipendReady':
      return (
        <>
          <p className="action-text">{t('actions.stipendReady', { week: a.week })}</p>
          <Link className="button button-primary" to={a.to}>
            {t('actions.askStipend')}
          </Link>
        </>
      );
    case 'rideUnderWay':
      return (
        <>
          <p className="action-text">{t('actions.rideUnderWay', { destination: a.destination })}</p>
          <button type="button" className="button button-primary" onClick={onRide}>
            {t('actions.seeRide')}
          </button>
        </>
      );
    case 'callToday': {
      const time = formatTime(a.startsAt, zone);
      return (
        <>
          <p className="action-text">{t('actions.callToday', { name: a.name, time })}</p>
          {a.joinUrl ? (
            isExternal(a.joinUrl) ? (
              <a className="button button-primary" href={a.joinUrl} target="_blank" rel="noreferrer">
                {t('actions.join')}
              </a>
            ) : (
              <Link className="button button-primary" to={a.joinUrl}>
                {t('actions.join')}
              </Link>
            )
          ) : (
            <p className="hint">{t('actions.phoneCall')}</p>
          )}
        </>
      );
    }
  }
}

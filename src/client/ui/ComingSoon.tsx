import { Link } from 'react-router';
import { t } from '../../shared/i18n';
import { CallUsLink } from './CallUsLink';

/** What a checklist link shows until its screen is built: never a blank page. */
export function ComingSoon({ backTo }: { backTo: string }) {
  return (
    <section className="card coming">
      <h1>{t('common.comingTitle')}</h1>
      <p>{t('common.comingBody')}</p>
      <p>
        <CallUsLink />
      </p>
      <Link to={backTo} className="button button-primary">
        {t('common.backToChecklist')}
      </Link>
    </section>
  );
}

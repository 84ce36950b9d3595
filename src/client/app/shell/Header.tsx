import { Link } from 'react-router';
import { t } from '@shared/i18n';
import { useModals } from '@client/lib/modals';

export function Header({ homePath }: { homePath: string }) {
  const modals = useModals();
  return (
    <header className="app-header">
      <Link to={homePath} className="brand" aria-label={t('shell.logoAlt')}>
        <img src="/favicon.svg" alt="" width="32" height="32" />
        <span className="brand-name">{t('product.name')}</span>
      </Link>
      <button
        type="button"
        className="button button-ghost"
        onClick={() => modals.open('menu')}
        aria-haspopup="dialog"
      >
        <span aria-hidden="true" className="menu-icon">
          ☰
        </span>{' '}
        {t('shell.menu')}
      </button>
    </header>
  );
}

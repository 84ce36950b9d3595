import { LOGO_SRC } from '@client/ui/logo';
import { Link } from 'react-router';
import { t } from '@shared/i18n';
import { useModals } from '@client/lib/modals';
import { IconHelp, IconMenu } from '@client/ui/icons';
import '@shared/messages/help-chat';

/**
 * The student header: the logo home, Help (the help chat, in the header so it never covers a page's
 * content or buttons, whatever the screen size) and the menu.
 */
export function Header({ homePath, showHelp }: { homePath: string; showHelp: boolean }) {
  const modals = useModals();
  return (
    <header className="app-header">
      <Link to={homePath} className="brand" aria-label={t('shell.logoAlt')}>
        <img src={LOGO_SRC} alt="" width="32" height="32" />
        <span className="brand-name">{t('product.name')}</span>
      </Link>
      <div className="header-actions">
        {showHelp && (
          <button
            type="button"
            className="button button-primary help-button"
            onClick={() => modals.open('helpChat')}
            aria-haspopup="dialog"
          >
            <IconHelp aria-hidden="true" size={18} /> {t('helpChat.open')}
          </button>
        )}
        <button
          type="button"
          className="button button-ghost"
          onClick={() => modals.open('menu')}
          aria-haspopup="dialog"
        >
          <IconMenu aria-hidden="true" size={18} /> {t('shell.menu')}
        </button>
      </div>
    </header>
  );
}

import { Link } from 'react-router';
import { t } from '../../../shared/i18n';
import { ThemeToggle } from './ThemeToggle';

/** Support line and phone (spec 000 §2 "Shell"); instructors talk with an instructor. */
export function Footer({ instructor }: { instructor: boolean }) {
  return (
    <footer className="app-footer">
      <p className="footer-talk">{instructor ? t('shell.talkInstructor') : t('shell.talkCoach')}</p>
      <p>{t('shell.supportText', { hours: t('product.coachHours') })}</p>
      <p>
        <a className="button button-secondary" href={`tel:${t('product.supportPhone')}`}>
          {t('shell.callUs')}: {t('product.supportPhoneLabel')}
        </a>
      </p>
      <nav className="footer-links" aria-label="Legal">
        <Link to="/privacy-policy">{t('shell.privacy')}</Link>
        <Link to="/terms-of-use">{t('shell.terms')}</Link>
        <ThemeToggle />
      </nav>
    </footer>
  );
}

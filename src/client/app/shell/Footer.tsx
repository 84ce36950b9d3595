import { Link } from 'react-router';
import { officeHours } from '@shared/domain/program-settings';
import { t } from '@shared/i18n';
import { ThemeToggle } from './ThemeToggle';
import { CallUsLink } from '@client/ui/CallUsLink';

/** Support line and phone (spec 000 §2 "Shell"); instructors talk with an instructor. */
export function Footer({ instructor }: { instructor: boolean }) {
  return (
    <footer className="app-footer">
      <p className="footer-talk">{instructor ? t('shell.talkInstructor') : t('shell.talkCoach')}</p>
      <p>{t('shell.supportText', { hours: officeHours() })}</p>
      <p>
        <CallUsLink />
      </p>
      <nav className="footer-links" aria-label="Legal">
        <Link to="/privacy-policy">{t('shell.privacy')}</Link>
        <Link to="/terms-of-use">{t('shell.terms')}</Link>
        <ThemeToggle />
      </nav>
    </footer>
  );
}

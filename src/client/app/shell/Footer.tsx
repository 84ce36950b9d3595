import { officeHours } from '@shared/domain/program-settings';
import { t } from '@shared/i18n';
import { ThemeToggle } from './ThemeToggle';
import { HelpAndLegal } from '@client/ui/HelpAndLegal';

/** Support line and phone (spec 000 §2 "Shell"); instructors talk with an instructor. */
export function Footer({ instructor }: { instructor: boolean }) {
  return (
    <footer className="app-footer">
      <p className="footer-talk">{instructor ? t('shell.talkInstructor') : t('shell.talkCoach')}</p>
      <p>{t('shell.supportText', { hours: officeHours() })}</p>
      <HelpAndLegal>
        <ThemeToggle />
      </HelpAndLegal>
    </footer>
  );
}

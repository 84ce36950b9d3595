import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '@shared/i18n-core';
import { CallUsLink } from './CallUsLink';

/** The end of a page: the 'Call us' link, then the legal pages (and whatever else the page adds there). */
export function HelpAndLegal({ children }: { children?: ReactNode }) {
  return (
    <>
      <p>
        <CallUsLink />
      </p>
      <nav className="footer-links" aria-label="Legal">
        <Link to="/privacy-policy">{t('shell.privacy')}</Link>
        <Link to="/terms-of-use">{t('shell.terms')}</Link>
        {children}
      </nav>
    </>
  );
}

import type { ReactNode } from 'react';
import { LOGO_SRC } from '@client/ui/logo';
import { programSettings } from '@shared/domain/program-settings';
import { Link } from 'react-router';
import englishPrivacy from '@content/pages/privacy-policy.json';
import spanishPrivacy from '@content/pages/privacy-policy.es.json';
import englishTerms from '@content/pages/terms-of-use.json';
import englishFirst90 from '@content/pages/first-90-days.json';
import spanishFirst90 from '@content/pages/first-90-days.es.json';
import spanishTerms from '@content/pages/terms-of-use.es.json';
import { localizedContent } from '@client/lib/locale';
import { formatDate } from '@shared/domain/format';
import { t } from '@shared/i18n';
import '@shared/messages/content';

interface Page {
  title: string;
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
}
/**
 * A Spanish reading copy when the reader reads Spanish (content/pages/<name>.es.json), chosen at each
 * render: the server renders these pages for readers of both languages (decision 039).
 */
const pages: Record<'privacy-policy' | 'terms-of-use' | 'first-90-days', () => Page> = {
  'privacy-policy': () => localizedContent(englishPrivacy, spanishPrivacy),
  'terms-of-use': () => localizedContent(englishTerms, spanishTerms),
  'first-90-days': () => localizedContent(englishFirst90, spanishFirst90),
};

/** "{{privacyEmail}}" in a page's text is the program's privacy contact (PRIVACY_EMAIL), as a link. */
function withContact(paragraph: string): ReactNode {
  const [before, after] = paragraph.split('{{privacyEmail}}');
  if (after === undefined) return paragraph;
  const { privacyEmail } = programSettings();
  return (
    <>
      {before}
      <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>
      {after}
    </>
  );
}

/** The privacy policy, terms of use and the graduates' first-90-days tips, from content/pages. Readable signed in or not. */
export default function StaticPage({ name }: { name: keyof typeof pages }) {
  const page = pages[name]();
  return (
    <div className="static-page">
      <header className="app-header">
        <Link to="/" className="brand" aria-label={t('shell.logoAlt')}>
          <img src={LOGO_SRC} alt="" width="32" height="32" />
          <span className="brand-name">{t('product.name')}</span>
        </Link>
      </header>
      <main id="main" className="prose">
        <h1>{page.title}</h1>
        <p className="muted">{t('content.updated', { date: formatDate(page.updated) })}</p>
        {page.sections.map((s) => (
          <section key={s.heading}>
            <h2>{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p}>{withContact(p)}</p>
            ))}
          </section>
        ))}
        <p>
          <Link to="/">{t('common.back')}</Link>
        </p>
      </main>
    </div>
  );
}

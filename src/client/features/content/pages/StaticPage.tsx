import { LOGO_SRC } from '@client/ui/logo';
import { Link } from 'react-router';
import privacy from '@content/pages/privacy-policy.json';
import terms from '@content/pages/terms-of-use.json';
import { formatDate } from '@shared/domain/format';
import { t } from '@shared/i18n';

interface Page {
  title: string;
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
}
const pages: Record<'privacy-policy' | 'terms-of-use', Page> = {
  'privacy-policy': privacy,
  'terms-of-use': terms,
};

/** The privacy policy and terms of use, from content/pages. Readable signed in or not. */
export default function StaticPage({ name }: { name: keyof typeof pages }) {
  const page = pages[name];
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
              <p key={p}>{p}</p>
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

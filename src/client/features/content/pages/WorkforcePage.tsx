import { Link, useLocation, useNavigate } from 'react-router';
import { BUTTON_PREFIX, type RichBlock } from '../../../../shared/contracts/content';
import { defaultPath } from '../../../../shared/domain/program';
import { t } from '../../../../shared/i18n';
import { setPendingLocation } from '../../../lib/pending-location';
import { useSession, viewerOf } from '../../../lib/session';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { useWorkforceEntry } from '../api/entries';

/** A workforce content page at /workforce/* (spec 001 §2 "Workforce content page"). */
export default function WorkforcePage() {
  const { pathname } = useLocation();
  const { data: user } = useSession();
  const navigate = useNavigate();
  const title = decodeURIComponent(pathname.replace(/^\/workforce\//, '')).replace(/\/+$/, '');
  const entry = useWorkforceEntry(title, user?.wb?.slug);
  const home = user ? defaultPath(viewerOf(user)) : '/login';

  if (entry.isPending) return <LoadingScreen />;
  if (entry.isError) {
    return (
      <section className="card" role="alert">
        <p>{t('content.loadFailed')}</p>
        <Link className="button button-primary" to={home}>
          {t('common.backToChecklist')}
        </Link>
      </section>
    );
  }

  const follow = (href: string) => {
    setPendingLocation(href);
    navigate(home);
  };

  return (
    <article className="prose">
      {entry.data.body.map((block, i) => (
        <Block key={i} block={block} onButton={follow} />
      ))}
    </article>
  );
}

function Block({ block, onButton }: { block: RichBlock; onButton: (href: string) => void }) {
  switch (block.type) {
    case 'heading': {
      const H = `h${block.level}` as 'h1' | 'h2' | 'h3';
      return <H>{block.text}</H>;
    }
    case 'list': {
      const L = block.ordered ? 'ol' : 'ul';
      return (
        <L>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </L>
      );
    }
    case 'image':
      return <img src={block.src} alt={block.alt} loading="lazy" className="content-image" />;
    case 'video':
      return (
        <video controls preload="none" className="content-video" aria-label={block.title} src={block.src}>
          <track kind="captions" src={block.captions} srcLang="en" label="English" default />
        </video>
      );
    case 'paragraph': {
      const link = block.link;
      const isButton = link?.text.startsWith(BUTTON_PREFIX);
      return (
        <>
          {block.text && <p>{block.text}</p>}
          {link &&
            (isButton ? (
              <p>
                <button type="button" className="button button-primary" onClick={() => onButton(link.href)}>
                  {link.text.slice(BUTTON_PREFIX.length).trim()}
                </button>
              </p>
            ) : /^https?:/.test(link.href) ? (
              <p>
                <a href={link.href} target="_blank" rel="noreferrer">
                  {link.text}
                </a>
              </p>
            ) : (
              <p>
                <Link to={link.href}>{link.text}</Link>
              </p>
            ))}
        </>
      );
    }
  }
}

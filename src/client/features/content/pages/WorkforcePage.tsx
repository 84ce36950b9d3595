import { useLocation, useNavigate } from 'react-router';
import { defaultPath } from '@shared/domain/program';
import { t } from '@shared/i18n';
import { setPendingLocation } from '@client/lib/pending-location';
import { useSession, viewerOf } from '@client/lib/session';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { Block } from '../components/RichBlock';
import { useWorkforceEntry } from '../api/entries';
import '@shared/messages/content';
import { BackToChecklist } from '@client/ui/BackToChecklist';

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
        <BackToChecklist to={home} className="button button-primary" />
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

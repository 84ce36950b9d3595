import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { t } from '@shared/i18n';
import { StepActions } from '@client/ui/StepActions';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useWorkforceEntry } from '../api/entries';
import { Block } from '../components/RichBlock';
import '@shared/messages/content';
import { BackToChecklist } from '@client/ui/BackToChecklist';

/**
 * An information step of the checklist (how to get the DOT physical or the permit, the program rules,
 * what "on hold" means…): its page from the content service, titled by the step's path, and its action;
 * `aside` adds what only the app knows (the graduate's own steps and coach on the welcome page).
 */
export default function StepInfoPage({ backTo, aside }: { backTo: string; aside?: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const url = pathname.replace(/\/+$/, '');
  const entry = useWorkforceEntry(url.slice(1), undefined);

  if (entry.isPending) return <LoadingScreen />;
  if (entry.isError) {
    return (
      <section className="card" role="alert">
        <p>{t('content.loadFailed')}</p>
        <BackToChecklist to={backTo} className="button button-primary" />
      </section>
    );
  }
  return (
    <article className="prose step-page">
      {entry.data.body.map((block, i) => (
        <Block key={i} block={block} onButton={(href) => void navigate(href)} />
      ))}
      {aside}
      <StepActions url={url} backTo={backTo} />
    </article>
  );
}

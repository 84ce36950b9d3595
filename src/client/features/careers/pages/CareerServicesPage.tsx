import type { ReactNode } from 'react';
import englishStages from '@content/stages.json';
import spanishStages from '@content/stages.es.json';
import { localizedContent } from '@client/lib/locale';
import type { ProgramStep } from '@shared/contracts/program';
import { t } from '@shared/i18n';
import { useSession } from '@client/lib/session';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useCareerServices } from '../api/careers';
import { Scheduler } from '../components/Scheduler';
import '../careers.css';
import '@shared/messages/careers';
import '@shared/messages/stage';

/** The stages' words in the reader's language (content/stages.es.json beside the English file), at each render. */
const stagesText = () => localizedContent(englishStages, spanishStages);

interface Props {
  /** The post-program homepage (/postprogram): the stage's heading and instructions above the list. */
  home: boolean;
  /** Renders the checklist of the given steps (composed by the app from the program area). */
  renderChecklist: (steps: ProgramStep[]) => ReactNode;
  children?: ReactNode;
}

/**
 * Career services (spec 000 §2): 'First Things First' for post-program students, 'Get a head start on
 * your future career' otherwise, then booking a call with the career coach.
 */
export default function CareerServicesPage({ home, renderChecklist, children }: Props) {
  const { data: user } = useSession();
  const career = useCareerServices();
  if (!user || career.isPending) return <LoadingScreen />;
  if (career.isError) return <p role="alert">{career.error.message}</p>;
  const stage = stagesText().postprogram;
  const TitleTag = home ? 'h2' : 'h1';
  return (
    <article className="stage careers">
      {home && (
        <>
          <h1>{t('careers.homeTitle')}</h1>
          <ul className="instructions">
            {stage.instructions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      <section aria-labelledby="career-checklist" className="card">
        <TitleTag id="career-checklist">{career.data.title}</TitleTag>
        <p className="hint">{t('stage.checklistHint')}</p>
        {renderChecklist(career.data.steps)}
      </section>
      {career.data.coachId && (
        <section aria-labelledby="book-coach" className="card">
          <h2 id="book-coach">{t('careers.bookCoachTitle')}</h2>
          <p>{t('careers.bookCoachIntro')}</p>
          <Scheduler eventType="Career Coaching Call" user={user} />
        </section>
      )}
      {children}
    </article>
  );
}

import { Link, useParams } from 'react-router';
import stages from '../../../../../content/stages.json';
import type { ProgramScreen } from '../../../../shared/contracts/program';
import { stageScreens, type StageScreen } from '../../../../shared/domain/program';
import { t } from '../../../../shared/i18n';
import { ComingSoon } from '../../../ui/ComingSoon';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { useProgramSteps } from '../api/program-steps';

interface StageText {
  title: string;
  instructions: string[];
  completionText: string;
  nextScreen: string | null;
}

/** A stage landing screen: its title, instructions and checklist (spec 000 §2 "Checklist screen"). */
export default function StagePage({ screenOverride }: { screenOverride?: StageScreen }) {
  const params = useParams();
  const screen = (screenOverride ?? params.screen) as StageScreen;
  if (!(stageScreens as readonly string[]).includes(screen)) return <ComingSoon backTo="/" />;
  return <Stage screen={screen} />;
}

function Stage({ screen }: { screen: StageScreen }) {
  const text = (stages as Record<string, StageText>)[screen]!;
  const { data: steps, isPending, isError } = useProgramSteps(screen as ProgramScreen);
  return (
    <article className="stage">
      <h1>{text.title}</h1>
      <ul className="instructions">
        {text.instructions.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <section aria-labelledby="checklist-title" className="card">
        <h2 id="checklist-title">{t('stage.yourChecklist')}</h2>
        <p className="hint">{t('stage.checklistHint')}</p>
        {isPending ? (
          <LoadingScreen label={t('common.loading')} />
        ) : isError ? (
          <p role="alert">{t('errors.internal')}</p>
        ) : (
          <ol className="checklist">
            {steps.map((step) => (
              <li key={step.url + step.name} className="checklist-item">
                {/^https?:/.test(step.url) ? (
                  <a href={step.url} target="_blank" rel="noreferrer">
                    {step.name}
                  </a>
                ) : (
                  <Link to={step.url}>{step.name}</Link>
                )}
                {step.subtext && <span className="subtext">{step.subtext}</span>}
              </li>
            ))}
          </ol>
        )}
      </section>
      {text.nextScreen && <p className="after-this">{t('stage.afterThis', { next: text.nextScreen })}</p>}
    </article>
  );
}

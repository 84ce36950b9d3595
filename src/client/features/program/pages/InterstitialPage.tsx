import { useNavigate } from 'react-router';
import englishStages from '@content/stages.json';
import spanishStages from '@content/stages.es.json';
import { localizedContent } from '@client/lib/locale';
import type { SessionUser } from '@shared/contracts/user';
import {
  defaultPath,
  interstitialScreenOf,
  nextStatus,
  type StageScreen,
  type Status,
} from '@shared/domain/program';
import { graduationWaitKey, graduationWaits } from '@shared/domain/graduation';
import { t, type MessageKey } from '@shared/i18n';
import { IconParty } from '@client/ui/icons';

import { useChangeStatus } from '../api/progress';
import '@shared/messages/checklist';
import '@shared/messages/journey';
import '@shared/messages/decision-notices';

/** The stages' words in the reader's language (content/stages.es.json beside the English file), at each render. */
const stagesText = () => localizedContent(englishStages, spanishStages);

const congrats: Partial<Record<Status, MessageKey>> = {
  '0_New': 'journey.congratsWelcome',
  '1_Setup': 'journey.congratsWelcome',
  '2_Training': 'journey.congratsTraining',
  '3_Permit': 'journey.congratsPermit',
  '4_School': 'journey.congratsSchool',
};

/** The congratulation screen at the end of a stage; its button moves the status one stage on (spec 000 §2). */
export default function InterstitialPage({ screen, user }: { screen: StageScreen; user: SessionUser }) {
  const navigate = useNavigate();
  const change = useChangeStatus();
  const status = user.status!;
  const to = nextStatus(status);
  const message = congrats[status];

  if (!to || !message || interstitialScreenOf(status) !== screen) {
    return (
      <section className="card interstitial">
        <h1>{t('checklist.alreadyMoved')}</h1>
        <button
          type="button"
          className="button button-primary"
          onClick={() => navigate(defaultPath({ role: 'student', status }))}
        >
          {t('checklist.continue')}
        </button>
      </section>
    );
  }

  // Finishing school also waits for the coach's approval of the CDL-A photo and the signed agreement: the
  // student reads what is left instead of a button the server would refuse.
  const waits = status === '4_School' && user.documents ? graduationWaits(user.documents) : [];
  if (waits.length > 0) {
    return (
      <section className="card interstitial">
        <h1>{t('decisionNotices.graduationWaits')}</h1>
        <ul className="graduation-waits">
          {waits.map((wait) => (
            <li key={wait}>{t(graduationWaitKey[wait])}</li>
          ))}
        </ul>
        <button
          type="button"
          className="button button-primary button-block"
          onClick={() => navigate(defaultPath({ role: 'student', status }))}
        >
          {t('checklist.continue')}
        </button>
      </section>
    );
  }

  const nextScreen = defaultPath({ role: 'student', status: to }).split('/').pop() as StageScreen;
  const nextTitle = (stagesText() as Record<string, { title: string }>)[nextScreen]?.title ?? '';

  const move = () => {
    change.mutate(
      { status: to, from: status },
      {
        onSuccess: () => navigate(defaultPath({ role: 'student', status: to }), { replace: true }),
      },
    );
  };

  return (
    <section className="card interstitial">
      <p className="celebrate" aria-hidden="true">
        <IconParty size={48} />
      </p>
      <h1>{t(message)}</h1>
      <button
        type="button"
        className="button button-primary button-block"
        onClick={move}
        disabled={change.isPending}
      >
        {change.isPending ? t('journey.updating') : t('journey.moveTo', { next: nextTitle })}
      </button>
    </section>
  );
}

import { useNavigate } from 'react-router';
import englishPolicy from '@content/pages/privacy-policy.json';
import spanishPolicy from '@content/pages/privacy-policy.es.json';
import { localizedContent } from '@client/lib/locale';
import { formatDate } from '@shared/domain/format';
import { t } from '@shared/i18n';
import { useSession } from '@client/lib/session';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useAcceptPrivacy, usePrivacyAcceptance } from '../api/privacy';
import '@shared/messages/steps';
import { BackToChecklist } from '@client/ui/BackToChecklist';

/** The welcome step "Accept the privacy agreement": the agreement, and an "I agree" the server records. */
export default function PrivacyAgreementPage() {
  const { data: user } = useSession();
  const state = usePrivacyAcceptance();
  const accept = useAcceptPrivacy();
  const navigate = useNavigate();
  const backTo = '/program/welcome';
  // The policy in the reader's language (a Spanish reading copy beside the English one), at each render.
  const policy = localizedContent(englishPolicy, spanishPolicy);

  return (
    <article className="prose step-page">
      <h1>{t('steps.privacyTitle')}</h1>
      <p>{t('steps.privacyLead')}</p>
      <p className="muted">{t('steps.privacyVersion', { date: formatDate(policy.updated) })}</p>
      {policy.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
      {state.isPending || !user ? (
        <LoadingScreen label={t('common.loading')} />
      ) : state.data?.accepted ? (
        <>
          <p role="status" className="card">
            {t('steps.privacyAccepted', { date: formatDate(state.data.acceptedAt) })}
          </p>
          <p className="step-actions">
            <BackToChecklist to={backTo} className="button button-secondary button-block" />
          </p>
        </>
      ) : (
        <p className="step-actions">
          <button
            type="button"
            className="button button-primary button-block"
            disabled={accept.isPending}
            onClick={() => accept.mutate(user.uuid, { onSuccess: () => void navigate(backTo) })}
          >
            {accept.isPending ? t('steps.saving') : t('steps.privacyAgree')}
          </button>
        </p>
      )}
    </article>
  );
}

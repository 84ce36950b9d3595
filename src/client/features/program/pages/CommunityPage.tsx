import { t } from '@shared/i18n';
import { LoadingScreen } from '@client/ui/LoadingScreen';
import { useCommunity, useJoinCommunity } from '../api/community';
import '@shared/messages/steps';
import { BackToChecklist } from '@client/ui/BackToChecklist';

/** The post-program step "Say hi in the graduate chat": what the chat is, and joining it. */
export default function CommunityPage() {
  const state = useCommunity();
  const join = useJoinCommunity();
  return (
    <article className="step-page">
      <h1>{t('steps.communityTitle')}</h1>
      <p>{t('steps.communityLead')}</p>
      <p>{t('steps.communityRules')}</p>
      {state.isPending ? (
        <LoadingScreen label={t('common.loading')} />
      ) : state.isError ? (
        <p role="alert">{t('errors.internal')}</p>
      ) : state.data.joined ? (
        <p className="card" role="status">
          {t('steps.communityJoined')}
        </p>
      ) : !state.data.hasChatAccount ? (
        <p className="card">{t('steps.communityNoAccount')}</p>
      ) : (
        <button
          type="button"
          className="button button-primary button-block"
          disabled={join.isPending}
          onClick={() => join.mutate(undefined)}
        >
          {join.isPending ? t('steps.saving') : t('steps.communityJoin')}
        </button>
      )}
      <p className="step-actions">
        <BackToChecklist to="/postprogram" className="button button-secondary button-block" />
      </p>
    </article>
  );
}

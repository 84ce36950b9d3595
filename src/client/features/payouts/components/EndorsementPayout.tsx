import { Link } from 'react-router';
import { payoutScreen } from '@shared/domain/payouts';
import { t } from '@shared/i18n';
import { LoadError } from '@client/ui/LoadError';
import { usePayouts } from '../api/payouts';
import '@shared/messages/endorsements';

const PAYOUT_PATH = '/postprogram/career_services/payout/endorsement';

/**
 * The endorsement payout on the endorsements screen: not yet (no approved endorsement), ask for it, or
 * where the request stands. The server refuses a request without an approved endorsement either way.
 */
export default function EndorsementPayout({ ready }: { ready: boolean }) {
  const payouts = usePayouts();
  if (payouts.isPending) return null;
  if (payouts.isError) return <LoadError message={t('endorsements.payoutLoadFailed')} query={payouts} />;
  const screen = payoutScreen(payouts.data, 'endorsement');
  const mine = payouts.data.find((p) => p.reason === 'endorsement' && p.status === screen);
  if (screen === 'pending' || screen === 'completed')
    return (
      <>
        <p role="status">
          {screen === 'completed'
            ? t('endorsements.payoutDone')
            : mine?.approved
              ? t('endorsements.payoutSent')
              : t('endorsements.payoutPending')}
        </p>
        <Link className="button button-secondary button-block" to={PAYOUT_PATH}>
          {t('endorsements.payoutOpen')}
        </Link>
      </>
    );
  if (!ready) return <p>{t('endorsements.payoutNotYet')}</p>;
  return (
    <>
      <p>{t('endorsements.payoutReady')}</p>
      <Link className="button button-primary button-block" to={PAYOUT_PATH}>
        {t('endorsements.payoutAsk')}
      </Link>
    </>
  );
}

import { t } from '@shared/i18n';
import '@shared/messages/payouts';

/** Which e-mail PayPal needs, and how a student finds it in their PayPal account. */
export function PayPalHint() {
  return (
    <div className="paypal-hint">
      <p>
        <strong>{t('payouts.paypalTitle')}</strong>
      </p>
      <p>{t('payouts.paypalHint')}</p>
      <details>
        <summary>{t('payouts.paypalHowTitle')}</summary>
        <ol>
          <li>{t('payouts.paypalHow1')}</li>
          <li>{t('payouts.paypalHow2')}</li>
          <li>{t('payouts.paypalHow3')}</li>
        </ol>
      </details>
    </div>
  );
}

import type { Db } from '@server/db/client.js';
import type { Env } from '@server/env.js';
import type { PaymentsPort } from '@server/ports/payments.js';
import { localPayments } from './local.js';
import { paypalPayments } from './paypal.js';

/** PayPal when its client id and secret are set; otherwise payouts are recorded in the database. */
export function paymentsFromEnv(env: Env, db: Db): PaymentsPort {
  if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) return localPayments(db);
  return paypalPayments({
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET,
    baseUrl: env.PAYPAL_API_URL,
  });
}

import type { PaymentsPort } from '@server/ports/payments.js';
import { basicAuth, callVendor, joinUrl, jsonOf, VendorError } from '../vendor-http.js';

export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  /** https://api-m.paypal.com (live) or https://api-m.sandbox.paypal.com. */
  baseUrl: string;
  emailSubject?: string;
}

/**
 * Stipends and payouts through the PayPal Payouts API: an OAuth 2 client-credentials token, then one
 * batch with one item per payment. The payment id is the `sender_batch_id`: PayPal pays a batch id at most
 * once in 30 days, so a retried job is refused as a duplicate, which counts as paid.
 */
export function paypalPayments(config: PaypalConfig): PaymentsPort {
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const res = await callVendor('PayPal', 'get token', joinUrl(config.baseUrl, '/v1/oauth2/token'), {
      method: 'POST',
      headers: {
        authorization: basicAuth(config.clientId, config.clientSecret),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok) throw new VendorError('PayPal', 'get token', res.status);
    const body = await jsonOf<{ access_token?: string; expires_in?: number }>('PayPal', 'get token', res);
    if (!body.access_token) throw new VendorError('PayPal', 'get token', res.status, 'no token');
    token = {
      value: body.access_token,
      until: Date.now() + Math.max(0, (body.expires_in ?? 300) - 60) * 1000,
    };
    return token.value;
  }

  return {
    async send({ id, email, amountCents, note }) {
      const res = await callVendor(
        'PayPal',
        'create payout',
        joinUrl(config.baseUrl, '/v1/payments/payouts'),
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${await accessToken()}`,
            'content-type': 'application/json',
            'paypal-request-id': id,
          },
          body: JSON.stringify({
            sender_batch_header: {
              sender_batch_id: id,
              recipient_type: 'EMAIL',
              email_subject: config.emailSubject ?? 'You have a payment from Freeway',
            },
            items: [
              {
                recipient_type: 'EMAIL',
                receiver: email,
                amount: { value: (amountCents / 100).toFixed(2), currency: 'USD' },
                note: note.slice(0, 1000),
                sender_item_id: id,
              },
            ],
          }),
        },
      );
      if (res.status === 401) token = null;
      if (res.status === 201 || res.status === 200) return;
      const text = await res.text().catch(() => '');
      // A batch id used before is refused with a body naming it and linking the first payout: already paid.
      if (res.status >= 400 && res.status < 500 && /sender_batch_id/i.test(text) && text.includes(id)) return;
      const name = /"name"\s*:\s*"([A-Z_]+)"/.exec(text)?.[1] ?? null;
      throw new VendorError('PayPal', 'create payout', res.status, name);
    },
  };
}

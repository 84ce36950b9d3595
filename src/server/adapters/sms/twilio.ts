import type { SmsPort } from '@server/ports/sms.js';
import { basicAuth, callVendor, joinUrl, VendorError } from '../vendor-http.js';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service SID (MG…). */
  from: string;
  /** https://api.twilio.com by default; a test server otherwise. */
  baseUrl?: string;
}

/**
 * Text messages through Twilio's Programmable Messaging REST API: one form-encoded POST to
 * /2010-04-01/Accounts/{sid}/Messages.json with Basic auth. Twilio has no idempotency key for messages;
 * the delivery job marks a message sent right after Twilio accepts it, so a retry never sends it again.
 */
export function twilioSms(config: TwilioConfig): SmsPort {
  const url = joinUrl(
    config.baseUrl ?? 'https://api.twilio.com',
    `/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
  );
  const sender = config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  return {
    async send(message) {
      const res = await callVendor('Twilio', 'send message', url, {
        method: 'POST',
        headers: {
          authorization: basicAuth(config.accountSid, config.authToken),
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: message.to, [sender]: config.from, Body: message.text }),
      });
      if (res.status !== 201 && res.status !== 200) {
        const code = await res
          .json()
          .then((b: { code?: number }) => (b.code ? String(b.code) : null))
          .catch(() => null);
        throw new VendorError('Twilio', 'send message', res.status, code);
      }
    },
  };
}

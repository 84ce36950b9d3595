import type { Db } from '@server/db/client.js';
import type { Env } from '@server/env.js';
import type { SmsPort } from '@server/ports/sms.js';
import { localSms } from './local.js';
import { twilioSms } from './twilio.js';

/** Twilio when its account, token and number are set; otherwise the dev outbox. */
export function smsFromEnv(env: Env, db: Db): SmsPort {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_FROM) return localSms(db);
  return twilioSms({
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    from: env.TWILIO_FROM,
    ...(env.TWILIO_API_URL ? { baseUrl: env.TWILIO_API_URL } : {}),
  });
}

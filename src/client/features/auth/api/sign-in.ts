import { sendEmailCode, sendSmsCode, signInWithCode, signOut } from '@shared/contracts/auth.endpoints';
import { changeLocale } from '@shared/contracts/user.endpoints';
import { getLocale, type Locale } from '@shared/locale';
import { call } from '@client/lib/api';
import { hasChosenLocale } from '@client/lib/locale';

/** The code goes out in the language the page is showing (decision 028). */
export function sendCode(input: { channel: 'email'; email: string } | { channel: 'sms'; phone: string }) {
  const locale = getLocale();
  return input.channel === 'email'
    ? call(sendEmailCode, { body: { to: input.email, locale } })
    : call(sendSmsCode, { body: { phone: input.phone, locale } });
}

/** Signs in; a language chosen on this device becomes the account's (and so every message's). */
export async function login(input: { email: string } | { phone: string }, token: string) {
  const result = await call(signInWithCode, { body: { ...input, token } });
  if (hasChosenLocale()) await saveLocale(getLocale()).catch(() => undefined);
  return result;
}

function saveLocale(locale: Locale) {
  return call(changeLocale, { body: { locale } });
}

export function logout() {
  return call(signOut, {}, { quiet401: true });
}

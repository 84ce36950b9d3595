import { sendEmailCode, sendSmsCode, signInWithCode, signOut } from '@shared/contracts/auth.endpoints';
import { call } from '@client/lib/api';

export function sendCode(input: { channel: 'email'; email: string } | { channel: 'sms'; phone: string }) {
  return input.channel === 'email'
    ? call(sendEmailCode, { body: { to: input.email } })
    : call(sendSmsCode, { body: { phone: input.phone } });
}

export function login(input: { email: string } | { phone: string }, token: string) {
  return call(signInWithCode, { body: { ...input, token } });
}

export function logout() {
  return call(signOut, {}, { quiet401: true });
}

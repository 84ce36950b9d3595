import { api } from '@client/lib/api';

export function sendCode(input: { channel: 'email'; email: string } | { channel: 'sms'; phone: string }) {
  return input.channel === 'email'
    ? api<{ sent: true }>('POST', '/sendgrid/sendToken', { body: { to: input.email } })
    : api<{ sent: true }>('POST', '/twilio/sendToken', { body: { phone: input.phone } });
}

export function login(input: { email: string } | { phone: string }, token: string) {
  return api<{ redirectTo: string }>('POST', '/login', { body: { ...input, token } });
}

export function logout() {
  return api<{ ok: true }>('POST', '/logout', { quiet401: true });
}

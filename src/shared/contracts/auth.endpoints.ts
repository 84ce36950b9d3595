import { endpoint } from './endpoint.js';
import type * as s from './auth.js';

const tag = 'auth';
/** Sign-in is anonymous: bad input, or too many tries from one address. */
const signIn = [400, 429] as const;

/** A six-digit code by e-mail; answers the same whether or not the account exists. */
export const sendEmailCode = endpoint<{
  body: typeof s.sendEmailTokenBody;
  response: typeof s.sendTokenResponse;
}>()({
  name: 'sendEmailCode',
  method: 'POST',
  path: '/sendgrid/sendToken',
  access: 'public',
  idempotency: 'replay',
  errors: signIn,
  tag,
});

/** A six-digit code by text message; answers the same whether or not the account exists. */
export const sendSmsCode = endpoint<{
  body: typeof s.sendSmsTokenBody;
  response: typeof s.sendTokenResponse;
}>()({
  name: 'sendSmsCode',
  method: 'POST',
  path: '/twilio/sendToken',
  access: 'public',
  idempotency: 'replay',
  errors: signIn,
  tag,
});

/** Signs in with the address and its code; sets the session cookie. */
export const signInWithCode = endpoint<{ body: typeof s.loginBody; response: typeof s.loginResponse }>()({
  name: 'signInWithCode',
  method: 'POST',
  path: '/login',
  access: 'public',
  idempotency: 'replay',
  errors: signIn,
  tag,
});

/** Ends the session and clears its cookie. */
export const signOut = endpoint<{ response: typeof s.okResponse }>()({
  name: 'signOut',
  method: 'POST',
  path: '/logout',
  access: 'public',
  idempotency: 'replay',
  errors: [],
  tag,
});

import { endpoint } from './endpoint.js';
import type * as s from './account.js';

const tag = 'account';
const errors = [400, 401, 403, 404, 409, 429] as const;

/** Checks the new address (rules checked by the service), then sends a code to the address on file. */
export const sendCurrentEmailCode = endpoint<{
  body: typeof s.emailCurrentCodeBody;
  response: typeof s.codeSentResponse;
}>()({
  name: 'sendCurrentEmailCode',
  method: 'POST',
  path: '/account/email/current-code',
  idempotency: 'replay',
  errors,
  tag,
});

/** The same for a new phone number; the code goes to the phone on file. */
export const sendCurrentPhoneCode = endpoint<{
  body: typeof s.phoneCurrentCodeBody;
  response: typeof s.codeSentResponse;
}>()({
  name: 'sendCurrentPhoneCode',
  method: 'POST',
  path: '/account/phone/current-code',
  idempotency: 'replay',
  errors,
  tag,
});

/** With the code from the current address, sends a code to the new one. */
export const sendNewEmailCode = endpoint<{
  body: typeof s.emailCodeBody;
  response: typeof s.codeSentResponse;
}>()({
  name: 'sendNewEmailCode',
  method: 'POST',
  path: '/account/email/code',
  idempotency: 'replay',
  errors,
  tag,
});

/** With the code from the current phone, texts a code to the new number. */
export const sendNewPhoneCode = endpoint<{
  body: typeof s.phoneCodeBody;
  response: typeof s.codeSentResponse;
}>()({
  name: 'sendNewPhoneCode',
  method: 'POST',
  path: '/account/phone/code',
  idempotency: 'replay',
  errors,
  tag,
});

/** The profile photo's upload date and stored path. */
export const recordProfilePhoto = endpoint<{
  body: typeof s.usersMetricsBody;
  response: typeof s.usersMetricsResponse;
}>()({
  name: 'recordProfilePhoto',
  method: 'PATCH',
  path: '/usersMetrics',
  idempotency: 'none',
  errors,
  tag,
});

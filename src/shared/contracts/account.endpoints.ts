import { area } from './endpoint.js';
import type { accountSchemas } from './account.js';

const account = area<typeof accountSchemas>('account', [400, 401, 403, 404, 409, 429]);

/** Checks the new address (rules checked by the service), then sends a code to the address on file. */
export const sendCurrentEmailCode = account.post('sendCurrentEmailCode', '/account/email/current-code');

/** The same for a new phone number; the code goes to the phone on file. */
export const sendCurrentPhoneCode = account.post('sendCurrentPhoneCode', '/account/phone/current-code');

/** With the code from the current address, sends a code to the new one. */
export const sendNewEmailCode = account.post('sendNewEmailCode', '/account/email/code');

/** With the code from the current phone, texts a code to the new number. */
export const sendNewPhoneCode = account.post('sendNewPhoneCode', '/account/phone/code');

/** The profile photo's upload date and stored path. */
export const recordProfilePhoto = account.patch('recordProfilePhoto', '/usersMetrics');

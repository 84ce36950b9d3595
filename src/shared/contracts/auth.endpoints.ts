import { area } from './endpoint.js';
import type { authSchemas } from './auth.js';

/** Sign-in is anonymous: bad input, or too many tries from one address. */
const auth = area<typeof authSchemas>('auth', [400, 429]);

/** A six-digit code by e-mail; answers the same whether or not the account exists. */
export const sendEmailCode = auth.post('sendEmailCode', '/sendgrid/sendToken', { access: 'public' });

/** A six-digit code by text message; answers the same whether or not the account exists. */
export const sendSmsCode = auth.post('sendSmsCode', '/twilio/sendToken', { access: 'public' });

/** Signs in with the address and its code; sets the session cookie. */
export const signInWithCode = auth.post('signInWithCode', '/login', { access: 'public' });

/** Ends the session and clears its cookie. */
export const signOut = auth.post('signOut', '/logout', { access: 'public', errors: [] });

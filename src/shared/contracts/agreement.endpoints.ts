import { area } from './endpoint.js';
import type { agreementSchemas } from './agreement.js';

const errors = [400, 401, 403, 404, 409, 413] as const;
const agreement = area<typeof agreementSchemas>('agreement', errors);
const staff = area<typeof agreementSchemas>('staff', errors);

/** E-mails the student a link to sign the program agreement. */
export const requestAgreement = agreement.post('requestAgreement', '/hellosign/sendSignatureRequest');

/** The signing page's text for the link's token (no session needed). */
export const getSigningView = agreement.get('getSigningView', '/hellosign/signing/:token', {
  access: 'public',
});

export const signAgreement = agreement.post('signAgreement', '/hellosign/signing/:token', {
  access: 'public',
});

/**
 * The signing provider's events, as form data with one `json` field; no session (the event hash proves
 * it), answered in plain text. The provider retries by itself, so no key is kept.
 */
export const receiveSigningCallback = agreement.post('receiveSigningCallback', '/hellosign/callback', {
  text: 'Hello API Event Received',
  access: 'public',
  idempotency: 'none',
  errors: [400, 401, 403, 404, 409, 413, 503],
});

/** The signed copy, a PDF download (a coach names the student). */
export const downloadSignedAgreement = agreement.get('downloadSignedAgreement', '/agreement/signed', {
  file: true,
  errors: [400, 401, 403, 404],
});

/** Where the caller's signature request stands: sent when, link good until when, signed when. */
export const getSignatureRequest = agreement.get('getSignatureRequest', '/hellosign/sendSignatureRequest', {
  errors: [401, 403],
});

/** A coach sends the agreement anew: the old links stop working and the student is told. */
export const renewAgreement = staff.post('renewAgreement', '/admin/students/:id/agreement/renew');

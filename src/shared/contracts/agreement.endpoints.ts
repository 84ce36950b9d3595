import { endpoint } from './endpoint.js';
import type * as s from './agreement.js';

const tag = 'agreement';
const errors = [400, 401, 403, 404, 409, 413] as const;

/** E-mails the student a link to sign the program agreement. */
export const requestAgreement = endpoint<{ response: typeof s.agreementRequested }>()({
  name: 'requestAgreement',
  method: 'POST',
  path: '/hellosign/sendSignatureRequest',
  idempotency: 'replay',
  errors,
  tag,
});

/** The signing page's text for the link's token (no session needed). */
export const getSigningView = endpoint<{ params: typeof s.signingParams; response: typeof s.signingView }>()({
  name: 'getSigningView',
  method: 'GET',
  path: '/hellosign/signing/:token',
  access: 'public',
  idempotency: 'none',
  errors,
  tag,
});

export const signAgreement = endpoint<{
  params: typeof s.signingParams;
  body: typeof s.signBody;
  response: typeof s.agreementSigned;
}>()({
  name: 'signAgreement',
  method: 'POST',
  path: '/hellosign/signing/:token',
  access: 'public',
  idempotency: 'replay',
  errors,
  tag,
});

/**
 * The signing provider's events, as form data with one `json` field; no session (the event hash proves
 * it), answered in plain text. The provider retries by itself, so no key is kept.
 */
export const receiveSigningCallback = endpoint()({
  name: 'receiveSigningCallback',
  method: 'POST',
  path: '/hellosign/callback',
  access: 'public',
  text: 'Hello API Event Received',
  idempotency: 'none',
  errors: [...errors, 503],
  tag,
});

/** The signed copy, a PDF download (a coach names the student). */
export const downloadSignedAgreement = endpoint<{ query: typeof s.signedCopyQuery }>()({
  name: 'downloadSignedAgreement',
  method: 'GET',
  path: '/agreement/signed',
  file: true,
  idempotency: 'none',
  errors: [400, 401, 403, 404],
  tag,
});

/** Where the caller's signature request stands: sent when, link good until when, signed when. */
export const getSignatureRequest = endpoint<{ response: typeof s.signatureRequestState }>()({
  name: 'getSignatureRequest',
  method: 'GET',
  path: '/hellosign/sendSignatureRequest',
  idempotency: 'none',
  errors: [401, 403],
  tag: 'agreement',
});

/** A coach sends the agreement anew: the old links stop working and the student is told. */
export const renewAgreement = endpoint<{
  params: typeof s.renewParams;
  response: typeof s.agreementRequested;
}>()({
  name: 'renewAgreement',
  method: 'POST',
  path: '/admin/students/:id/agreement/renew',
  idempotency: 'replay',
  errors,
  tag: 'staff',
});

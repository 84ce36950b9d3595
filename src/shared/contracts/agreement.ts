import { z } from 'zod';
import { safeText } from './text.js';

/** POST /api/hellosign/sendSignatureRequest: the signing link is sent by e-mail. */
export const agreementRequested = z.object({ fwAgreementStatus: z.literal('pending') });

/** GET /api/hellosign/sendSignatureRequest: where the caller's signature request stands. */
export const signatureRequestState = z.object({
  fwAgreementStatus: z.enum(['incomplete', 'pending', 'complete']),
  sentAt: safeText().nullable(),
  /** When the e-mailed link stops working; null once signed or before a request. */
  linkExpiresAt: safeText().nullable(),
  signedAt: safeText().nullable(),
  version: safeText().nullable(),
  /** The newest link expired unsigned: the student may ask for a new one. */
  renewable: z.boolean(),
});

/** The signing link's token (e-mailed; the signing page needs no session). */
export const signingParams = z.object({ token: safeText().min(1).max(100) });

/** GET /api/hellosign/signing/:token: what the signing page shows. */
export const signingView = z.object({
  firstName: safeText(),
  title: safeText(),
  version: safeText(),
  paragraphs: z.array(safeText()),
  /** A Spanish reading copy for a student who reads Spanish (the English text is what is signed). */
  readingCopy: z.object({ title: safeText(), paragraphs: z.array(safeText()) }).nullable(),
});
export type SigningView = z.infer<typeof signingView>;

/** POST /api/hellosign/signing/:token: the legal name, consent, and the drawn (or typed) signature. */
export const signBody = z.object({
  legalName: safeText().max(200),
  consent: z.boolean(),
  typed: z.boolean().default(false),
  signature: safeText().max(400_000).optional(),
});
export type SignInput = z.input<typeof signBody>;
export const agreementSigned = z.object({ fwAgreementStatus: z.literal('complete') });

/** GET /api/agreement/signed?student: the signed copy (a PDF); a coach names the student. */
export const signedCopyQuery = z.object({ student: z.uuid().optional() });

/** The agreement area's schema table (see endpoint.ts): each endpoint's schemas by name. */
export const renewParams = z.object({ id: z.uuid() });

export const agreementSchemas = {
  renewAgreement: { params: renewParams, response: agreementRequested },
  requestAgreement: { response: agreementRequested },
  getSignatureRequest: { response: signatureRequestState },
  getSigningView: { params: signingParams, response: signingView },
  signAgreement: { params: signingParams, body: signBody, response: agreementSigned },
  receiveSigningCallback: {},
  downloadSignedAgreement: { query: signedCopyQuery },
};

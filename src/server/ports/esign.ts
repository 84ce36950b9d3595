interface SignatureRequest {
  /** Idempotency key: the portal's agreement id, sent as metadata so a retry can be matched. */
  id: string;
  signerEmail: string;
  signerName: string;
  title: string;
  subject: string;
  message: string;
  /** The document to sign, as a PDF. */
  document: Uint8Array;
}

/**
 * E-signature for the program agreement. `portal` signing is today's behaviour: the student signs on the
 * portal's own page from an e-mailed link and the portal builds the signed PDF with its certificate.
 * `hosted` signing hands the document to a provider that e-mails the signer, hosts the signing and keeps
 * the signed PDF, and tells the portal by a callback when it is done.
 */
export interface EsignPort {
  readonly mode: 'portal' | 'hosted';
  /** Sends the document for signing; answers the provider's request id. */
  send(request: SignatureRequest): Promise<{ requestId: string }>;
  /**
   * The request already made for this reference (our agreement id), or null: asked before sending again, so a
   * crash after the provider answered but before its id was kept does not send the signer a second request.
   */
  findRequest(reference: string): Promise<{ requestId: string } | null>;
  /** Whether the provider itself says every signer has signed (a callback alone is not trusted for that). */
  isComplete(requestId: string): Promise<boolean>;
  /** The signed PDF of a completed request, or null while it is not complete. */
  signedPdf(requestId: string): Promise<Uint8Array | null>;
  /**
   * Reads a provider callback: the id of the request it reports fully signed, or null for other events.
   * Throws when the callback is not authentic or not recent (`now` decides, for tests).
   */
  completedRequestId(callback: string, now?: Date): string | null;
}

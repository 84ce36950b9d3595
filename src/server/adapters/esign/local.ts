import type { Db } from '@server/db/client.js';
import type { EsignPort } from '@server/ports/esign.js';
import { recordEvent } from '../local-events.js';

/**
 * Signing on the portal's own page (the default): nothing leaves the portal. A request is recorded for the
 * dev tools; the agreement feature e-mails the signing link and builds the signed PDF itself.
 */
export function localEsign(db: Db): EsignPort {
  return {
    mode: 'portal',
    async send(request) {
      await recordEvent(db, 'esign.send', request.id, {
        signerEmail: request.signerEmail,
        title: request.title,
        bytes: request.document.length,
      });
      return { requestId: `local-${request.id}` };
    },
    // Nothing leaves the portal and a second send only records the same dev event again.
    async findRequest() {
      return null;
    },
    async isComplete() {
      return false;
    },
    async signedPdf() {
      return null;
    },
    completedRequestId() {
      return null;
    },
  };
}

import { t } from '@shared/i18n.js';
import type { Db } from '@server/db/client.js';
import type { SigningLetter } from '@server/queue/effects.js';
import type { EsignPort } from '@server/ports/esign.js';
import { buildAgreementPdf } from './agreement-pdf.js';
import { agreementText } from './agreement-text.js';
import * as repo from './agreement.repo.js';

/**
 * Job (the `esign.send` effect): hands the unsigned agreement to the e-signature port and keeps its request
 * id. An agreement that already has one is not sent again, so a retried job after a stored id is harmless;
 * before sending, the provider is asked for a request already made for this agreement, so a crash after the
 * provider answered but before its id was kept does not send the signer a second request.
 */
export async function sendForSigning(db: Db, esign: EsignPort, letter: SigningLetter): Promise<void> {
  const row = await repo.findById(db, letter.agreementId);
  if (!row || row.externalId || row.status !== 'sent') return;
  const earlier = await esign.findRequest(row.id);
  if (earlier) {
    await repo.setExternalId(db, row.id, earlier.requestId);
    return;
  }
  const text = agreementText();
  const product = t('product.name');
  const { requestId } = await esign.send({
    id: row.id,
    signerEmail: letter.signerEmail,
    signerName: letter.signerName,
    title: text.title,
    subject: t('agreement.emailSubject', { product }),
    message: t('agreement.providerMessage', { name: letter.firstName, product }),
    document: await buildAgreementPdf(text, null),
  });
  await repo.setExternalId(db, row.id, requestId);
}

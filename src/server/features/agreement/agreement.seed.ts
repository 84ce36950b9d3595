import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '@server/db/client.js';
import type { StoragePort } from '@server/ports/storage.js';
import { buildAgreementPdf } from './agreement-pdf.js';
import { agreementText } from './agreement-text.js';
import * as repo from './agreement.repo.js';

/**
 * Demo mode: a student the demo data shows with a complete agreement signed it, a month ago: the agreement
 * row with its evidence and the signed PDF in storage, as the signing screen would have left them.
 */
export async function seedDemoAgreements(db: Db, storage: StoragePort, now = new Date()): Promise<number> {
  const text = agreementText();
  let made = 0;
  for (const student of await repo.listCompleteWithoutSigned(db)) {
    const signedAt = new Date(now.getTime() - 30 * 86_400_000);
    const id = randomUUID();
    const evidence = {
      agreementId: id,
      signer: `${student.firstName} ${student.lastName}`,
      email: student.email,
      signedAt: signedAt.toISOString(),
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (Linux; Android 14) demo',
      method: 'typed' as const,
    };
    const pdf = await buildAgreementPdf(text, { evidence, signaturePng: null });
    const objectKey = randomBytes(24).toString('base64url');
    await storage.put(objectKey, Readable.from([Buffer.from(pdf)]), pdf.length);
    await db.transaction((tx) =>
      repo.insertAgreement(tx, {
        id,
        userId: student.userId,
        tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
        status: 'signed',
        version: text.version,
        documentSha256: text.sha256,
        expiresAt: new Date(signedAt.getTime() + 7 * 86_400_000),
        signedAt,
        evidence,
        objectKey,
        createdAt: new Date(signedAt.getTime() - 86_400_000),
      }),
    );
    made++;
  }
  return made;
}

import { Readable } from 'node:stream';
import sharp from 'sharp';
import { photoFolders, type UploadFolder } from '@shared/domain/documents.js';
import type { Db } from '@server/db/client.js';
import type { StoragePort } from '@server/ports/storage.js';
import { checkPhoto } from '@server/uploads/photo-check.js';
import { spool } from '@server/uploads/receive.js';
import { storeUpload } from '@server/uploads/store.js';
import { insertUpload } from '@server/uploads/uploads.repo.js';
import * as repo from './documents.repo.js';

/** A plain drawing of a card on paper: something for a coach to look at in the demo review queue. */
function samplePhoto(seed: number): Promise<Buffer> {
  const lines = Array.from(
    { length: 9 },
    (_, i) =>
      `<rect x="90" y="${170 + i * 42}" width="${380 + ((seed * 53 + i * 71) % 320)}" height="16" fill="#2b2b2b"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="680"><rect width="1000" height="680" fill="#e9e4d8"/><rect x="50" y="50" width="900" height="580" rx="24" fill="#fbfaf6" stroke="#444" stroke-width="5"/><rect x="90" y="90" width="420" height="40" fill="#1f5f3f"/><rect x="700" y="170" width="190" height="240" fill="#c9c2b0"/>${lines}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * Demo mode: every document the demo data marks pending gets a sample photo under review, so the coach's
 * queue shows what a real one looks like; every document marked complete gets the photo a coach approved.
 * Statuses are left as seeded; no tickets are raised.
 */
export async function seedDemoUploads(db: Db, storage: StoragePort, spoolDir: string): Promise<number> {
  let made = 0;
  for (const docs of await repo.listDocumentRows(db)) {
    for (const [folder, spec] of Object.entries(photoFolders) as unknown as [
      UploadFolder,
      (typeof photoFolders)[UploadFolder] & object,
    ][]) {
      const status = repo.statusOf(docs, spec.statusKey);
      if (status !== 'pending' && status !== 'complete') continue;
      if (await repo.hasUpload(db, docs.userId, folder)) continue;
      const file = await spool(Readable.from([await samplePhoto(made + 1)]), spoolDir);
      try {
        const stored = await storeUpload(
          storage,
          file,
          { declaredType: 'image/jpeg', durationMs: undefined },
          checkPhoto,
        );
        await db.transaction((tx) =>
          insertUpload(tx, {
            userId: docs.userId,
            folder,
            objectKey: stored.objectKey,
            contentType: stored.contentType,
            byteSize: stored.byteSize,
            width: stored.width ?? 0,
            height: stored.height ?? 0,
            eTag: stored.eTag,
            ...(status === 'pending'
              ? { review: 'pending' as const }
              : { review: 'approved' as const, reviewedAt: new Date() }),
          }),
        );
        made++;
      } finally {
        await file.cleanup();
      }
    }
  }
  return made;
}

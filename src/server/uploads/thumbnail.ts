import { Readable } from 'node:stream';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { asBuffer, imageWork } from '@server/images/image-work.js';
import type { Db } from '@server/db/client.js';
import type { Viewer } from '@server/plugins/session.js';
import type { StoragePort } from '@server/ports/storage.js';
import type { UploadFolders } from './folders.js';
import * as repo from './uploads.repo.js';

/** Twice the 120 CSS pixels the account screen shows, for sharp phone screens. */
const THUMBNAIL_PIXELS = 240;

/** Where an upload's small rendition is kept beside it (encrypted like every stored object). */
export const thumbnailKeyOf = (objectKey: string) => `${objectKey}_thumb`;

/**
 * A photo's 240-pixel WebP rendition, for its owner or a coach: made from the stored photo the first time
 * it is asked for and kept, so the account screen downloads a few kilobytes instead of the whole photo.
 */
export async function readThumbnail(
  deps: { db: Db; storage: StoragePort; folders: UploadFolders },
  viewer: Viewer,
  path: string,
): Promise<Buffer> {
  const match = /^([A-Za-z0-9]+)\/([0-9a-f-]{36})$/.exec(path);
  if (!match || !deps.folders.areaOf(match[1]!)?.thumbnails)
    throw new AppError('NOT_FOUND', t('errors.notFound'), 'path');
  const upload = await repo.findUpload(deps.db, match[2]!).catch(() => null);
  if (!upload || upload.folder !== match[1]) throw new AppError('NOT_FOUND', t('errors.notFound'), 'path');
  if (upload.userId !== viewer.userId && viewer.role === 'student')
    throw new AppError('FORBIDDEN', t('errors.forbidden'));
  const key = thumbnailKeyOf(upload.objectKey);
  const kept = await deps.storage.get(key).catch(() => null);
  if (kept) return kept;
  const original = await deps.storage.get(upload.objectKey).catch(() => null);
  if (!original) throw new AppError('NOT_FOUND', t('errors.notFound'), 'path');
  // Decoded in the upload work pool, never on the event loop.
  const small = asBuffer(
    await imageWork<Uint8Array>('thumbnailPhoto', { image: original, pixels: THUMBNAIL_PIXELS }),
  );
  // Best effort: a rendition that could not be kept is made again next time.
  await deps.storage.put(key, Readable.from(small), small.length).catch(() => undefined);
  return small;
}

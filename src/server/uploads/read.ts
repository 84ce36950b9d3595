import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Viewer } from '@server/plugins/session.js';
import type { UploadDeps } from './accept.js';
import { storageDown } from './store.js';
import * as repo from './uploads.repo.js';

/** GET /api/spaces: the file object, only for its owner and for staff. */
export async function readStoredFile(
  deps: Pick<UploadDeps, 'db' | 'storage' | 'folders'>,
  viewer: Viewer,
  path: string,
  bucket: string,
) {
  const match = /^([A-Za-z0-9]+)\/([0-9a-f-]{36})$/.exec(path);
  if (bucket !== 'private' || !match) throw new AppError('NOT_FOUND', t('errors.notFound'), 'path');
  // A file with a door of its own (a recording: a coach's listening is audited) is read through it.
  const door = deps.folders.areaOf(match[1]!)?.read;
  if (door) {
    const file = await door(viewer, path);
    return { content: file.bytes.toString('base64'), contentType: file.contentType, path };
  }
  const upload = await repo.findUpload(deps.db, match[2]!).catch(() => null);
  if (!upload || upload.folder !== match[1]) throw new AppError('NOT_FOUND', t('errors.notFound'), 'path');
  if (upload.userId !== viewer.userId && viewer.role === 'student') {
    throw new AppError('FORBIDDEN', t('errors.forbidden'));
  }
  const bytes = await deps.storage.get(upload.objectKey).catch((err: unknown) => {
    throw storageDown(err);
  });
  if (!bytes) throw new AppError('NOT_FOUND', t('errors.notFound'), 'path');
  return { content: bytes.toString('base64'), contentType: upload.contentType, path };
}

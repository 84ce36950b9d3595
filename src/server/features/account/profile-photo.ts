import { completeByEvent } from '@server/progress/progress.service.js';
import type { UploadArea } from '@server/uploads/folders.js';
import { checkPhoto } from '@server/uploads/photo-check.js';
import * as repo from './account.repo.js';

/**
 * The profile photo (spec 001 §7 `POST spaces`, folder profilePhoto): no review; a new photo replaces the
 * last one (its row now, its stored file once the upload commits) and keeps the checklist step done.
 */
export const profilePhotoUploads: UploadArea = {
  folders: ['profilePhoto'],
  thumbnails: true,
  check: checkPhoto,
  beforeRecord: (tx, { viewer }) => repo.lockUser(tx, viewer.userId),
  afterRecord: async (tx, { viewer, id, path }) => {
    const replaced = await repo.replaceProfilePhoto(tx, viewer.userId, id, path);
    await completeByEvent(tx, viewer.userId, { kind: 'profilePhotoKept' });
    return replaced;
  },
};

import type { EmailRating, PhotoAnalysis } from '@shared/contracts/analysis.js';
import { PHOTO_TYPES } from '@shared/domain/analysis.js';
import { normalizeEmail } from '@shared/domain/contact.js';
import { MAX_IMAGE_ASPECT } from '@shared/domain/documents.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Db } from '@server/db/client.js';
import type { Viewer } from '@server/plugins/session.js';
import { ImageRefused, inspectImage } from '@server/images/image-guard.js';
import type { AiPort } from '@server/ports/ai.js';
import type { StoragePort } from '@server/ports/storage.js';
import { keepOwnEmailRating } from '@server/ratings/email-rating.service.js';
import * as repo from './analysis.repo.js';

export interface AnalysisDeps {
  db: Db;
  ai: AiPort;
  storage: StoragePort;
}

/** Rates any address; rating the student's own address also records it on the account. */
export async function analyzeEmail(deps: AnalysisDeps, viewer: Viewer, email: string): Promise<EmailRating> {
  const owner = await repo.findOwner(deps.db, viewer.userId);
  if (!owner) throw new AppError('UNAUTHORIZED', t('errors.unauthorized'));
  const rating = await deps.ai.rateEmail({ email, firstName: owner.firstName, lastName: owner.lastName });
  const address = normalizeEmail(email);
  if (address === normalizeEmail(owner.email))
    await keepOwnEmailRating(deps.db, viewer.userId, address, rating.rating);
  return rating;
}

export async function analyzePhoto(
  deps: AnalysisDeps,
  imageData: string,
  type: string,
): Promise<PhotoAnalysis> {
  const image = Buffer.from(imageData, 'base64');
  if (image.length === 0) throw new AppError('VALIDATION', t('analysis.photoReadError'), 'imageData');
  try {
    await inspectImage(image);
  } catch (err) {
    throw refusal(err);
  }
  try {
    return await deps.ai.ratePhoto({ image, type });
  } catch (err) {
    if (err instanceof AppError) throw err;
    // sharp cannot decode it: not a photo, or a broken one.
    throw new AppError('VALIDATION', t('analysis.photoReadError'), 'imageData');
  }
}

/**
 * Rates the profile photo the viewer has just uploaded, read from storage: the phone sent it once. Only the
 * owner's own profile photo uploads can be analysed this way; any other path is "not found".
 */
export async function analyzeStoredPhoto(
  deps: AnalysisDeps,
  viewer: Viewer,
  path: string,
): Promise<PhotoAnalysis> {
  const image = await readOwnProfilePhoto(deps, viewer, path);
  return analyzePhoto(deps, image.toString('base64'), 'image/jpeg');
}

/**
 * One of the viewer's own profile photo uploads, read from storage; any other path (someone else's, another
 * folder, none) is "not found".
 */
export async function readOwnProfilePhoto(
  deps: Pick<AnalysisDeps, 'db' | 'storage'>,
  viewer: Viewer,
  path: string,
): Promise<Buffer> {
  const match = /^profilePhoto\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(path);
  const upload = match ? await repo.findOwnProfilePhoto(deps.db, viewer.userId, match[1]!) : null;
  if (!upload) throw new AppError('NOT_FOUND', t('errors.notFound'), 'path');
  const image = await deps.storage.get(upload.objectKey).catch(() => {
    throw new AppError('UNAVAILABLE', t('documents.storageDown'));
  });
  if (!image) throw new AppError('NOT_FOUND', t('errors.notFound'), 'path');
  return image;
}

/** The student's message for a photo refused from its header, before any pixel is decoded. */
function refusal(err: unknown): unknown {
  if (!(err instanceof ImageRefused)) return err;
  switch (err.reason) {
    case 'type':
      if (!err.sniffed) return new AppError('VALIDATION', t('analysis.photoReadError'), 'imageData');
      return new AppError(
        'VALIDATION',
        t('analysis.photoType', { type: err.sniffed, types: PHOTO_TYPES.join(', ') }),
        'imageData',
      );
    case 'pixels':
      return new AppError('VALIDATION', t('analysis.photoTooManyPixels'), 'imageData');
    case 'shape':
      return new AppError(
        'VALIDATION',
        t('analysis.photoTooNarrow', { ratio: MAX_IMAGE_ASPECT }),
        'imageData',
      );
    default:
      return new AppError('VALIDATION', t('analysis.photoReadError'), 'imageData');
  }
}

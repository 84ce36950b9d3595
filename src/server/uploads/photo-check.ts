import { MAX_IMAGE_ASPECT, typeMessage } from '@shared/domain/documents.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { ImageRefused, inspectImage } from '@server/images/image-guard.js';
import { imageWork } from '@server/images/image-work.js';
import type { SpooledFile } from './receive.js';
import type { CheckedFile, SentWith } from './store.js';

/**
 * The check of every folder that keeps a photo: decides the type from the file's own bytes, refuses what
 * is not a PNG or JPEG, is too many pixels or is too long and thin, then decodes and re-encodes it (EXIF,
 * GPS and every other metadata dropped, orientation applied) into a JPEG beside the upload. Nothing of the
 * original is kept.
 */
export async function checkPhoto(
  spooled: SpooledFile,
  sent: Pick<SentWith, 'declaredType'>,
): Promise<CheckedFile> {
  try {
    await inspectImage(spooled.path);
  } catch (err) {
    throw refusal(err, sent.declaredType);
  }
  const encoded = `${spooled.path}.out`;
  // Decoded and re-encoded to a file in the upload worker pool (image-tasks.ts), never on the event loop.
  let info: { size: number; width: number; height: number };
  try {
    info = await imageWork('encodePhoto', { path: spooled.path, out: encoded });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw refusal(
      err instanceof ImageRefused ? err : new ImageRefused('unreadable', null),
      sent.declaredType,
    );
  }
  return {
    path: encoded,
    byteSize: info.size,
    contentType: 'image/jpeg',
    width: info.width,
    height: info.height,
  };
}

/** The student's message for an image refused before decoding. */
function refusal(err: unknown, declaredType: string): unknown {
  if (!(err instanceof ImageRefused)) return err;
  switch (err.reason) {
    case 'type':
      return new AppError('UNSUPPORTED_MEDIA', typeMessage(err.sniffed ?? declaredType), 'file');
    case 'pixels':
      return new AppError('VALIDATION', t('documents.tooManyPixels'), 'file');
    case 'shape':
      return new AppError('VALIDATION', t('documents.tooNarrow', { ratio: MAX_IMAGE_ASPECT }), 'file');
    default:
      return new AppError('VALIDATION', t('documents.unreadable'), 'file');
  }
}

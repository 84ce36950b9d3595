import type { PhotoMeasures } from '@shared/domain/analysis.js';
import { decodeImage, inspectImage } from '@server/images/image-guard.js';
import { asBuffer, imageWork } from '@server/images/image-work.js';
import { greyMeasures } from './grey-measures.js';

/** The box the grey sample fits inside: a 3:4 portrait samples at 256 × 341. */
const SAMPLE_BOX = { width: 256, height: 384 };

/**
 * Measures a photo the way a person glances at it: size, light, contrast, focus and where the detail sits.
 * The photo is checked from its header, then shrunk inside a 256 × 384 box in grey by sharp on a worker
 * thread of the upload worker pool; the loops below only ever see that small sample (under 100,000 pixels, well under a millisecond).
 */
export function measurePhoto(image: Buffer): Promise<PhotoMeasures> {
  return imageWork('measurePhoto', image);
}

/** measurePhoto's work, on the thread that calls it: the upload worker's task. */
export async function measurePhotoHere(bytes: Uint8Array): Promise<PhotoMeasures> {
  const image = asBuffer(bytes);
  await inspectImage(image);
  const source = decodeImage(image).rotate();
  const meta = await source.metadata();
  const upright = (meta.orientation ?? 1) >= 5;
  const width = (upright ? meta.height : meta.width) ?? 0;
  const height = (upright ? meta.width : meta.height) ?? 0;
  const { data, info } = await source
    .resize({ ...SAMPLE_BOX, fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { brightness, contrast, sharpness, centreDetail, clipped } = greyMeasures(
    data,
    info.width,
    info.height,
  );
  return { width, height, brightness, contrast, sharpness, centreDetail, clipped };
}

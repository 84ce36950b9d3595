import type { PhotoMeasures } from '@shared/domain/analysis.js';
import { decodeImage, inspectImage } from '@server/images/image-guard.js';
import { asBuffer, imageWork } from '@server/images/image-work.js';

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
  const w = info.width;
  const h = info.height;
  const n = w * h;

  let sum = 0;
  let clipped = 0;
  for (let i = 0; i < n; i++) {
    const v = data[i]!;
    sum += v;
    if (v < 8 || v > 247) clipped++;
  }
  const brightness = sum / n;
  let sq = 0;
  for (let i = 0; i < n; i++) sq += (data[i]! - brightness) ** 2;
  const contrast = Math.sqrt(sq / n);

  // Laplacian: its variance measures edges (focus); where its energy sits measures framing.
  let lapSum = 0;
  let lapSq = 0;
  let energy = 0;
  let centreEnergy = 0;
  let count = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const lap = 4 * data[i]! - data[i - 1]! - data[i + 1]! - data[i - w]! - data[i + w]!;
      lapSum += lap;
      lapSq += lap * lap;
      count++;
      const e = Math.abs(lap);
      energy += e;
      if (x >= w * 0.25 && x < w * 0.75 && y >= h * 0.15 && y < h * 0.85) centreEnergy += e;
    }
  }
  const mean = count ? lapSum / count : 0;
  const sharpness = count ? lapSq / count - mean * mean : 0;
  const centreDetail = energy > 0 ? centreEnergy / energy : 0;
  return { width, height, brightness, contrast, sharpness, centreDetail, clipped: clipped / n };
}

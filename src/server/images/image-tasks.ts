import { STORED_LONG_SIDE } from '@shared/domain/photo-size.js';
import { decodeImage, inspectImage } from './image-guard.js';
import { asBuffer } from './image-work.js';

/**
 * Image tasks of the upload worker that have no home of their own. Each re-checks the header (a worker
 * trusts nothing it is handed) and decodes with the pixel cap and sharp's own time limit.
 */

/**
 * A stored photo: decoded and re-encoded (metadata dropped, orientation applied) to a JPEG file at `out`.
 * Encoding to a file (not a stream) and without Huffman optimisation keeps libvips from holding the whole
 * output in memory.
 */
export async function encodePhoto(input: { path: string; out: string }) {
  await inspectImage(input.path);
  const info = await decodeImage(input.path, { sequentialRead: true })
    .rotate()
    .resize({ width: STORED_LONG_SIDE, height: STORED_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, optimiseCoding: false })
    .toFile(input.out);
  return { size: info.size, width: info.width, height: info.height };
}

/** A 768-pixel JPEG: plenty to judge a portrait, and a small request to the rating service. */
export async function shrinkForRating(image: Uint8Array): Promise<Uint8Array> {
  const input = asBuffer(image);
  await inspectImage(input);
  return decodeImage(input)
    .rotate()
    .resize({ width: 768, height: 768, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A square WebP of `pixels` a side (cover crop), for a photo shown small: a few kilobytes. */
export async function thumbnailPhoto(input: { image: Uint8Array; pixels: number }): Promise<Uint8Array> {
  const image = asBuffer(input.image);
  await inspectImage(image);
  return decodeImage(image)
    .rotate()
    .resize({ width: input.pixels, height: input.pixels, fit: 'cover', withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();
}

import { open } from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { MAX_IMAGE_ASPECT, MAX_UPLOAD_PIXELS, sniffType } from '@shared/domain/documents.js';

// One libvips thread per image and no decoded-image cache: many phones uploading at once must not grow
// memory. Decoding and resizing run in the upload worker pool (image-work.ts), never on the event loop.
sharp.concurrency(1);
sharp.cache(false);

/** Longest any one decode, resize or encode may take before it is abandoned. */
export const IMAGE_WORK_SECONDS = 10;

/** Why an image is refused before any pixel of it is decoded. */
export type ImageRefusal = 'type' | 'unreadable' | 'pixels' | 'shape';

export class ImageRefused extends Error {
  constructor(
    readonly reason: ImageRefusal,
    /** The type the file's own bytes say it is, when they say anything. */
    readonly sniffed: string | null,
  ) {
    super(`image refused: ${reason}`);
  }
}

export interface ImageHeader {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
}

async function headOf(input: Buffer | string): Promise<Uint8Array> {
  if (typeof input !== 'string') return input.subarray(0, 64);
  const handle = await open(input, 'r');
  try {
    const buffer = Buffer.alloc(64);
    const { bytesRead } = await handle.read(buffer, 0, 64, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks an image (bytes or a file path) from its header only: a PNG or JPEG by its magic bytes (never by
 * the type it was sent with), whose header agrees, within the pixel cap and not absurdly long and thin.
 * Throws ImageRefused; nothing is decoded, so a small file claiming a huge image costs nothing.
 */
export async function inspectImage(input: Buffer | string): Promise<ImageHeader> {
  const sniffed = sniffType(await headOf(input));
  if (sniffed !== 'image/png' && sniffed !== 'image/jpeg') throw new ImageRefused('type', sniffed);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused('unreadable', sniffed);
  }
  const format = sniffed === 'image/png' ? 'png' : 'jpeg';
  const { width, height } = meta;
  if (meta.format !== format || !width || !height) throw new ImageRefused('unreadable', sniffed);
  if (width * height > MAX_UPLOAD_PIXELS) throw new ImageRefused('pixels', sniffed);
  if (Math.max(width, height) > MAX_IMAGE_ASPECT * Math.min(width, height))
    throw new ImageRefused('shape', sniffed);
  return { format, width, height };
}

/**
 * A sharp pipeline for an image that passed inspectImage: capped in pixels, strict about damage, and
 * abandoned after IMAGE_WORK_SECONDS. Resize it with fit 'inside' and withoutEnlargement.
 */
export function decodeImage(input: Buffer | string, options: { sequentialRead?: boolean } = {}) {
  return sharp(input, {
    limitInputPixels: MAX_UPLOAD_PIXELS,
    failOn: 'error',
    sequentialRead: options.sequentialRead ?? false,
  }).timeout({ seconds: IMAGE_WORK_SECONDS });
}

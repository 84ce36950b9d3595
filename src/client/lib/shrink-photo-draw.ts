import { needsShrinking, scaledSize, SHRINK_JPEG_QUALITY } from '@shared/domain/photo-size';

/** A canvas that can be drawn on and turned into a JPEG: an OffscreenCanvas in a worker, else a page one. */
type MakeCanvas = (
  width: number,
  height: number,
) => {
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  toJpeg: (quality: number) => Promise<Blob | null>;
};

/**
 * Decodes a photo the way the server will (orientation from its EXIF), scales it to the stored long side
 * on a white ground (a transparent PNG stays readable) and re-encodes it as JPEG. Answers null when there is
 * nothing to gain: a JPEG already small enough is sent as chosen.
 */
export async function drawSmaller(file: Blob, makeCanvas: MakeCanvas): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    if (file.type === 'image/jpeg' && !needsShrinking(bitmap.width, bitmap.height)) return null;
    const size = scaledSize(bitmap.width, bitmap.height);
    if (size.width === 0) return null;
    const canvas = makeCanvas(size.width, size.height);
    if (!canvas.context) return null;
    canvas.context.fillStyle = '#ffffff';
    canvas.context.fillRect(0, 0, size.width, size.height);
    canvas.context.imageSmoothingQuality = 'high';
    canvas.context.drawImage(bitmap, 0, 0, size.width, size.height);
    return await canvas.toJpeg(SHRINK_JPEG_QUALITY);
  } finally {
    bitmap.close();
  }
}

export const offscreenCanvas: MakeCanvas = (width, height) => {
  const canvas = new OffscreenCanvas(width, height);
  return {
    context: canvas.getContext('2d'),
    toJpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }),
  };
};

export const pageCanvas: MakeCanvas = (width, height) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return {
    context: canvas.getContext('2d'),
    toJpeg: (quality) => new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality)),
  };
};

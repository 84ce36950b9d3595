import { photoIssues, type PhotoIssue } from '@shared/domain/documents';

const SAMPLE_LONG_SIDE = 256;

/**
 * Looks at a chosen photo on the phone itself (size, light, focus) so the student can retake it before
 * spending data on an upload that a coach would send back. Any failure to look means "no warnings".
 */
export async function checkPhoto(file: Blob): Promise<PhotoIssue[]> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, SAMPLE_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    const w = Math.max(1, Math.round(bitmap.width * scale));
    const h = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return [];
    ctx.drawImage(bitmap, 0, 0, w, h);
    const { data } = ctx.getImageData(0, 0, w, h);
    const luma = new Uint8ClampedArray(w * h);
    for (let i = 0; i < w * h; i++) {
      luma[i] = 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!;
    }
    const issues = photoIssues({
      width: bitmap.width,
      height: bitmap.height,
      luma,
      sampleWidth: w,
      sampleHeight: h,
    });
    bitmap.close();
    return issues;
  } catch {
    return [];
  }
}

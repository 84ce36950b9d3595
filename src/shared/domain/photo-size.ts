/**
 * The long side a stored photo is scaled down to (documents and the profile photo): plenty for a coach to
 * read every word. The server scales to it; the phone scales to it first, so the extra pixels are never
 * sent.
 */
export const STORED_LONG_SIDE = 2400;
/** JPEG quality of a photo made smaller on the phone (the server re-encodes at the same quality). */
export const SHRINK_JPEG_QUALITY = 0.85;

/** The size a photo is drawn at so its long side is at most `longSide`; never enlarged, never 0. */
export function scaledSize(
  width: number,
  height: number,
  longSide = STORED_LONG_SIDE,
): { width: number; height: number } {
  if (!(width > 0 && height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, longSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Whether drawing at this size saves pixels at all (a photo already small enough is sent as chosen). */
export function needsShrinking(width: number, height: number, longSide = STORED_LONG_SIDE): boolean {
  return Math.max(width, height) > longSide;
}

/** Which file to send: the smaller one, and the original when the new one saves nothing. */
export function smallerOf<T extends { size: number }>(original: T, shrunk: T | null): T {
  return shrunk && shrunk.size > 0 && shrunk.size < original.size ? shrunk : original;
}

const MB = 1024 * 1024;

/** Megabytes with one decimal, at least 0.1 for anything not empty ("1.2", "0.1", "0"). */
export function megabytes(bytes: number): string {
  if (bytes <= 0) return '0';
  return Math.max(0.1, Math.round((bytes / MB) * 10) / 10).toFixed(1);
}

/** The upload's progress for the screen: a whole percent and how many megabytes of how many. */
export function uploadProgress(
  share: number,
  totalBytes: number,
): { percent: number; sent: string; total: string } {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(share) ? share : 0));
  return {
    percent: Math.floor(clamped * 100),
    sent: megabytes(clamped * totalBytes),
    total: megabytes(totalBytes),
  };
}

import sharp from 'sharp';
import type { EnhancementPlan, OutfitMeasures } from '@shared/domain/photo-studio.js';
import { decodeImage, inspectImage } from './image-guard.js';
import { asBuffer, imageWork } from './image-work.js';

/** In a head-and-shoulders photo the shirt fills the lowest third or so of the frame. */
const CLOTHING_BAND = { top: 0.62, bottom: 0.98, left: 0.15, right: 0.85 };

/**
 * Measures the clothing band of a portrait on a 200-pixel-wide colour sample: saturation from the RGB
 * spread, loud colours as strongly saturated pixels that are not dark, and pattern as mean edge strength
 * over the band's own contrast (a plain dark shirt and a plain white one both stay low).
 */
export function measureOutfit(image: Buffer): Promise<OutfitMeasures> {
  return imageWork('measureOutfit', image);
}

/** measureOutfit's work, on the thread that calls it: the upload worker's task. */
export async function measureOutfitHere(bytes: Uint8Array): Promise<OutfitMeasures> {
  const image = asBuffer(bytes);
  await inspectImage(image);
  const { data, info } = await decodeImage(image)
    .rotate()
    .resize({ width: 200, height: 300, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const x0 = Math.floor(w * CLOTHING_BAND.left);
  const x1 = Math.max(x0 + 3, Math.floor(w * CLOTHING_BAND.right));
  const y0 = Math.floor(h * CLOTHING_BAND.top);
  const y1 = Math.max(y0 + 3, Math.floor(h * CLOTHING_BAND.bottom));
  const grey = (x: number, y: number) => {
    const i = (y * w + x) * 3;
    return 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
  };
  let satSum = 0;
  let vivid = 0;
  let lumSum = 0;
  let lumSq = 0;
  let n = 0;
  for (let y = y0; y < Math.min(y1, h); y++) {
    for (let x = x0; x < Math.min(x1, w); x++) {
      const i = (y * w + x) * 3;
      const max = Math.max(data[i]!, data[i + 1]!, data[i + 2]!);
      const min = Math.min(data[i]!, data[i + 1]!, data[i + 2]!);
      const sat = max === 0 ? 0 : (max - min) / max;
      satSum += sat;
      if (sat > 0.55 && max > 90) vivid++;
      const g = grey(x, y);
      lumSum += g;
      lumSq += g * g;
      n++;
    }
  }
  let edges = 0;
  let m = 0;
  for (let y = Math.max(1, y0); y < Math.min(y1, h - 1); y++) {
    for (let x = Math.max(1, x0); x < Math.min(x1, w - 1); x++) {
      edges += Math.abs(4 * grey(x, y) - grey(x - 1, y) - grey(x + 1, y) - grey(x, y - 1) - grey(x, y + 1));
      m++;
    }
  }
  const mean = n ? lumSum / n : 0;
  const contrast = n ? Math.sqrt(Math.max(0, lumSq / n - mean * mean)) : 0;
  return {
    saturation: n ? satSum / n : 0,
    vivid: n ? vivid / n : 0,
    pattern: m ? edges / m / (contrast + 8) : 0,
  };
}

/** The long side of an improved photo: a profile picture never shows larger. */
export const ENHANCED_LONG_SIDE = 1080;
/** The preview sent back to the phone: enough to compare, about 30–50 KB. */
export const PREVIEW_LONG_SIDE = 480;

/**
 * Applies a plan with sharp in one pass, to a JPEG of at most `longSide` pixels: a portrait crop is the
 * same resize (cover, around the detail sharp's attention strategy finds) at 4:5.
 */
export async function enhanceImage(image: Buffer, plan: EnhancementPlan, longSide: number): Promise<Buffer> {
  return asBuffer(await imageWork<Uint8Array>('enhanceImage', { image, plan, longSide }));
}

/** enhanceImage's work, on the thread that calls it: the upload worker's task. */
export async function enhanceImageHere(input: {
  image: Uint8Array;
  plan: EnhancementPlan;
  longSide: number;
}): Promise<Buffer> {
  const { plan, longSide } = input;
  const image = asBuffer(input.image);
  await inspectImage(image);
  {
    let pipeline = decodeImage(image)
      .rotate()
      .resize(
        plan.cropToPortrait
          ? {
              width: Math.round((longSide * 4) / 5),
              height: longSide,
              fit: 'cover',
              position: sharp.strategy.attention,
              withoutEnlargement: true,
            }
          : { width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true },
      );
    if (plan.brighten !== 1) pipeline = pipeline.modulate({ brightness: plan.brighten });
    if (plan.stretch) pipeline = pipeline.normalise({ lower: 1, upper: 99 });
    if (plan.sharpen) pipeline = pipeline.sharpen({ sigma: 1 });
    return pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  }
}

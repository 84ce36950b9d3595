import sharp from 'sharp';
import type { FaceMeasures, PortraitMeasures } from '@shared/domain/analysis.js';
import { measurePhotoHere } from '@server/images/photo-measure.js';
import { findFaces, type FoundFace } from './face-detector.js';
import { greyMeasures } from './grey-measures.js';
import { decodeImage } from './image-guard.js';
import { asBuffer, imageWork } from './image-work.js';

/** The box the detector's colour sample fits inside. */
const SAMPLE_SIDE = 640;
/** A face is measured on a grey copy this wide, so sharpness compares across photo sizes. */
const FACE_SAMPLE_WIDTH = 128;
/**
 * A fresh worker first loads TensorFlow.js, its WebAssembly backend and the detector's weights (1.5–4 s on
 * the shared test machine), so this job gets longer than other image work before it is stopped.
 */
const PORTRAIT_DEADLINE_MS = 40_000;

/**
 * Measures a photo as a portrait, in the upload work pool: the whole photo as measurePhoto does, then each
 * face the face detector finds, with the light and focus inside the face's own box.
 */
export function measurePortrait(image: Buffer): Promise<PortraitMeasures> {
  return imageWork('measurePortrait', image, PORTRAIT_DEADLINE_MS);
}

/** measurePortrait's work, on the thread that calls it: the upload worker's task. */
export async function measurePortraitHere(bytes: Uint8Array): Promise<PortraitMeasures> {
  const photo = await measurePhotoHere(bytes);
  const { data, info } = await decodeImage(asBuffer(bytes))
    .rotate()
    .resize({ width: SAMPLE_SIDE, height: SAMPLE_SIDE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sample = { data, width: info.width, height: info.height };
  const found = await findFaces(data, info.width, info.height);
  const faces = await Promise.all(found.map((face) => measureFace(sample, face)));
  return { photo, faces };
}

/** Light and focus inside one face's box, on a grey copy of the box 128 pixels wide. */
async function measureFace(
  sample: { data: Buffer; width: number; height: number },
  face: FoundFace,
): Promise<FaceMeasures> {
  const left = Math.min(sample.width - 1, Math.round(face.x * sample.width));
  const top = Math.min(sample.height - 1, Math.round(face.y * sample.height));
  const box = {
    left,
    top,
    width: Math.max(1, Math.min(sample.width - left, Math.round(face.width * sample.width))),
    height: Math.max(1, Math.min(sample.height - top, Math.round(face.height * sample.height))),
  };
  const { data, info } = await sharp(sample.data, {
    raw: { width: sample.width, height: sample.height, channels: 3 },
  })
    .extract(box)
    .resize({ width: FACE_SAMPLE_WIDTH })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { brightness, clipped, sharpness } = greyMeasures(data, info.width, info.height);
  return { ...face, brightness, clipped, sharpness };
}

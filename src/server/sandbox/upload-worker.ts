/**
 * The upload worker: every parse of an uploaded file runs here, in a thread of the upload work pool
 * (upload-work.ts) that is stopped at its deadline or memory cap. Built to dist/server/upload-worker.js.
 */
import { measurePhotoHere } from '@server/images/photo-measure.js';
import { probeAudio } from '@server/uploads/audio-probe.js';
import { encodePhoto, shrinkForRating, thumbnailPhoto } from '@server/images/image-tasks.js';
import { enhanceImageHere, measureOutfitHere } from '@server/images/photo-studio.js';
import { measurePortraitHere } from '@server/images/portrait-measure.js';
import { checkPdfLimits } from '@server/pdf/pdf-limits.js';
import { extractPdfText } from '@server/pdf/pdf-text.js';
import { serveTasks } from './serve.js';

serveTasks({
  /** Cheap limits first (inflated size, operators, objects, pages), then the parser. */
  pdfText: (bytes: Uint8Array) => {
    checkPdfLimits(bytes);
    return extractPdfText(bytes);
  },
  encodePhoto,
  shrinkForRating,
  thumbnailPhoto,
  measurePhoto: measurePhotoHere,
  /** The photo rater's measures: the face detector runs here, never on the event loop. */
  measurePortrait: measurePortraitHere,
  measureOutfit: measureOutfitHere,
  enhanceImage: enhanceImageHere,
  probeAudio,
});

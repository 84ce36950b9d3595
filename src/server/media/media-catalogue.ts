import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  MEDIA_FOLDERS,
  type MediaCatalogue,
  type MediaFolder,
  type VideoRendition,
} from '@shared/domain/media.js';
import { videoKeys, type VideoKey } from '@shared/domain/learning.js';
import type { Locale } from '@shared/locale.js';
import { contentDir } from '../paths.js';
import { fileSeconds } from './container-length.js';

/** The demo's own clips (scripts/make-slide-videos.mjs): served in demo mode only. */
export const demoMediaDir = join(contentDir, 'demo-media');

/**
 * The videos the portal serves, found once at start. A program puts its own files in MEDIA_DIR, in the
 * folders `learning/` and `media/`, named as the demo's are:
 *
 *   <name>.webm (or .mp4)        the video, English or the only language
 *   <name>.es.webm               the Spanish video
 *   <name>[.es].low.webm         a lower-quality rendition (optional)
 *   <name>[.es].poster.webp      the poster (optional; .jpg and .png do too)
 *   <name>.vtt / <name>.en.vtt   English captions; <name>.es.vtt Spanish captions (optional, both
 *                                offered with either language's video)
 *
 * One language of one video comes whole from one folder: a program's `orientation.webm` replaces the demo's
 * orientation video, its low rendition, poster and captions together, so a program's video never shows the
 * demo's poster. The demo's clips fill what the program did not give only in demo mode.
 */
export interface MediaLibrary {
  catalogue: MediaCatalogue;
  /** The file behind a served address such as `/learning/orientation.webm`, or null. */
  fileFor(folder: MediaFolder, fileName: string): string | null;
  /** The reader's (else English, else any) length of a video, in seconds; null when there is none. */
  seconds(folder: MediaFolder, name: string, locale: Locale): number | null;
  /** Files that are not served, with the reason (a video whose length cannot be read). */
  skipped: string[];
}

const VIDEO = /^([a-z0-9][a-z0-9_-]*)(\.es)?\.(webm|mp4)$/;
const POSTERS = ['webp', 'jpg', 'png'] as const;

export function loadMediaLibrary(opts: { mediaDir?: string | undefined; demo: boolean }): MediaLibrary {
  const roots = [opts.mediaDir, opts.demo ? demoMediaDir : undefined].filter(
    (r): r is string => r !== undefined && existsSync(r),
  );
  const catalogue: MediaCatalogue = {};
  const files = new Map<string, string>();
  const skipped: string[] = [];

  for (const folder of MEDIA_FOLDERS) {
    for (const root of roots) {
      const dir = join(root, folder);
      if (!existsSync(dir)) continue;
      const names = new Set(readdirSync(dir));
      for (const fileName of [...names].sort()) {
        const match = VIDEO.exec(fileName);
        if (!match) continue;
        const [, name, es, ext] = match as unknown as [string, string, string | undefined, string];
        const lang: Locale = es ? 'es' : 'en';
        const key = `${folder}/${name}`;
        // A language given by an earlier folder (the program's) is not mixed with a later one (the demo's).
        if (catalogue[key]?.[lang]) continue;
        const ending = es ? '.es' : '';
        const path = join(dir, fileName);
        const seconds = lengthOf(path);
        if (seconds === null) {
          skipped.push(`${path}: the file declares no length (save it as a WebM or MP4 with a duration)`);
          continue;
        }
        const serve = (file: string) => {
          files.set(`${folder}/${file}`, join(dir, file));
          return `/${folder}/${file}`;
        };
        const lowName = `${name}${ending}.low.${ext}`;
        const posterName = POSTERS.map((p) => `${name}${ending}.poster.${p}`).find((p) => names.has(p));
        const englishCaptions = [`${name}.vtt`, `${name}.en.vtt`].find((c) => names.has(c));
        const spanishCaptions = names.has(`${name}.es.vtt`) ? `${name}.es.vtt` : undefined;
        const rendition: VideoRendition = {
          src: serve(fileName),
          low: names.has(lowName) ? serve(lowName) : null,
          poster: posterName ? serve(posterName) : null,
          captions: {
            ...(englishCaptions ? { en: serve(englishCaptions) } : {}),
            ...(spanishCaptions ? { es: serve(spanishCaptions) } : {}),
          },
          seconds: Math.round(seconds * 1000) / 1000,
          bytes: statSync(path).size,
          lowBytes: names.has(lowName) ? statSync(join(dir, lowName)).size : null,
        };
        (catalogue[key] ??= {})[lang] = rendition;
      }
    }
  }

  return {
    catalogue,
    skipped,
    fileFor: (folder, fileName) => files.get(`${folder}/${fileName}`) ?? null,
    seconds(folder, name, locale) {
      const video = catalogue[`${folder}/${name}`];
      const rendition = video?.[locale] ?? video?.en ?? video?.es;
      return rendition ? rendition.seconds : null;
    },
  };
}

/** The videos a student must watch to move on (videoLessons) that the catalogue has in no language. */
export function missingStepVideos(media: MediaLibrary): VideoKey[] {
  return videoKeys.filter((key) => !media.catalogue[`learning/${key}`]);
}

function lengthOf(path: string): number | null {
  try {
    return fileSeconds(path);
  } catch {
    return null;
  }
}

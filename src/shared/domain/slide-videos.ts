/**
 * The portal's slide videos in the reader's language (issue 25): a video made in Spanish has its files
 * beside the English ones with `.es` before the extension (scripts/make-slide-videos.mjs), and its sizes
 * under `es` in the folder's video-files.json, which is how the players know it exists.
 */
import learningFiles from '@content/learning/video-files.json' with { type: 'json' };
import mediaFiles from '@content/media/video-files.json' with { type: 'json' };
import { getLocale, type Locale } from '../locale.js';

/** Bytes of a video's renditions; `lowBytes` is null when it has no low-data rendition. */
export interface RenditionBytes {
  bytes: number;
  lowBytes: number | null;
}
/** One entry of a video-files.json: the English files' sizes, and the Spanish ones' under `es` when made. */
export type VideoFiles = RenditionBytes & { es?: RenditionBytes };

const folders: Record<string, Record<string, VideoFiles | undefined>> = {
  learning: learningFiles,
  media: mediaFiles,
};

/** The sizes recorded for `/<folder>/<name>.webm`, if it is one of the portal's slide videos. */
export function videoFiles(folder: 'learning' | 'media', name: string): VideoFiles | undefined {
  return Object.hasOwn(folders[folder]!, name) ? folders[folder]![name] : undefined;
}

/**
 * A slide video's address for the reader: `/media/x.webm` → `/media/x.es.webm` for a Spanish reader when
 * that video was made in Spanish; any other address (or an English reader) is returned as it is.
 */
export function localizedVideoSrc(src: string, locale: Locale = getLocale()): string {
  if (locale !== 'es') return src;
  const match = /^\/(learning|media)\/([\w-]+)\.webm(\?.*)?$/.exec(src);
  if (!match) return src;
  const [, folder, name, query = ''] = match;
  return videoFiles(folder as 'learning' | 'media', name!)?.es ? `/${folder}/${name}.es.webm${query}` : src;
}

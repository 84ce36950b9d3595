/**
 * The portal's videos as the server found them at start (src/server/media/media-catalogue.ts): for each
 * video and language, where its files are and what they measure, read from the files themselves. The
 * screens show a video's length and size only from here, and show no player for a video that is not here.
 * The server puts the catalogue into the page it serves; the client sets it once at start.
 */
import { getLocale, type Locale } from '../locale.js';

/** The two folders videos are served from: class videos, and the short videos of modals. */
export const MEDIA_FOLDERS = ['learning', 'media'] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

/** One language of one video: its addresses and what its files measure. */
export interface VideoRendition {
  src: string;
  /** The lower-quality rendition, when the folder has one. */
  low: string | null;
  poster: string | null;
  /** Caption files by language (a Spanish reader of an English-only video still gets Spanish captions). */
  captions: Partial<Record<Locale, string>>;
  /** The length the file's container declares, in seconds. */
  seconds: number;
  bytes: number;
  lowBytes: number | null;
}

/** Videos by `<folder>/<name>` (e.g. `learning/orientation`), each by language. */
export type MediaCatalogue = Record<string, Partial<Record<Locale, VideoRendition>>>;

/** The id of the page's JSON block that carries the catalogue to the browser. */
export const MEDIA_CATALOGUE_ELEMENT = 'media-catalogue';

let current: MediaCatalogue = {};

export function setMediaCatalogue(catalogue: MediaCatalogue): void {
  current = catalogue;
}
export function mediaCatalogue(): MediaCatalogue {
  return current;
}

/**
 * The rendition a reader gets: the one in their language, else the English one, else any; null when the
 * program has no such video (then no player is shown).
 */
export function readerVideo(
  folder: MediaFolder,
  name: string,
  locale: Locale = getLocale(),
  catalogue: MediaCatalogue = current,
): (VideoRendition & { lang: Locale }) | null {
  const video = Object.hasOwn(catalogue, `${folder}/${name}`) ? catalogue[`${folder}/${name}`] : undefined;
  if (!video) return null;
  const lang = ([locale, 'en', 'es'] as Locale[]).find((l) => video[l]);
  return lang ? { ...video[lang]!, lang } : null;
}

/** Seconds as a clock: 75 → "1:15", 8 → "0:08", 1500 → "25:00", 3725 → "1:02:05". */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The catalogue's video behind an address such as `/media/wb-enrollment.webm` (as content pages name one),
 * in the reader's language; undefined when the address is not one of the portal's folders (an outside
 * video, shown as given), null when it is but the program has no such video.
 */
export function servedVideo(
  src: string,
  locale: Locale = getLocale(),
): (VideoRendition & { lang: Locale }) | null | undefined {
  const match = /^\/(learning|media)\/([a-z0-9][a-z0-9_-]*)\.(webm|mp4)(\?.*)?$/.exec(src);
  if (!match) return undefined;
  return readerVideo(match[1] as MediaFolder, match[2]!, locale);
}

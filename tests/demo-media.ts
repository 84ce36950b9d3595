import { setMediaCatalogue } from '../src/shared/domain/media.js';
import { loadMediaLibrary, type MediaLibrary } from '../src/server/media/media-catalogue.js';

/** The demo's clips as a demo portal finds them at start, set as the catalogue the screens read. */
export function useDemoMedia(): MediaLibrary {
  const media = loadMediaLibrary({ demo: true });
  setMediaCatalogue(media.catalogue);
  return media;
}

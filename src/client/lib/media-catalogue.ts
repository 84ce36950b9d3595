import { MEDIA_CATALOGUE_ELEMENT, setMediaCatalogue, type MediaCatalogue } from '@shared/domain/media';

/**
 * Takes the program's videos from the page the server served (src/server/plugins/static-client.ts). A page
 * without the block, or with a damaged one, has no videos: players are left out rather than broken.
 */
export function readMediaCatalogue(doc: Document = document): void {
  const text = doc.getElementById(MEDIA_CATALOGUE_ELEMENT)?.textContent;
  let catalogue: MediaCatalogue = {};
  try {
    if (text) catalogue = JSON.parse(text) as MediaCatalogue;
  } catch {
    // No videos rather than wrong ones.
  }
  setMediaCatalogue(catalogue);
}

/**
 * What the service worker keeps of the API to read offline (its runtime caches, named in vite.config.ts):
 * only the class notes, which are the same text for every student. Signing out forgets them anyway, so
 * the next person on a shared phone starts clean.
 */
export const CLASS_NOTES_CACHE = 'class-notes';
export const CLASS_NOTES_PATH = '/api/learning/notes/';

export async function forgetOfflineCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(CLASS_NOTES_CACHE).catch(() => false);
}

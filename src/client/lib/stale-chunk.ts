/** When the page last reloaded because a screen's code was gone (sessionStorage: this tab only). */
const RELOADED_AT = 'portal.reloadedForNewVersion';
/** A second failure this soon after a reload is a real fault, shown by the error screen, not a loop. */
const ONCE_WITHIN_MS = 60_000;

function readReloadedAt(): number {
  try {
    return Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Loads a screen's code. After a release, a page opened on the old version asks for chunks the server
 * no longer has; the page then reloads once, at the same address, into the new version. Unsent answers
 * wait in the offline queue, which is kept on the phone, so nothing the student did is lost. Without
 * signal, or failing again right after such a reload, the error is the screen's to show.
 */
export function loadScreenCode<T>(load: () => Promise<T>, reload = () => location.reload()): Promise<T> {
  return load().catch((err: unknown) => {
    if (navigator.onLine === false || Date.now() - readReloadedAt() < ONCE_WITHIN_MS) throw err;
    try {
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    } catch {
      throw err;
    }
    reload();
    // The page is going away; the screen waits on its loading state until it does.
    return new Promise<T>(() => undefined);
  });
}

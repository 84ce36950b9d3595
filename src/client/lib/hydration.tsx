import { useEffect } from 'react';

/**
 * When the browser has taken over every part of a page the server rendered. React takes the page over in
 * parts (each screen's code arrives on its own); until the last part has its script, a button on the page
 * is drawn but does nothing. `<html data-ready>` says the page is live, and the style keeps buttons from
 * taking a press before (styles.css): a press waits instead of being lost.
 *
 * Each page outlet counts as a part from its frame's commit until its content is in (`PagePart` around,
 * `PartReady` inside); the page is ready when the root has committed and no part is waiting.
 */
let waiting = 0;

function settle(): void {
  if (waiting === 0) document.documentElement.dataset.ready = '';
}

/** In a page outlet, outside its Suspense: a part of the page that waits for its content. */
export function usePagePart(): void {
  useEffect(() => {
    waiting += 1;
    return () => {
      waiting -= 1;
    };
  }, []);
}

/** Inside a page outlet's Suspense, after its content: that part is in. */
export function PartReady() {
  useEffect(() => {
    waiting -= 1;
    settle();
    return () => {
      waiting += 1;
    };
  }, []);
  return null;
}

/** At the root: a page with no outlet (the sign-in page) is ready once the root has committed. */
export function RootReady() {
  useEffect(settle, []);
  return null;
}

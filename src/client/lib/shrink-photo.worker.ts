/// <reference lib="webworker" />
import { drawSmaller, offscreenCanvas } from './shrink-photo-draw';

/** Scales a photo off the page's thread, so the screen stays responsive on a slow phone. */
self.onmessage = async (event: MessageEvent<Blob>) => {
  try {
    self.postMessage({ ok: true, blob: await drawSmaller(event.data, offscreenCanvas) });
  } catch {
    self.postMessage({ ok: false, blob: null });
  }
};

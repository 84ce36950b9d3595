import { smallerOf } from '@shared/domain/photo-size';
import { drawSmaller, pageCanvas } from './shrink-photo-draw';

function inWorker(file: Blob): Promise<Blob | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./shrink-photo.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ ok: boolean; blob: Blob | null }>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.blob);
      else reject(new Error('shrink failed'));
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new Error('shrink failed'));
    };
    worker.postMessage(file);
  });
}

/**
 * The photo to send: scaled on the phone to the long side the server keeps (a 12-megapixel photo goes up
 * at a fraction of its size), in a Web Worker when the browser has OffscreenCanvas, else on the page.
 * The server checks and re-encodes what arrives exactly as before. When shrinking fails or saves nothing,
 * the photo goes as chosen.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  let shrunk: Blob | null = null;
  try {
    shrunk =
      typeof OffscreenCanvas === 'function' && typeof Worker === 'function'
        ? await inWorker(file).catch(() => drawSmaller(file, pageCanvas))
        : await drawSmaller(file, pageCanvas);
  } catch {
    shrunk = null;
  }
  if (!shrunk) return file;
  const name = (file.name || 'photo').replace(/\.[a-z0-9]+$/i, '') + '.jpg';
  return smallerOf(file, new File([shrunk], name, { type: 'image/jpeg', lastModified: file.lastModified }));
}

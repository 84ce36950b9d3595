import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api';
import { shrinkPhoto } from './shrink-photo';

export type UploadPhase = 'idle' | 'preparing' | 'sending' | 'dropped' | 'cancelled';

export interface Sender<T> {
  (file: File, key: string, opts: { signal: AbortSignal; onProgress: (share: number) => void }): Promise<T>;
}

/**
 * One photo upload with what a weak signal needs: the photo is made smaller on the phone first, progress is
 * known, the student can cancel, and a dropped connection keeps the photo and its Idempotency-Key so
 * "Try again" sends the same file once more without choosing it again (the server stores it once).
 */
export function usePhotoUpload<T>(send: Sender<T>) {
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [share, setShare] = useState(0);
  const [bytes, setBytes] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const prepared = useRef<{ original: File; key: string; small: Promise<File> } | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  /** Starts making the chosen photo smaller while the student looks at it. */
  const prepare = useCallback((file: File, key: string) => {
    prepared.current = { original: file, key, small: shrinkPhoto(file) };
  }, []);

  const start = useCallback(
    async (file: File, key: string): Promise<T | null> => {
      if (prepared.current?.original !== file || prepared.current.key !== key) prepare(file, key);
      const abort = new AbortController();
      controller.current = abort;
      setShare(0);
      setPhase('preparing');
      const small = await prepared.current!.small;
      if (abort.signal.aborted) return null;
      setBytes(small.size);
      setPhase('sending');
      try {
        const result = await send(small, key, { signal: abort.signal, onProgress: setShare });
        setPhase('idle');
        return result;
      } catch (err) {
        if ((err as Error)?.name === 'AbortError') {
          setPhase('cancelled');
          return null;
        }
        if (err instanceof ApiError && err.status === 0) {
          setPhase('dropped');
          return null;
        }
        setPhase('idle');
        throw err;
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [prepare, send],
  );

  const cancel = useCallback(() => {
    if (controller.current) controller.current.abort();
    else setPhase('cancelled');
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    prepared.current = null;
    setPhase('idle');
    setShare(0);
  }, []);

  return { phase, share, bytes, prepare, start, cancel, reset };
}

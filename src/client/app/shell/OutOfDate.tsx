import { useEffect, useState } from 'react';
import { t } from '@shared/i18n-core';
import { workerVersion } from '@client/lib/api';
import { useSession } from '@client/lib/session';
import { keepLoadedAssets } from './keep-loaded-assets';

const UPDATE_CHECK_MS = 30_000;
const UPDATE_RELOAD_MS = 3_000;

/** The user asked the browser to save data (Chrome's Lite mode, Android's data saver); never on the server. */
const savesData = () =>
  typeof navigator !== 'undefined' &&
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Registers /service-worker.js, checks for a new version every 30 seconds, and when one is installed
 * shows 'This app is out of date' with an Update button (spec 000 §2, §7). A check is one conditional
 * request of a few hundred bytes; the browser's own (larger) update runs only when that request sees a
 * new version. No check while the page is hidden or the phone has no signal. With Save-Data on, the
 * worker (and the shell it precaches) waits until someone has signed in, so a visit to the sign-in page
 * downloads nothing it does not show.
 */
/**
 * Hands over to the new worker, which reloads the page once it controls it. A page the old worker never
 * controlled (a first visit) gets no such signal, so it reloads itself shortly after.
 */
async function updateNow(update: () => Promise<void>) {
  await update().catch(() => undefined);
  setTimeout(() => location.reload(), UPDATE_RELOAD_MS);
}

export function OutOfDate() {
  const [update, setUpdate] = useState<null | (() => Promise<void>)>(null);
  const { data: user } = useSession();
  const wanted = !savesData() || Boolean(user);
  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV || !wanted) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    let known: string | null = null;
    let lastCheck = Date.now();
    let registration: ServiceWorkerRegistration | undefined;
    const check = async () => {
      if (!registration || document.visibilityState === 'hidden' || navigator.onLine === false) return;
      lastCheck = Date.now();
      const version = await workerVersion();
      if (!version || version === known) return;
      if (known !== null) void registration.update();
      known = version;
    };
    const onWake = () => {
      if (Date.now() - lastCheck >= UPDATE_CHECK_MS) void check();
    };
    void import('virtual:pwa-register').then(({ registerSW }) => {
      if (stopped) return;
      const updateSW = registerSW({
        onNeedRefresh: () => setUpdate(() => () => updateSW(true)),
        onRegisteredSW: (_url, reg) => {
          if (!reg || stopped) return;
          registration = reg;
          void keepLoadedAssets();
          timer = setInterval(() => void check(), UPDATE_CHECK_MS);
        },
      });
    });
    document.addEventListener('visibilitychange', onWake);
    window.addEventListener('online', onWake);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onWake);
      window.removeEventListener('online', onWake);
    };
  }, [wanted]);
  if (!update) return null;
  return (
    <div className="out-of-date" role="alertdialog" aria-labelledby="ood-title" aria-describedby="ood-body">
      <h2 id="ood-title">{t('shell.outOfDate')}</h2>
      <p id="ood-body">{t('shell.outOfDateBody')}</p>
      <button type="button" className="button button-primary" onClick={() => void updateNow(update)}>
        {t('shell.update')}
      </button>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { t } from '@shared/i18n-core';

const UPDATE_CHECK_MS = 30_000;

/**
 * Registers /service-worker.js, checks for a new version every 30 seconds, and when one is installed
 * shows 'This app is out of date' with an Update button (spec 000 §2, §7).
 */
export function OutOfDate() {
  const [update, setUpdate] = useState<null | (() => Promise<void>)>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const updateSW = registerSW({
        onNeedRefresh: () => setUpdate(() => () => updateSW(true)),
        onRegisteredSW: (_url, registration) => {
          if (registration) timer = setInterval(() => void registration.update(), UPDATE_CHECK_MS);
        },
      });
    });
    return () => clearInterval(timer);
  }, []);
  if (!update) return null;
  return (
    <div className="out-of-date" role="alertdialog" aria-labelledby="ood-title" aria-describedby="ood-body">
      <h2 id="ood-title">{t('shell.outOfDate')}</h2>
      <p id="ood-body">{t('shell.outOfDateBody')}</p>
      <button type="button" className="button button-primary" onClick={() => void update()}>
        {t('shell.update')}
      </button>
    </div>
  );
}

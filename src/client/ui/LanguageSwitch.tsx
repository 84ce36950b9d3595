import { useState } from 'react';
import { t } from '@shared/i18n-core';
import { getLocale, LOCALE_NAMES, SUPPORTED_LOCALES, type Locale } from '@shared/locale';
import { chooseLocale } from '@client/lib/locale';

/**
 * English / Español (issue 25): each choice written in its own language, the current one pressed. Shown
 * only when more than one language is offered. `save` keeps the choice on the account first (signed in).
 */
export function LanguageSwitch({ save }: { save?: (locale: Locale) => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  if (SUPPORTED_LOCALES.length < 2) return null;
  const current = getLocale();
  async function choose(locale: Locale) {
    if (locale === current || busy) return;
    setBusy(true);
    try {
      await save?.(locale);
      chooseLocale(locale);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div role="group" aria-label={t('shell.language')} className="language-switch">
      {SUPPORTED_LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="link-button"
          aria-pressed={locale === current}
          disabled={busy}
          onClick={() => void choose(locale)}
        >
          {LOCALE_NAMES[locale]}
        </button>
      ))}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { t } from '../../../shared/i18n';

type Theme = 'light' | 'dark';
const KEY = 'portal-theme';

function initialTheme(): Theme {
  const saved = localStorage.getItem(KEY);
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Light and dark themes; the choice is remembered on this device. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(initialTheme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => {
        localStorage.setItem(KEY, next);
        setTheme(next);
      }}
    >
      {next === 'dark' ? t('shell.themeDark') : t('shell.themeLight')}
    </button>
  );
}

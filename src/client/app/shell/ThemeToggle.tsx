import { useEffect, useState } from 'react';
import { t } from '@shared/i18n';

type Theme = 'light' | 'dark';
const KEY = 'portal-theme';

function savedTheme(): Theme | null {
  const saved = localStorage.getItem(KEY);
  return saved === 'light' || saved === 'dark' ? saved : null;
}

function initialTheme(): Theme {
  return savedTheme() ?? (window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
}

/** Light and dark themes; the choice is remembered on this device. */
export function ThemeToggle() {
  // The page may come rendered from the server, which cannot know this device's choice: the first render
  // is the server's (light, nothing chosen) and the device's own follows at once.
  const [theme, setTheme] = useState<Theme>('light');
  // Without a choice the stylesheet follows the phone's setting; writing the attribute anyway would make
  // the browser restyle the whole page while it is still loading.
  const [chosen, setChosen] = useState(false);
  useEffect(() => {
    setTheme(initialTheme());
    setChosen(savedTheme() !== null);
  }, []);
  useEffect(() => {
    if (chosen) document.documentElement.dataset.theme = theme;
  }, [theme, chosen]);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => {
        localStorage.setItem(KEY, next);
        setChosen(true);
        setTheme(next);
      }}
    >
      {next === 'dark' ? t('shell.themeDark') : t('shell.themeLight')}
    </button>
  );
}

import i18next from 'i18next';
import { en } from './messages/en.js';

/** Dotted keys of the catalog, e.g. "auth.emailInvalid". */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<typeof en>;

const instance = i18next.createInstance();
void instance.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** Translate a catalog key. Interpolation uses {{name}}; React escapes on render. */
export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  return instance.t(key as string, vars ?? {}) as string;
}

/**
 * The portal's languages and the one place that knows which one is being read (decision 028). No node:* and
 * no react: the server sets a per-request source, the client sets the reader's choice once at start.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The languages a student can choose. Spanish joins when its catalogue is complete (the parity test in
 * tests/unit/messages-parity.test.ts passes); with one entry the language switch does not show.
 */
export const SUPPORTED_LOCALES: readonly Locale[] = ['en', 'es'];

/** Names of the languages, each in its own language (the switch shows them so). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** BCP 47 tags for Intl: the program is in the United States. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A supported locale, or the default: what the server accepts from a request or a stored row. */
export function supportedLocale(value: unknown, supported: readonly Locale[] = SUPPORTED_LOCALES): Locale {
  return isLocale(value) && supported.includes(value) ? value : DEFAULT_LOCALE;
}

/** The first supported language of a browser's list ('es-MX' → 'es'); the default when none is. */
export function pickLocale(
  languages: readonly string[] | undefined,
  supported: readonly Locale[] = SUPPORTED_LOCALES,
): Locale {
  for (const tag of languages ?? []) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(base) && supported.includes(base)) return base;
  }
  return DEFAULT_LOCALE;
}

let current: Locale = DEFAULT_LOCALE;
let source: () => Locale | undefined = () => undefined;

/** The language being read now: the request's on the server, the reader's choice in the browser. */
export function getLocale(): Locale {
  return source() ?? current;
}

/** The browser's choice (set once before the first render; a change reloads the page). */
export function setLocale(locale: Locale): void {
  current = locale;
}

/** The server's per-request language (from async context); undefined falls back to the set one. */
export function setLocaleSource(read: () => Locale | undefined): void {
  source = read;
}

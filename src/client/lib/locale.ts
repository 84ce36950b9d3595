/**
 * The reader's language in the browser (decision 028). Chosen once before the first render: the choice kept
 * on this device, else the browser's languages; after sign-in, the account's. A change is kept and the page
 * reloads (components read `t()` at render and do not subscribe to the language).
 */
import {
  getLocale,
  pickLocale,
  setLocale,
  SUPPORTED_LOCALES,
  supportedLocale,
  type Locale,
} from '@shared/locale';
import { registerCatalog } from '@shared/translator';
import type * as SpanishModule from './spanish';

type SpanishSections = typeof SpanishModule;

const KEY = 'freeway.locale';

function stored(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Whether this device has a language chosen by the student (not guessed from the browser). */
export function hasChosenLocale(): boolean {
  const value = stored();
  return value !== null && supportedLocale(value) === value;
}

/** The first visit's language comes from the browser; later ones from the choice kept here. */
export function initialLocale(): Locale {
  return hasChosenLocale() ? supportedLocale(stored()) : pickLocale(navigator.languages);
}

/**
 * Sets the language and, for Spanish, loads its core words (the sign-in screen's) before the first render;
 * English is already in the first download, so it waits for nothing. The rest of the Spanish follows the
 * English sections as screens bring them (lib/spanish, asked for beside the core words, not waited for here:
 * a screen opened at once needs it as early as they do).
 */
export async function startLocale(): Promise<void> {
  const locale = initialLocale();
  setLocale(locale);
  document.documentElement.lang = locale;
  if (locale !== 'es') return;
  void spanishSections().catch(() => undefined); // asked for again by the first screen
  registerCatalog('es', (await import('@shared/messages/es/core')).core);
}

/** Spanish readers only: the module that loads each section's Spanish (lib/spanish). */
let spanish: Promise<SpanishSections> | undefined;

function spanishSections(): Promise<SpanishSections> {
  spanish ??= import('./spanish').then(
    (module) => {
      module.followEnglish();
      return module;
    },
    (error: unknown) => {
      spanish = undefined;
      throw error;
    },
  );
  return spanish;
}

/**
 * A module loaded on demand (a screen, a dialog), handed over once the reader's language has the words of
 * the sections its code brought (decision 038): a Spanish reader waits for their Spanish, an English reader
 * for nothing.
 */
export function withLanguage<T>(module: Promise<T>): Promise<T> {
  if (getLocale() !== 'es') return module;
  return module.then((m) =>
    spanishSections()
      .then((s) => s.ready())
      .then(() => m),
  );
}

function keepChoice(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // private mode: the choice lasts this page only
  }
}

/** Keeps a choice on this device and shows the portal in it. */
export function chooseLocale(locale: Locale): void {
  if (!SUPPORTED_LOCALES.includes(locale)) return;
  keepChoice(locale);
  if (locale !== getLocale()) window.location.reload();
}

/**
 * Right after sign-in: when the account's language is not the one the sign-in page showed, it is kept here
 * and the portal opens at `path` in it, in one page load (not the screen once in each language). False when
 * the page already shows it, so the caller moves on as usual.
 */
export function openInAccountLocale(locale: string | null | undefined, path: string): boolean {
  if (!locale || !SUPPORTED_LOCALES.includes(locale as Locale) || locale === getLocale()) return false;
  keepChoice(locale as Locale);
  window.location.assign(path);
  return true;
}

/** After sign-in the account's language wins: kept here too, and shown (one reload) if it differs. */
export function followAccountLocale(locale: string | null | undefined): void {
  if (!locale || !SUPPORTED_LOCALES.includes(locale as Locale)) return;
  chooseLocale(locale as Locale);
}

/**
 * Content bundled with a screen (content/*.json) in the reader's language: the translated file's entries
 * over the English ones, so an entry not yet translated shows in English.
 */
export function localizedContent<T extends object>(english: T, spanish: object): T {
  return getLocale() === 'es' ? ({ ...english, ...spanish } as T) : english;
}

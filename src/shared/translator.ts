import { DEFAULT_LOCALE, getLocale, type Locale } from './locale.js';

/** Dotted keys of a catalogue, e.g. "auth.emailInvalid". */
export type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A catalogue of another language: the same shape, any part of it (a missing text falls back to English). */
export type DeepPartialCatalog<T> = {
  [K in keyof T]?: T[K] extends string ? string : DeepPartialCatalog<T[K]>;
};

export type Vars = Record<string, string | number>;

/**
 * English, section by section: each `messages/<section>.ts` registers itself when it loads, so a screen's
 * words arrive with the screen's code (a module that names a key imports the section's file; the unit test
 * message-imports checks it). The server and the tests load every section through `messages/en.ts`.
 */
const english: Record<string, unknown> = {};

/** Catalogues of other languages, added when their chunk loads (decision 028). Merged per language. */
const catalogs = new Map<Locale, object[]>();
const lookups = new Map<string, string | undefined>();

let englishVersion = 0;

type SectionsListener = (names: string[]) => void;
let sectionsListener: SectionsListener | undefined;

export function registerEnglish(sections: object): void {
  Object.assign(english, sections);
  lookups.clear();
  englishVersion++;
  sectionsListener?.(Object.keys(sections));
}

/**
 * Tells `listener` the names of the English sections loaded so far, then of each one as it loads: in the
 * browser a Spanish reader's translation of a section follows its English (client/lib/spanish, decision 038).
 */
export function followEnglishSections(listener: SectionsListener): void {
  sectionsListener = listener;
  listener(Object.keys(english));
}

/** The English sections loaded so far, and a number that changes when more arrive. */
export function englishCatalog(): { sections: Readonly<Record<string, unknown>>; version: number } {
  return { sections: english, version: englishVersion };
}

export function registerCatalog(locale: Locale, catalog: object): void {
  const list = catalogs.get(locale) ?? [];
  list.push(catalog);
  catalogs.set(locale, list);
  lookups.clear();
}

function walk(catalog: object, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text of a key in a language, else in English, else undefined (also when its section is not loaded). */
export function lookup(locale: Locale, key: string): string | undefined {
  const id = `${locale}\u0000${key}`;
  if (lookups.has(id)) return lookups.get(id);
  let text: string | undefined;
  if (locale !== DEFAULT_LOCALE) {
    for (const catalog of catalogs.get(locale) ?? []) text ??= walk(catalog, key);
  }
  text ??= walk(english, key);
  lookups.set(id, text);
  return text;
}

/** {{name}} filled from vars; a placeholder without a value stays as it is. */
export function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/**
 * The plain `t(key, vars)` of the first download: lookup in the reader's language and {{name}}
 * interpolation, no message-format engine (the core catalogue has no plurals or selects; a unit test keeps
 * it so). An unknown key answers the key itself, so a gap shows up instead of failing.
 */
export function plainTranslator<C extends object>() {
  return function t(key: Leaves<C>, vars?: Vars, locale: Locale = getLocale()): string {
    return interpolate(lookup(locale, key) ?? key, vars);
  };
}

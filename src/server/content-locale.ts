/**
 * Content in the reader's language (issue 25, decision 028): `content/<dir>/<name>.es.json` beside the
 * English `<name>.json`, same structure, written by translators. A loader asks for a file in a language
 * and gets the translated one when it exists and parses, else the English one: the fallback is per file,
 * so a half-translated folder still shows every page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { DEFAULT_LOCALE, type Locale } from '@shared/locale.js';

/** `prepermit.json` → `prepermit.es.json`; English is the file itself. */
export function localizedPath(englishPath: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? englishPath : englishPath.replace(/\.json$/, `.${locale}.json`);
}

/** A translation file (`<name>.<locale>.json`), which directory scans must skip. */
export function isTranslationFile(file: string): boolean {
  return /\.[a-z]{2}\.json$/.test(file);
}

const cache = new Map<string, unknown>();

/**
 * The parsed file in `locale` when it exists and `check` accepts it, else the English file (parsed and
 * checked by the caller as before). Read once per path.
 */
export function readLocalizedJson(
  englishPath: string,
  locale: Locale,
  check: (value: unknown) => boolean = () => true,
): unknown {
  const path = localizedPath(englishPath, locale);
  if (path !== englishPath) {
    if (!cache.has(path)) {
      let value: unknown = undefined;
      try {
        if (existsSync(path)) {
          const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
          if (check(parsed)) value = parsed;
        }
      } catch {
        value = undefined; // a broken translation shows English rather than failing the screen
      }
      cache.set(path, value);
    }
    const translated = cache.get(path);
    if (translated !== undefined) return translated;
  }
  if (!cache.has(englishPath)) cache.set(englishPath, JSON.parse(readFileSync(englishPath, 'utf8')));
  return cache.get(englishPath);
}

type StepTexts = { name: string; subtext: string | null; cta: string | null };

/**
 * The texts of one screen's program steps in a language, by step URL (the steps themselves, their order
 * and how they complete, come from the English file in the database).
 */
export function programStepTexts(
  programStepsDir: string,
  screen: string,
  locale: Locale,
): Map<string, StepTexts> | null {
  if (locale === DEFAULT_LOCALE) return null;
  const file = `${programStepsDir}/${screen}.json`;
  if (!existsSync(file)) return null;
  const steps = readLocalizedJson(file, locale, Array.isArray) as {
    url?: string;
    name?: string;
    subtext?: string;
    cta?: string;
  }[];
  const map = new Map<string, StepTexts>();
  for (const s of steps)
    if (s.url && s.name) map.set(s.url, { name: s.name, subtext: s.subtext ?? null, cta: s.cta ?? null });
  return map;
}

/** A step row with its texts in the reader's language where a translation has them. */
export function withStepTexts<
  T extends { url: string; name: string; subtext: string | null; cta: string | null },
>(row: T, texts: Map<string, StepTexts> | null): T {
  const tr = texts?.get(row.url);
  if (!tr) return row;
  return {
    ...row,
    name: tr.name,
    subtext: row.subtext === null ? null : (tr.subtext ?? row.subtext),
    cta: row.cta === null ? null : (tr.cta ?? row.cta),
  };
}

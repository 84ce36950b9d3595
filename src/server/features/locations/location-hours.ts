import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, type Locale } from '@shared/locale.js';
import { readLocalizedJson } from '@server/content-locale.js';
import { contentDir } from '@server/paths.js';

type Entry = { slug?: string; hours?: string | null };
const file = join(contentDir, 'locations', 'locations.json');
const translations = new Map<Locale, Map<string, { english: string; text: string }>>();

function table(locale: Locale): Map<string, { english: string; text: string }> {
  let map = translations.get(locale);
  if (!map) {
    const english = JSON.parse(readFileSync(file, 'utf8')) as Entry[];
    const localized = readLocalizedJson(file, locale, Array.isArray) as Entry[];
    const bySlug = new Map(localized.map((e) => [e.slug, e.hours]));
    map = new Map();
    for (const e of english) {
      const text = bySlug.get(e.slug);
      if (e.slug && e.hours && text) map.set(e.slug, { english: e.hours, text });
    }
    translations.set(locale, map);
  }
  return map;
}

/**
 * A place's opening hours in the reader's language (content/locations/locations.<locale>.json, by slug).
 * Only while the hours are still the ones the content file gave: hours a coach has changed since are
 * shown as the coach wrote them.
 */
export function localizedHours(slug: string | null | undefined, hours: string | null, locale: Locale) {
  if (locale === DEFAULT_LOCALE || !slug || !hours) return hours;
  const entry = table(locale).get(slug);
  return entry && entry.english === hours ? entry.text : hours;
}

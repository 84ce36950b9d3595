import type { IntlMessageFormat } from 'intl-messageformat';
import { getLocale, INTL_LOCALE, type Locale } from './locale.js';
import { interpolate, lookup, type Leaves, type Vars } from './translator.js';

/** Only a message with an ICU argument (`{count, plural, …}`, `{kind, select, …}`) needs the engine. */
const ICU = /\{\s*\w+\s*,\s*(plural|select|selectordinal|number|date|time)\b/;

/**
 * Catalogue text → ICU MessageFormat source: {{name}} becomes {name}, and an ASCII apostrophe is doubled so
 * that "don't" or "'{{name}}'" stay literal (ICU quotes with it).
 */
export function toIcu(text: string): string {
  return text.replace(/'/g, "''").replace(/\{\{\s*(\w+)\s*\}\}/g, '{$1}');
}

const formats = new Map<string, IntlMessageFormat | null>();
let Engine: typeof IntlMessageFormat | undefined;

/**
 * The message-format engine, registered by `icu-engine.ts`. A catalogue file with an ICU argument imports
 * that module (the unit test message-imports checks it), so the engine downloads only with such messages.
 */
export function registerIcuEngine(engine: typeof IntlMessageFormat): void {
  Engine = engine;
  formats.clear();
}

function compiled(locale: Locale, key: string, text: string): IntlMessageFormat | null {
  const id = `${locale}\u0000${key}`;
  let format = formats.get(id);
  if (format === undefined) {
    if (!Engine) return null;
    try {
      format = new Engine(toIcu(text), INTL_LOCALE[locale], undefined, { ignoreTag: true });
    } catch {
      format = null; // not valid ICU: shown with plain interpolation instead of failing the screen
    }
    formats.set(id, format);
  }
  return format;
}

/**
 * `t(key, vars, locale?)` over a catalogue and its other languages, formatted by intl-messageformat
 * (decision 028): ICU plurals and selects with each language's plural rules. Plain messages take the fast
 * path; a missing value leaves its {{placeholder}}; an unknown key answers the key itself.
 */
export function translator<C extends object>() {
  return function t(key: Leaves<C>, vars?: Vars, locale: Locale = getLocale()): string {
    const text = lookup(locale, key);
    if (text === undefined) return key;
    if (!ICU.test(text)) return interpolate(text, vars);
    const format = compiled(locale, key, text);
    if (!format) return interpolate(text, vars);
    try {
      return String(format.format(vars ?? {}));
    } catch {
      return interpolate(text, vars);
    }
  };
}

import { getLocale, DEFAULT_LOCALE, type Locale } from './locale.js';
import { englishCatalog, interpolate, lookup } from './translator.js';

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
}

let built = -1;
let exact = new Map<string, string>();
let templates: Template[] = [];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function index(): void {
  const { sections, version } = englishCatalog();
  if (version === built) return;
  exact = new Map();
  templates = [];
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') {
      const names = [...node.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);
      if (!names.length) {
        if (!exact.has(node)) exact.set(node, prefix);
        return;
      }
      const source = node
        .split(/\{\{\s*\w+\s*\}\}/)
        .map(escape)
        .join('(.+?)');
      templates.push({ key: prefix, pattern: new RegExp(`^${source}$`, 's'), names });
      return;
    }
    if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
    }
  };
  walk(sections, '');
  built = version;
}

/**
 * A message composed in English before the reader's language was known (a validation rule built into a
 * schema when its module loaded), in the reader's language: found back by its English words, placeholders
 * included, and translated. Any other text comes back as it is.
 */
export function localizeMessage(message: string, locale: Locale = getLocale()): string {
  if (locale === DEFAULT_LOCALE) return message;
  index();
  const key = exact.get(message);
  if (key) return lookup(locale, key) ?? message;
  for (const { key, pattern, names } of templates) {
    const match = pattern.exec(message);
    if (!match) continue;
    const text = lookup(locale, key);
    if (!text) return message;
    return interpolate(text, Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])));
  }
  return message;
}

import { en } from './messages/en.js';

/** Dotted keys of the catalog, e.g. "auth.emailInvalid". */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<typeof en>;

const cache = new Map<string, string | undefined>();

function lookup(key: string): string | undefined {
  if (cache.has(key)) return cache.get(key);
  let node: unknown = en;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  const text = typeof node === 'string' ? node : undefined;
  cache.set(key, text);
  return text;
}

/**
 * Translate a catalog key. Interpolation uses {{name}}; React escapes on render. An unknown key (only
 * possible through a cast) answers the key itself, so a gap shows up instead of failing.
 */
export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  const text = lookup(key) ?? key;
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** Dotted keys of a catalogue, e.g. "auth.emailInvalid". */
export type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/**
 * A `t(key, vars)` over one catalogue. Interpolation uses {{name}}; React escapes on render. An unknown key
 * (only possible through a cast) answers the key itself, so a gap shows up instead of failing.
 */
export function translator<C extends object>(catalog: C) {
  const cache = new Map<string, string | undefined>();
  const lookup = (key: string): string | undefined => {
    if (cache.has(key)) return cache.get(key);
    let node: unknown = catalog;
    for (const part of key.split('.')) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
    const text = typeof node === 'string' ? node : undefined;
    cache.set(key, text);
    return text;
  };
  return function t(key: Leaves<C>, vars?: Record<string, string | number>): string {
    const text = lookup(key) ?? key;
    if (!vars) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in vars ? String(vars[name]) : whole,
    );
  };
}

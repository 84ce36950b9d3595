/**
 * What an update changes, for the audit trail: each field whose new value differs from the stored one, with
 * its old and new value; null when the same values came again (nothing to write or audit).
 */
export function changeOf<V extends object>(values: V, stored: { readonly [K in keyof V]: unknown }) {
  const changed = (Object.keys(values) as (keyof V)[]).filter((k) => values[k] !== stored[k]);
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((k) => [k, stored[k]])),
    after: Object.fromEntries(changed.map((k) => [k, values[k]])) as Partial<V>,
  };
}

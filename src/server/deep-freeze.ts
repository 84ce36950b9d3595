/**
 * Freezes a value and every object inside it. An answer frozen throughout is written to JSON once and its
 * text kept (plugins/serializer.ts), so nothing may be left that could change after.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

import { zodResolver } from '@hookform/resolvers/zod';
import { localizeMessage } from '@shared/localize-message';

/** Every `message` of a form's errors, in the reader's language (the field's DOM `ref` is left alone). */
function localizeErrors(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string') {
      (node as Record<string, unknown>).message = localizeMessage(value);
    } else localizeErrors(value);
  }
}

/**
 * `zodResolver` whose messages are in the reader's language: a schema's messages are composed when its
 * module loads, which for a Spanish reader may be before the Spanish words have arrived.
 */
export const localizedZodResolver = ((...args: Parameters<typeof zodResolver>) => {
  const resolve = zodResolver(...args);
  return async (...call: Parameters<typeof resolve>) => {
    const result = await resolve(...call);
    localizeErrors(result.errors);
    return result;
  };
}) as typeof zodResolver;

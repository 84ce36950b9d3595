import type { Locale } from './locale.js';

/**
 * What a page rendered on the server hands its script (decision 039): the language it was rendered in and
 * the answers it was rendered with, by query key, so the first client render matches the HTML and asks
 * for nothing it already has. A JSON block, not a script: the policy of no inline script stands.
 */
export interface PageData {
  locale: Locale;
  queries: [key: readonly unknown[], data: unknown][];
}

export const PAGE_DATA_ELEMENT = 'page-data';

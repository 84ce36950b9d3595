import type { QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ELEMENT, type PageData } from '@shared/page-data';

/**
 * The answers a page rendered on the server was rendered with (decision 039), read from its JSON block;
 * null on a page the browser renders itself (the service worker's copy, a screen the server leaves to it).
 */
export function readPageData(doc: Document = document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ELEMENT)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}

/** Puts the page's answers in the query cache, as fresh as the page: the first render asks for none. */
export function seedPageData(client: QueryClient, data: PageData): void {
  for (const [key, value] of data.queries) client.setQueryData(key, value);
}

const KEY = 'portal-pending-location';

/** A place to go once the student is back on their default path (content-page buttons use it). */
export function setPendingLocation(href: string): void {
  sessionStorage.setItem(KEY, href);
}

export function takePendingLocation(): string | null {
  const href = sessionStorage.getItem(KEY);
  if (href) sessionStorage.removeItem(KEY);
  return href;
}

/**
 * Workforce boards made in the console (decision 041): the slug content and rides read a board by, made
 * from its name, and the board's link (where a student books or reads about the board's services).
 */

const MAX_SLUG_WORDS_LENGTH = 50;

/** The name's letters and digits, accents dropped, in lower-case words joined by '-'; 'board' when none. */
export function slugWords(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_WORDS_LENGTH)
    .replace(/-+$/, '');
  return words || 'board';
}

/**
 * Two slugs clash when equal or when one starts with the other and a '-': a board's offices from content
 * are the workforceBoard places whose slug starts with `<board slug>-`, so no board may own another's.
 */
export const slugsClash = (a: string, b: string) => a === b || a.startsWith(`${b}-`) || b.startsWith(`${a}-`);

/**
 * A new board's slug: 'wb-<name words>' as content names boards ('wb-chicago'), else 'wb2-<words>',
 * 'wb3-<words>'… the first that clashes with no slug `taken` (every board's, and every office's from content).
 * A board keeps its slug when renamed: content and students' sessions read it.
 */
export function boardSlugOf(name: string, taken: Iterable<string>): string {
  const words = slugWords(name);
  const all = [...taken];
  for (let n = 1; ; n++) {
    const slug = `${n === 1 ? 'wb' : `wb${n}`}-${words}`;
    if (!all.some((t) => slugsClash(slug, t))) return slug;
  }
}

export const MAX_BOARD_LINK_LENGTH = 500;

/** A board's link: https only, a real host, no credentials, so the student's page never opens anything else. */
export function isBoardLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

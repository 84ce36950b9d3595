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

/** A page the server renders: the answers it needs first (GET paths of the API) and their query keys. */
export interface RenderedPage {
  /**
   * Whether the page is only for a signed-in person (a signed-out one is sent to sign in), only for a
   * signed-out one (a signed-in one is sent to their screen), or (null) for anyone.
   */
  signedIn: boolean | null;
  queries: { url: string; key: readonly unknown[]; first?: boolean }[];
}

export const PAGE_DATA_ELEMENT = 'page-data';

/** A sign-in by plain form (no script): where the code went, kept in a short-lived cookie between posts. */
export interface PendingSignIn {
  channel: 'email' | 'sms';
  to: string;
  /** The last code entered was refused. */
  refused?: boolean;
  /** The address was refused, with why (in the page's language): the page asks for it again. */
  problem?: string;
}

export const PENDING_SIGN_IN_COOKIE = 'sign_in_to';
export const pendingSignInKey = ['signIn', 'pending'] as const;

/** The form posts of the sign-in page, for a browser without the script (decision 039). */
export const SIGN_IN_FORMS = { code: '/api/login/form/code', signIn: '/api/login/form/sign-in' } as const;

/** The pending sign-in a cookie names, or null for none or a damaged one. */
export function readPending(value: string | undefined): PendingSignIn | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<PendingSignIn>;
    if ((parsed.channel !== 'email' && parsed.channel !== 'sms') || typeof parsed.to !== 'string')
      return null;
    const problem = typeof parsed.problem === 'string' ? parsed.problem.slice(0, 300) : undefined;
    return { channel: parsed.channel, to: parsed.to, refused: parsed.refused === true, problem };
  } catch {
    return null;
  }
}

/** The plain form that marks a step done (a step opened from the checklist, a step screen's button). */
export const PROGRESS_FORM = '/api/completion/form';

/**
 * The ping a checklist link sends when it is followed before the page's script runs (HTML's `ping`
 * attribute): the server marks the step a student opened, as the script would have (decision 039).
 */
export const PROGRESS_PING = '/api/completion/ping';

/**
 * Every route of a page without its script: the plain forms (each answers with a redirect to a page) and
 * the link ping (answered with nothing). None is an endpoint of the API.
 */
export const HTML_FORMS: readonly string[] = [...Object.values(SIGN_IN_FORMS), PROGRESS_FORM, PROGRESS_PING];

import type { DocumentStatus } from '../contracts/user';

/** A signing link works for a week, and once. */
export const SIGNING_LINK_DAYS = 7;
/** A drawn signature is a small PNG; anything bigger is not a signature. */
export const MAX_SIGNATURE_BYTES = 200 * 1024;

/** Spec 001 §4 "Agreement status": the e-mail request is possible only while the agreement is incomplete. */
export function canRequestAgreement(status: DocumentStatus): boolean {
  return status === 'incomplete';
}

/** A legal name: at least two words of letters, as a person types it. */
export function isLegalName(value: string): boolean {
  const words = value
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  return words.length >= 2 && value.trim().length <= 120;
}

/**
 * A name as it is compared: accents dropped, lower case, hyphens, dots and apostrophes as spaces, runs of
 * spaces as one. "  JOSÉ  de la Cruz-Peña " and "jose de la cruz pena" are the same name.
 */
export function normalizeName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\-‐‑‒–—.'’`,]+/gu, ' ')
    .trim();
}

/**
 * Whether a typed legal name is the student's: the first and last name on file, in that order, with any
 * middle names between them (issue 38: the signing link alone does not prove who signs).
 */
export function isStudentsName(typed: string, onFile: { firstName: string; lastName: string }): boolean {
  const words = normalizeName(typed).split(' ').filter(Boolean);
  const first = normalizeName(onFile.firstName).split(' ').filter(Boolean);
  const last = normalizeName(onFile.lastName).split(' ').filter(Boolean);
  if (first.length === 0 || last.length === 0 || words.length < first.length + last.length) return false;
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((w, i) => w === b[i]);
  return same(words.slice(0, first.length), first) && same(words.slice(words.length - last.length), last);
}

/**
 * Whether a student may ask for the agreement anew (issue 37, no dead ends): it was sent, is still waiting
 * for a signature, and the newest link expired unsigned (or there is no link at all).
 */
export function canRenewAgreement(
  status: DocumentStatus | string | null,
  latest: { status: string; expiresAt: Date } | null,
  now: Date,
): boolean {
  if (status !== 'pending') return false;
  return latest === null || (latest.status === 'sent' && latest.expiresAt <= now);
}

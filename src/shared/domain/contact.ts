/** E-mail and phone rules shared by sign-in and account changes (spec 001 §5). */

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A pragmatic address check: one @, a dot in the domain, no spaces. */
export function isValidEmail(email: string): boolean {
  const value = email.trim();
  if (value.length > 254) return false;
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

/** Strips spaces, +1, dashes, dots and parentheses; a US number then has exactly 10 digits. */
export function phoneDigits(phone: string): string {
  let value = phone.trim().replace(/[\s\-.()]/g, '');
  if (value.startsWith('+1')) value = value.slice(2);
  return value;
}

export function isValidUsPhone(phone: string): boolean {
  return /^\d{10}$/.test(phoneDigits(phone));
}

/** Stored form, with the +1 prefix the help desk expects. Call only on a valid number. */
export function toE164(phone: string): string {
  return `+1${phoneDigits(phone)}`;
}

export function formatUsPhone(e164: string): string {
  const d = phoneDigits(e164);
  if (d.length !== 10) return e164;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Shows enough of an address for a person to recognise it, not enough to harvest it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const shown = local.length <= 2 ? (local[0] ?? '') : local.slice(0, 2);
  return `${shown}${'•'.repeat(Math.max(1, Math.min(local.length - shown.length, 6)))}@${domain}`;
}

export function maskPhone(phone: string): string {
  const d = phoneDigits(phone);
  return `(•••) •••-${d.slice(-4)}`;
}

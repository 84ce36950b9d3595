/** A meeting address a coach enters: https only, so no page ever opens a script or a plain-text link. */
export function isMeetingUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const MAX_MEETING_URL_LENGTH = 500;

/** The bottom banner's rules (spec 000 §8, 001 §8). */
export type AlertType = 'error' | 'warning' | 'info';
export const ALERT_TIMEOUT_MS = 5000;

/** Messages about a wrong code or a lost session are expected, so they are shown as warnings, not errors. */
export function alertTypeFor(message: string, requested: AlertType = 'error'): AlertType {
  if (
    requested === 'error' &&
    (message.includes('Token incorrect') || message.includes('Error: Unauthorized'))
  ) {
    return 'warning';
  }
  return requested;
}

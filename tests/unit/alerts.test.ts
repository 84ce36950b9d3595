import { describe, expect, it } from 'vitest';
import { ALERT_TIMEOUT_MS, alertTypeFor } from '@shared/domain/alerts.js';

// Spec 000 §8 first bullet, 001 §8 first bullet.
describe('alertTypeFor', () => {
  it('defaults to error for an ordinary message', () => {
    expect(alertTypeFor('Something went wrong')).toBe('error');
  });

  it.each([
    'Token incorrect',
    'Token incorrect. Please try again.',
    'Verification failed: Token incorrect',
    'Error: Unauthorized',
    'Request failed: Error: Unauthorized (401)',
  ])('downgrades %j to a warning', (message) => {
    expect(alertTypeFor(message)).toBe('warning');
    expect(alertTypeFor(message, 'error')).toBe('warning');
  });

  it.each([
    ['lowercase token text', 'token incorrect'],
    ['a different wording', 'Incorrect token'],
    ['Unauthorized without the Error prefix', 'Unauthorized'],
    ['lowercase error prefix', 'error: unauthorized'],
    ['missing colon', 'Error Unauthorized'],
    ['an empty message', ''],
  ])('keeps error for %s', (_label, message) => {
    expect(alertTypeFor(message)).toBe('error');
  });

  it.each(['warning', 'info'] as const)('passes a requested %s through unchanged', (requested) => {
    expect(alertTypeFor('Something happened', requested)).toBe(requested);
    expect(alertTypeFor('Token incorrect', requested)).toBe(requested);
    expect(alertTypeFor('Error: Unauthorized', requested)).toBe(requested);
  });

  it('clears the banner after 5000 ms by default (spec 000 §8, §9)', () => {
    expect(ALERT_TIMEOUT_MS).toBe(5000);
  });
});

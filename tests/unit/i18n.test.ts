import { describe, expect, it } from 'vitest';
import { t, type MessageKey } from '@shared/i18n';

describe('t()', () => {
  it('reads nested keys and fills {{vars}}', () => {
    expect(t('documents.fileTooLarge', { size: 12.5, max: 10 })).toBe(
      'File size (12.5 MB) exceeds the maximum allowed size of 10 MB.',
    );
    expect(t('errors.unauthorized')).toBe('Unauthorized');
  });
  it('leaves a placeholder it has no value for, and answers an unknown key with the key', () => {
    expect(t('documents.uploadTitle')).toBe('Upload your {{name}}');
    expect(t('documents.uploadTitle', { other: 'x' })).toBe('Upload your {{name}}');
    expect(t('no.such.key' as MessageKey)).toBe('no.such.key');
    expect(t('documents' as MessageKey)).toBe('documents');
  });
  it('does not treat replacement patterns in values specially', () => {
    expect(t('review.rejected')).toBe('Sent back to the student.');
    expect(t('documents.rejectedBody', { reason: 'costs $& and $1' })).toBe(
      'A Success Coach could not accept your last photo: costs $& and $1',
    );
  });
});

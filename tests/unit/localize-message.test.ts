import { describe, expect, it } from 'vitest';
import { localizeMessage } from '@shared/localize-message';
import { t } from '@shared/i18n';
import { core as esCore } from '@shared/messages/es/core';
import { registerCatalog } from '@shared/translator';

registerCatalog('es', esCore);

describe('localizeMessage', () => {
  it('finds an English message by its words and gives it in the reader’s language', () => {
    expect(localizeMessage(t('auth.emailInvalid', undefined, 'en'), 'es')).toBe(esCore.auth.emailInvalid);
  });
  it('finds a message with its values filled in, and fills the translation with the same values', () => {
    const english = t('auth.lockedSmsText', { minutes: 15, phone: '(312) 555-0100' }, 'en');
    expect(localizeMessage(english, 'es')).toBe(
      t('auth.lockedSmsText', { minutes: 15, phone: '(312) 555-0100' }, 'es'),
    );
    expect(localizeMessage(english, 'es')).not.toBe(english);
  });
  it('leaves English, and any text that is not a message, as it is', () => {
    expect(localizeMessage(t('auth.emailInvalid', undefined, 'en'), 'en')).toBe(
      'Must be a valid email address',
    );
    expect(localizeMessage('Something else entirely', 'es')).toBe('Something else entirely');
  });
});

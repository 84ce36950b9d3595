// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@shared/locale';
import { core } from '@shared/messages/es/core';
import { learning } from '@shared/messages/es/learning';
import { learning as englishLearning } from '@shared/messages/learning';
import { lookup } from '@shared/translator';
import { startLocale, withLanguage } from './locale';

// The tests' setup has loaded every English section, as a screen's code would have.
describe('the reader’s language before a screen renders (decisions 028, 038)', () => {
  afterEach(() => {
    localStorage.clear();
    setLocale('en');
  });

  it('an English reader waits for nothing and gets no Spanish', async () => {
    localStorage.setItem('freeway.locale', 'en');
    await startLocale();
    const screen = Promise.resolve({ default: 'screen' });
    expect(withLanguage(screen)).toBe(screen);
    expect(lookup('es', 'auth.title')).not.toBe(core.auth.title);
    expect(lookup('es', 'learning.checkAnswer')).toBe(englishLearning.checkAnswer);
  });

  it('a Spanish reader gets the core words first, then a screen once its sections are in Spanish', async () => {
    localStorage.setItem('freeway.locale', 'es');
    await startLocale();
    expect(document.documentElement.lang).toBe('es');
    expect(lookup('es', 'auth.title')).toBe(core.auth.title);

    const screen = await withLanguage(Promise.resolve({ default: 'screen' }));
    expect(screen.default).toBe('screen');
    expect(lookup('es', 'learning.checkAnswer')).toBe(learning.checkAnswer);
  });
});

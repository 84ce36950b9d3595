import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { t } from '@shared/i18n';
import { setLocale } from '@shared/locale';
import { core as esCore } from '@shared/messages/es/core';
import { registerCatalog } from '@shared/translator';
import { localizedZodResolver } from './form-resolver';

registerCatalog('es', esCore);
afterEach(() => setLocale('en'));

// Built as a schema module is: its message composed in English before the reader's language is known.
const schema = z.object({
  email: z.string().refine((v) => v.includes('@'), t('auth.emailInvalid', undefined, 'en')),
});
const resolve = (values: { email: string }) =>
  localizedZodResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('localizedZodResolver', () => {
  it("gives a schema's message in the reader's language", async () => {
    setLocale('es');
    const result = await resolve({ email: 'nope' });
    expect(result.errors.email?.message).toBe(esCore.auth.emailInvalid);
  });
  it('keeps English for an English reader, and passes valid values through', async () => {
    expect((await resolve({ email: 'nope' })).errors.email?.message).toBe('Must be a valid email address');
    expect((await resolve({ email: 'a@b.co' })).values).toEqual({ email: 'a@b.co' });
  });
});

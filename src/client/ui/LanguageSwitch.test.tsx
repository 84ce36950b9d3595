// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@shared/locale';
import { LanguageSwitch } from '@client/ui/LanguageSwitch';
import { initialLocale } from '@client/lib/locale';

describe('the language switch', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    setLocale('en');
    vi.restoreAllMocks();
  });

  it('offers English and Español, each in its own language, the current one pressed', () => {
    render(<LanguageSwitch />);
    const group = screen.getByRole('group', { name: 'Language' });
    const english = screen.getByRole('button', { name: 'English' });
    const spanish = screen.getByRole('button', { name: 'Español' });
    expect(group).toContainElement(spanish);
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(spanish).toHaveAttribute('aria-pressed', 'false');
    expect(spanish).toHaveAttribute('lang', 'es');
  });

  it('keeps the choice on the account first, then on this device, and shows the page in it', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const save = vi.fn().mockResolvedValue(undefined);
    render(<LanguageSwitch save={save} />);
    fireEvent.click(screen.getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith('es');
    expect(localStorage.getItem('freeway.locale')).toBe('es');
    expect(initialLocale()).toBe('es');
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScreenCode } from './stale-chunk';

const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const settled = async (p: Promise<unknown>) =>
  Promise.race([
    p.then(
      () => 'loaded',
      () => 'failed',
    ),
    new Promise((r) => setTimeout(() => r('waiting'), 20)),
  ]);

describe('a screen whose code is gone after a release', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('reloads the page once, into the new version, and waits for it', async () => {
    const reload = vi.fn();
    expect(await settled(loadScreenCode(gone, reload))).toBe('waiting');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the error instead of reloading again right after such a reload', async () => {
    const reload = vi.fn();
    void loadScreenCode(gone, reload);
    await settled(loadScreenCode(gone, reload));
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(loadScreenCode(gone, reload)).rejects.toThrow(/dynamically imported/);
  });

  it('reloads again once a minute has passed', async () => {
    const reload = vi.fn();
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await settled(loadScreenCode(gone, reload));
    now.mockReturnValue(1_000_000 + 61_000);
    await settled(loadScreenCode(gone, reload));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('without signal, leaves the error to the screen (a reload would show the browser offline page)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    await expect(loadScreenCode(gone, reload)).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads code that is there without reloading', async () => {
    const reload = vi.fn();
    await expect(loadScreenCode(() => Promise.resolve({ default: 'Screen' }), reload)).resolves.toEqual({
      default: 'Screen',
    });
    expect(reload).not.toHaveBeenCalled();
  });
});

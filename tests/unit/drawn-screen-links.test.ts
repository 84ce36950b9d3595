import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawnScreenLinks } from '@server/plugins/drawn-screen-links';

describe('drawnScreenLinks (decision 039)', () => {
  function clientDir(): string {
    const dir = mkdtempSync(join(tmpdir(), 'links-'));
    mkdirSync(join(dir, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'], css: ['assets/index-1.css'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_ui-1.js': { file: 'assets/ui-1.js', imports: ['_react-1.js'], css: ['assets/ui-1.css'] },
      'app/shell/Layout.tsx': { file: 'assets/Layout-1.js', imports: ['_ui-1.js', 'index.html'] },
      'features/program/pages/StagePage.tsx': { file: 'assets/StagePage-1.js', imports: ['_ui-1.js'] },
    };
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    return dir;
  }
  const drawn = ['app/shell/Layout.tsx', 'features/program/pages/StagePage.tsx'];

  it('names the styles and code of the screens drawn that the entry does not already bring, once each', () => {
    const links = drawnScreenLinks(clientDir())(drawn, '');
    expect(links.match(/href="[^"]+"/g)?.sort()).toEqual([
      'href="/assets/Layout-1.js"',
      'href="/assets/StagePage-1.js"',
      'href="/assets/ui-1.css"',
      'href="/assets/ui-1.js"',
    ]);
  });

  it('fetches the code after the styles: a drawn screen needs its styles to show, its code only to hydrate', () => {
    const links = drawnScreenLinks(clientDir())(drawn, '');
    expect(links).toContain('<link rel="stylesheet" crossorigin href="/assets/ui-1.css">');
    expect(links).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/ui-1.js">',
    );
    expect(links).not.toMatch(/rel="modulepreload"(?! fetchpriority="low")/);
  });

  it('leaves out what the page has already named, and adds nothing without a build', () => {
    const already = '<link rel="stylesheet" crossorigin href="/assets/ui-1.css">';
    expect(drawnScreenLinks(clientDir())(drawn, already)).not.toContain('ui-1.css');
    expect(drawnScreenLinks(mkdtempSync(join(tmpdir(), 'links-')))(drawn, '')).toBe('');
  });
});

import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenPreloadsFor } from '@shared/screen-preloads';
import { screenHints } from '@server/plugins/screen-hints';

describe('screenPreloadsFor (decision 036)', () => {
  it('names a stage checklist with its frame, its page and the five answers it opens with', () => {
    expect(screenPreloadsFor('/program/school')).toEqual({
      modules: ['app/shell/Layout.tsx', 'features/program/pages/StagePage.tsx'],
      data: [
        '/api/user/session',
        '/api/programSteps/school',
        '/api/completion',
        '/api/user/flags',
        '/api/actions',
      ],
    });
  });

  it('names a class by what it holds: a video, notes, then its practice questions; a test its draw', () => {
    expect(screenPreloadsFor('/program/prepermit/general_knowledge_1')?.data).toEqual([
      '/api/user/session',
      '/api/videos/general_knowledge_1/progress',
      '/api/quizzes/general_knowledge_1/questions?kind=practice',
    ]);
    expect(screenPreloadsFor('/program/prepermit/non_driving_activities')?.data).toEqual([
      '/api/user/session',
      '/api/learning/notes/non_driving_activities',
      '/api/quizzes/non_driving_activities/questions?kind=practice',
    ]);
    expect(screenPreloadsFor('/program/prepermit/airbrakes/test')?.data).toEqual([
      '/api/user/session',
      '/api/quizzes/airbrakes/questions?kind=test',
    ]);
  });

  it('names an upload screen only for a photo folder that exists', () => {
    expect(screenPreloadsFor('/program/documents/upload/cdlALicense')?.data).toEqual([
      '/api/user/session',
      '/api/documents/folder/cdlALicense',
    ]);
    expect(screenPreloadsFor('/program/documents/upload/%22%3E%3Cscript%3E')).toBeNull();
  });

  it('echoes nothing unknown into the page', () => {
    for (const path of [
      '/program/nowhere',
      '/program/prepermit/"><script>alert(1)</script>',
      '/program/prepermit/general_knowledge_1/answers',
      '/login',
      '/staff',
      '/program/school/extra/more',
    ])
      expect(screenPreloadsFor(path), path).toBeNull();
  });

  it('names only pages the router loads on demand', () => {
    const router = readFileSync('src/client/app/router.tsx', 'utf8');
    const paths = [
      '/program/school',
      '/program/documents/upload/cdlALicense',
      '/program/prepermit/general_knowledge_1',
      '/program/prepermit/general_knowledge_1/test',
    ];
    for (const key of paths.flatMap((p) => screenPreloadsFor(p)!.modules)) {
      const from = key.startsWith('app/') ? `./${key.slice(4)}` : `../${key}`;
      expect(router, key).toContain(`import('${from.replace(/\.tsx$/, '')}')`);
    }
  });
});

describe('screenHints', () => {
  function clientDir(): string {
    const dir = mkdtempSync(join(tmpdir(), 'hints-'));
    mkdirSync(join(dir, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_ui-1.js': { file: 'assets/ui-1.js', imports: ['_react-1.js'] },
      'app/shell/Layout.tsx': { file: 'assets/Layout-1.js', imports: ['_ui-1.js', 'index.html'] },
      'features/program/pages/StagePage.tsx': { file: 'assets/StagePage-1.js', imports: ['_ui-1.js'] },
    };
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    return dir;
  }

  it('preloads the screen chunks the entry does not already name, once each', () => {
    const hints = screenHints(clientDir())('/program/school', false);
    expect(hints.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/Layout-1.js"',
      'href="/assets/ui-1.js"',
      'href="/assets/StagePage-1.js"',
    ]);
    expect(hints).not.toContain('as="fetch"');
  });

  it('preloads the answers only for a request with a session cookie', () => {
    const hints = screenHints(clientDir())('/program/school', true);
    expect(hints).toContain('<link rel="preload" as="fetch" crossorigin href="/api/programSteps/school">');
    expect(hints.match(/as="fetch"/g)).toHaveLength(5);
  });

  it('adds nothing without a build or for a page it does not know', () => {
    expect(screenHints(mkdtempSync(join(tmpdir(), 'hints-')))('/program/school', true)).toBe('');
    expect(screenHints(clientDir())('/login', true)).toBe('');
  });
});

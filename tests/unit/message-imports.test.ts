import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { core as esCore } from '@shared/messages/es/core';
import { es } from '@shared/messages/es/index';
import { sectionOfFile } from '@client/lib/spanish';
import {
  importedFiles,
  neededFiles,
  projectRoot,
  sectionFiles,
  sourceFiles,
  STAFF_ONLY_SECTIONS,
} from '../message-sections';

describe('message sections load with the code that names them (decision 033)', () => {
  it('knows the files of the sections', () => {
    expect(sectionFiles.get('learning')).toBe('learning');
    expect(sectionFiles.get('staffConsole')).toBe('console');
  });

  it('finds keys and key prefixes, not other dotted strings', () => {
    const source = "t('learning.practiceTitle'); t(`documents.names.${n}`); 'content.json'; 'common.back'";
    expect([...neededFiles(source)].sort()).toEqual(['documents', 'learning']);
    expect(
      importedFiles("import '@shared/messages/learning';\nimport { x } from '../messages/help-chat.js';"),
    ).toEqual(new Set(['learning', 'help-chat']));
  });

  // Files that name keys only to hand them to a lazily loaded screen, which imports the section itself: the
  // router is in the sign-in download, where the section must not be.
  const passesKeysOn: Record<string, string[]> = {
    'src/client/app/router.tsx': ['learning'], // → learning/pages/VideoClassPage
  };

  it('every source file imports the section files of the keys it names', () => {
    const missing = sourceFiles().flatMap((file) => {
      const source = readFileSync(join(projectRoot, file), 'utf8');
      const imported = new Set([...importedFiles(source), ...(passesKeysOn[file] ?? [])]);
      return [...neededFiles(source)].filter((f) => !imported.has(f)).map((f) => `${file} → messages/${f}`);
    });
    expect(missing).toEqual([]);
  });

  it('a section file with an ICU argument loads the message-format engine', () => {
    const icu = /\{\s*\w+\s*,\s*(plural|select|selectordinal)\b/;
    const files = [...new Set(sectionFiles.values())];
    const withoutEngine = files.filter((f) => {
      const source = readFileSync(join(projectRoot, 'src/shared/messages', `${f}.ts`), 'utf8');
      return icu.test(source) && !source.includes("import '../icu-engine.js'");
    });
    expect(withoutEngine).toEqual([]);
  });
});

describe('Spanish sections load with their English (decision 038)', () => {
  const spanishDir = join(projectRoot, 'src/shared/messages/es');
  const spanishFiles = readdirSync(spanishDir)
    .filter((f) => f.endsWith('.ts') && f !== 'core.ts' && f !== 'index.ts')
    .map((f) => f.replace(/\.ts$/, ''));
  const exportsOf = (file: string) =>
    [...readFileSync(join(spanishDir, `${file}.ts`), 'utf8').matchAll(/^export const (\w+)\b/gm)].map(
      (m) => m[1]!,
    );

  it('every English section students read has a Spanish file of the same name', () => {
    const missing = [...sectionFiles]
      .filter(([section]) => !STAFF_ONLY_SECTIONS.includes(section))
      .filter(([, file]) => !spanishFiles.includes(file))
      .map(([section, file]) => `messages/es/${file}.ts (${section})`);
    expect(missing).toEqual([]);
  });

  it('each Spanish file holds the section of the English file of its name, as the browser finds it', () => {
    const wrong = spanishFiles.flatMap((file) => {
      const english = [...sectionFiles].filter(([, f]) => f === file).map(([section]) => section);
      const spanish = exportsOf(file);
      const found = sectionOfFile(`../../shared/messages/es/${file}.ts`);
      return spanish.join() === english.join() && english.length === 1 && found === english[0]
        ? []
        : [
            `es/${file}.ts exports ${spanish.join()}; ${file}.ts: ${english.join() || 'no such English file'}`,
          ];
    });
    expect(wrong).toEqual([]);
  });

  it('es/index gathers every Spanish file (the server and the tests read it)', () => {
    const gathered = Object.keys(es).filter((key) => !(key in esCore));
    expect(gathered.sort()).toEqual(spanishFiles.flatMap(exportsOf).sort());
  });

  it('the browser imports no Spanish file itself but the core words (lib/spanish asks for the rest)', () => {
    // server-page.tsx is the server's render entry (decision 039), built apart and never in the browser.
    const browserFiles = sourceFiles().filter((file) => file !== 'src/client/app/server-page.tsx');
    const imports = browserFiles.flatMap((file) => {
      const source = readFileSync(join(projectRoot, file), 'utf8');
      return [...source.matchAll(/(?:from\s+|import\()['"]([^'"]*\/messages\/es\/[^'"]*)['"]/g)].map(
        (m) => `${file}: ${m[1]}`,
      );
    });
    expect(imports).toEqual(['src/client/lib/locale.ts: @shared/messages/es/core']);
  });

  it('every component loaded on demand waits for the words of its sections', () => {
    const bare = sourceFiles().flatMap((file) => {
      const source = readFileSync(join(projectRoot, file), 'utf8');
      return [...source.matchAll(/\blazy\(\s*\(\)\s*=>(?!\s*withLanguage\()\s*([^\n]*)/g)].map(
        (m) => `${file}: lazy(() => ${m[1]}`,
      );
    });
    expect(bare).toEqual([]);
  });
});

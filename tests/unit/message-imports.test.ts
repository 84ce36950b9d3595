import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedFiles, neededFiles, projectRoot, sectionFiles, sourceFiles } from '../message-sections';

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

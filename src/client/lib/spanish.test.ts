import { describe, expect, it, vi } from 'vitest';
import { learning as englishLearning } from '@shared/messages/learning';
import { learning } from '@shared/messages/es/learning';
import { stage } from '@shared/messages/es/stage';
import { lookup } from '@shared/translator';
import type * as Translator from '@shared/translator';
import { followEnglish, ready, sectionOfFile } from './spanish';

// The English sections are all loaded by the tests' setup: here they arrive when the test says so.
let arrive: (names: string[]) => void = () => undefined;
vi.mock('@shared/translator', async (importOriginal) => ({
  ...(await importOriginal<typeof Translator>()),
  followEnglishSections: (listener: (names: string[]) => void) => {
    arrive = listener;
  },
}));

describe('the Spanish of message sections in the browser (decision 038)', () => {
  it('names a file’s section as the English file does', () => {
    expect(sectionOfFile('../../shared/messages/es/learning.ts')).toBe('learning');
    expect(sectionOfFile('../../shared/messages/es/help-chat.ts')).toBe('helpChat');
    expect(sectionOfFile('../../shared/messages/es/pre-enrollment.ts')).toBe('preEnrollment');
  });

  it('loads a section’s Spanish when its English arrives, and only then', async () => {
    followEnglish();
    await ready();
    expect(lookup('es', 'learning.checkAnswer')).toBe(englishLearning.checkAnswer);

    arrive(['learning']);
    await ready();
    expect(lookup('es', 'learning.checkAnswer')).toBe(learning.checkAnswer);
    expect(lookup('es', 'stage.yourChecklist')).not.toBe(stage.yourChecklist);
  });

  it('passes over sections without Spanish (staff areas, the core words)', async () => {
    arrive(['staffConsole', 'auth', 'stage']);
    await ready();
    expect(lookup('es', 'stage.yourChecklist')).toBe(stage.yourChecklist);
  });
});

import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isTranslationFile,
  localizedPath,
  programStepTexts,
  readLocalizedJson,
  withStepTexts,
} from '@server/content-locale';
import { contentDir } from '@server/paths';
import { agreementReadingCopy, agreementText } from '@server/features/agreement/agreement-text';

describe('content in a language', () => {
  const dir = mkdtempSync(join(tmpdir(), 'content-locale-'));
  writeFileSync(
    join(dir, 'a.json'),
    JSON.stringify([{ url: '/x', name: 'Do X', subtext: 'Why', cta: 'Go' }]),
  );
  writeFileSync(join(dir, 'a.es.json'), JSON.stringify([{ url: '/x', name: 'Haz X', subtext: 'Por qué' }]));
  writeFileSync(join(dir, 'b.json'), JSON.stringify({ title: 'B' }));
  writeFileSync(join(dir, 'c.json'), JSON.stringify({ title: 'C' }));
  writeFileSync(join(dir, 'c.es.json'), '{ not json');

  it('names the translation beside the English file, and scans can skip it', () => {
    expect(localizedPath('/c/prepermit.json', 'es')).toBe('/c/prepermit.es.json');
    expect(localizedPath('/c/prepermit.json', 'en')).toBe('/c/prepermit.json');
    expect(isTranslationFile('prepermit.es.json')).toBe(true);
    expect(isTranslationFile('prepermit.json')).toBe(false);
    expect(isTranslationFile('privacy-policy.json')).toBe(false);
  });

  it('reads the translation when there is one, English per file otherwise (missing or broken)', () => {
    expect(readLocalizedJson(join(dir, 'a.json'), 'es')).toEqual([
      { url: '/x', name: 'Haz X', subtext: 'Por qué' },
    ]);
    expect(readLocalizedJson(join(dir, 'b.json'), 'es')).toEqual({ title: 'B' });
    expect(readLocalizedJson(join(dir, 'c.json'), 'es')).toEqual({ title: 'C' });
    writeFileSync(join(dir, 'd.json'), JSON.stringify({ title: 'D' }));
    writeFileSync(join(dir, 'd.es.json'), JSON.stringify({ wrong: 'shape' }));
    expect(readLocalizedJson(join(dir, 'd.json'), 'es', (v) => 'title' in (v as object))).toEqual({
      title: 'D',
    });
  });

  it('puts the translated texts on a step by its URL, keeping what has no translation', () => {
    const texts = programStepTexts(dir, 'a', 'es');
    const row = { url: '/x', name: 'Do X', subtext: 'Why', cta: 'Go', order: 1 };
    expect(withStepTexts(row, texts)).toEqual({
      url: '/x',
      name: 'Haz X',
      subtext: 'Por qué',
      cta: 'Go',
      order: 1,
    });
    expect(withStepTexts({ ...row, url: '/y' }, texts)).toEqual({ ...row, url: '/y' });
    expect(programStepTexts(dir, 'a', 'en')).toBeNull();
  });
});

describe('the agreement in Spanish', () => {
  it('is a reading copy of the same version beside the English text that is signed', () => {
    expect(agreementReadingCopy('en')).toBeNull();
    const copy = agreementReadingCopy('es')!;
    expect(copy.title).toBe('Acuerdo del programa Freeway');
    expect(copy.paragraphs.length).toBeGreaterThan(0);
    expect(copy.paragraphs.join(' ')).not.toContain('{{product}}');
    expect(agreementText().title).toBe('Freeway Program Agreement');
  });
});

describe("the translators' Spanish content matches the English files", () => {
  const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;
  const pairs = (dir: string) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.es.json') && existsSync(join(dir, f.replace('.es.json', '.json'))))
      .map((f) => ({ name: f, es: json(join(dir, f)), en: json(join(dir, f.replace('.es.json', '.json'))) }));

  it('question banks: same questions in the same order, as many answers, the same right one and topic', () => {
    for (const { name, es, en } of pairs(join(contentDir, 'learning', 'quizzes'))) {
      type Item = { a: string[]; c: number; t: string };
      const shape = (bank: unknown) => (bank as Item[]).map((i) => `${i.a.length}:${i.c}:${i.t}`);
      expect(shape(es), name).toEqual(shape(en));
    }
  });

  it('job listings: a Spanish entry for every listing, by id, with a note exactly where English has one', () => {
    type Texts = Record<'title' | 'recordNote' | 'training' | 'summary', string | null>;
    const en = json(join(contentDir, 'jobs', 'listings.json')) as { jobs: (Texts & { id: string })[] };
    const es = json(join(contentDir, 'jobs', 'listings.es.json')) as { jobs: Record<string, Texts> };
    const shape = (t: Texts) => [t.recordNote === null, t.training === null];
    expect(Object.keys(es.jobs).sort()).toEqual(en.jobs.map((j) => j.id).sort());
    for (const job of en.jobs) expect(shape(es.jobs[job.id]!), job.id).toEqual(shape(job));
  });

  it('checklist steps: the same step URLs in the same order', () => {
    for (const { name, es, en } of pairs(join(contentDir, 'program-steps'))) {
      const urls = (steps: unknown) => (steps as { url: string }[]).map((s) => s.url);
      expect(urls(es), name).toEqual(urls(en));
    }
  });
});

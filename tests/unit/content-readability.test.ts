/**
 * Plain language in content/ (issue 25 item 4, decision 034): every text a student reads in the content
 * files (checklist steps, step pages, workforce pages, class notes, videos, careers, locations), English
 * `<name>.json` and Spanish `<name>.es.json`, reads at grade 8 or below, with no sentence over 25 words.
 * Same measure as the message catalogue (tests/unit/readability.test.ts); texts under 6 words are not scored.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { grade, longestSentence, type Language } from '../readability';

const MAX_GRADE = 8;
const MAX_SENTENCE_WORDS = 25;
const CONTENT_DIR = 'content';

/** Files not held to the rule (a path under content/ starts with the key), with the reason. */
const EXCLUDED: Record<string, string> = {
  'learning/quizzes/':
    'question banks: their plain-language pass is separate work; add them here when it lands',
  'agreement/': 'legal text: the program agreement a student signs, kept word for word',
  'pages/privacy-policy': 'legal text: the privacy policy',
  'pages/terms-of-use': 'legal text: the terms of use',
  // Only the English file: the prefix does not match listings.es.json, our own translation, which is scored.
  'jobs/listings.json': "employers' own job postings, in their words",
};

/** Fields that hold no prose (links, ids, media files, contact details): never scored. */
const NOT_PROSE = /^(src|url|href|id|slug|type|video|poster|icon|phone|email)$/;

/** Fields that hold a real place's own name and address, as on its sign and in map apps: not ours to reword. */
const PLACE_FIELDS: Record<string, RegExp> = { 'locations/': /^(name|address)$/ };

/**
 * Texts kept as they are, `<file under content/> <key>` → reason. Keep this list short: the fix for a hard
 * text is plainer words, not an entry here.
 */
const ALLOWED: Record<string, string> = {
  'learning/videos.json interview_workshop.slides.0':
    'drawn into the video frames and captions; rewording needs the video made again (scripts/make-slide-videos.mjs)',
  'media/videos.json firsthand-cdla-1.slides.2':
    'drawn into the video frames and captions; rewording needs the video made again (scripts/make-slide-videos.mjs)',
};

interface Text {
  file: string;
  key: string;
  text: string;
  language: Language;
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return jsonFiles(path);
      return name.endsWith('.json') ? [path] : [];
    });
}

function leaves(node: unknown, prefix: string, out: [string, string][] = []): [string, string][] {
  if (typeof node === 'string') out.push([prefix, node]);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

const files = jsonFiles(CONTENT_DIR).map((path) => relative(CONTENT_DIR, path).split('\\').join('/'));
const inScope = files.filter((file) => !Object.keys(EXCLUDED).some((prefix) => file.startsWith(prefix)));

const texts: Text[] = inScope.flatMap((file) => {
  const language: Language = file.endsWith('.es.json') ? 'es' : 'en';
  const placeFields = Object.entries(PLACE_FIELDS).find(([prefix]) => file.startsWith(prefix))?.[1];
  return leaves(JSON.parse(readFileSync(join(CONTENT_DIR, file), 'utf8')), '')
    .filter(([key]) => {
      const field = key.split('.').pop()!;
      return !NOT_PROSE.test(field) && !placeFields?.test(field);
    })
    .map(([key, text]) => ({ file, key, text, language }));
});

const label = (t: Text) => `content/${t.file} ${t.key}`;
const allowed = (t: Text) => `${t.file} ${t.key}` in ALLOWED;

describe('content files', () => {
  it('are English or Spanish: a translation in another language needs its own formula', () => {
    expect(files.filter((f) => /\.[a-z]{2}\.json$/.test(f) && !f.endsWith('.es.json'))).toEqual([]);
  });
});

describe.each(['en', 'es'] as const)('%s content', (language) => {
  const scored = texts
    .filter((t) => t.language === language && !allowed(t))
    .map((t) => ({ ...t, grade: grade(t.text, language) }))
    .filter((t) => t.grade !== null);

  it(`reads at grade ${MAX_GRADE} or below`, () => {
    expect(scored.length).toBeGreaterThan(300);
    const tooHard = scored
      .filter((t) => t.grade! > MAX_GRADE)
      .map((t) => `${label(t)} (grade ${t.grade!.toFixed(1)}): ${t.text}`);
    expect(tooHard).toEqual([]);
  });

  it(`has no sentence over ${MAX_SENTENCE_WORDS} words`, () => {
    const tooLong = scored
      .map((t) => ({ ...t, words: longestSentence(t.text) }))
      .filter((t) => t.words > MAX_SENTENCE_WORDS)
      .map((t) => `${label(t)} (${t.words} words): ${t.text}`);
    expect(tooLong).toEqual([]);
  });
});

describe('the Spanish job listings', () => {
  it("are scored: the translation is the portal's own words, not the employers'", () => {
    const file = JSON.parse(readFileSync(join(CONTENT_DIR, 'jobs', 'listings.es.json'), 'utf8')) as {
      jobs: Record<string, Record<string, string | null>>;
    };
    const every = Object.entries(file.jobs).flatMap(([id, job]) =>
      Object.entries(job)
        .filter(([, text]) => text !== null)
        .map(([field]) => `jobs.${id}.${field}`),
    );
    const scored = texts.filter((t) => t.file === 'jobs/listings.es.json').map((t) => t.key);
    expect(every.length).toBeGreaterThan(100);
    expect(scored).toEqual(expect.arrayContaining(every));
  });
});

describe('the allow-list', () => {
  it('names only texts that exist and still need it (remove an entry once its text is fixed)', () => {
    const byName = new Map(texts.map((t) => [`${t.file} ${t.key}`, t]));
    const stale = Object.keys(ALLOWED).filter((name) => {
      const t = byName.get(name);
      if (!t) return true;
      const g = grade(t.text, t.language);
      return !((g !== null && g > MAX_GRADE) || longestSentence(t.text) > MAX_SENTENCE_WORDS);
    });
    expect(stale).toEqual([]);
  });

  it('leaves out only files that exist', () => {
    expect(Object.keys(EXCLUDED).filter((prefix) => !files.some((f) => f.startsWith(prefix)))).toEqual([]);
  });
});

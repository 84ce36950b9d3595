import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { t } from '@shared/i18n.js';
import type { Locale } from '@shared/locale.js';
import { readLocalizedJson } from '@server/content-locale.js';
import { contentDir } from '@server/paths.js';

export interface AgreementText {
  title: string;
  version: string;
  paragraphs: string[];
  /** SHA-256 of exactly what the student reads and signs. */
  sha256: string;
}

let cached: AgreementText | null = null;

/** The agreement from content/, with the program's name filled in. */
export function agreementText(): AgreementText {
  if (cached) return cached;
  const raw = JSON.parse(readFileSync(join(contentDir, 'agreement/agreement.json'), 'utf8')) as Omit<
    AgreementText,
    'sha256'
  >;
  const fill = (s: string) => s.replaceAll('{{product}}', t('product.name'));
  const title = fill(raw.title);
  const paragraphs = raw.paragraphs.map(fill);
  const sha256 = createHash('sha256')
    .update([title, raw.version, ...paragraphs].join('\n'))
    .digest('hex');
  cached = { title, version: raw.version, paragraphs, sha256 };
  return cached;
}

/**
 * The agreement in another language, for reading beside the English text that is signed (issue 25):
 * content/agreement/agreement.<locale>.json; null when there is none or it is not for this version.
 */
export function agreementReadingCopy(locale: Locale): { title: string; paragraphs: string[] } | null {
  if (locale === 'en') return null;
  const english = agreementText();
  const raw = readLocalizedJson(join(contentDir, 'agreement/agreement.json'), locale) as Partial<
    Omit<AgreementText, 'sha256'>
  >;
  if (raw.version !== english.version || !raw.title || !Array.isArray(raw.paragraphs)) return null;
  const fill = (s: string) => s.replaceAll('{{product}}', t('product.name'));
  if (fill(raw.title) === english.title) return null; // the English file itself: no translation
  return { title: fill(raw.title), paragraphs: raw.paragraphs.map(fill) };
}

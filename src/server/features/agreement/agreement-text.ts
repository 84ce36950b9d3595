import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { t } from '@shared/i18n.js';
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

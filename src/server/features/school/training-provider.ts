import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { tprEntry, type TprEntry } from '@shared/contracts/school.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { DEFAULT_LOCALE, getLocale, type Locale } from '@shared/locale.js';
import { readLocalizedJson } from '@server/content-locale.js';
import type { Db } from '@server/db/client.js';
import { contentDir } from '@server/paths.js';
import type { Viewer } from '@server/plugins/session.js';
import * as repo from './school.repo.js';

const registries = new Map<Locale, TprEntry[]>();
const file = join(contentDir, 'school', 'tpr.json');
const entries = z.array(tprEntry);

/**
 * content/school/tpr.json (or its translation, `tpr.<locale>.json`), read once per language; a malformed
 * English file is an error at the first call and in tests.
 */
export function trainingProviders(locale: Locale = DEFAULT_LOCALE): TprEntry[] {
  let registry = registries.get(locale);
  if (!registry) {
    registry = entries.parse(
      locale === DEFAULT_LOCALE
        ? JSON.parse(readFileSync(file, 'utf8'))
        : readLocalizedJson(file, locale, (value) => entries.safeParse(value).success),
    );
    registries.set(locale, registry);
  }
  return registry;
}

/**
 * GET /api/tpr: the Training Provider Registry entry of the student's assigned school, or for staff of the
 * school they name. 404 when there is no school yet or the school has no entry.
 */
export async function trainingProviderOf(
  db: Db,
  viewer: Viewer,
  schoolId: string | undefined,
): Promise<TprEntry> {
  const row =
    viewer.role === 'student'
      ? await repo.schoolOfStudent(db, viewer.userId)
      : schoolId
        ? await repo.schoolById(db, schoolId)
        : null;
  // A school made in the console names its registry entry; one from content is matched by its name.
  const entry = row
    ? trainingProviders(getLocale()).find((e) =>
        row.providerId ? e.providerId === row.providerId : e.school === row.name,
      )
    : undefined;
  if (!entry) throw new AppError('NOT_FOUND', t('school.noTrainingProvider'));
  return entry;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PrivacyAcceptance } from '@shared/contracts/school.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { contentDir } from '@server/paths.js';
import type { Viewer } from '@server/plugins/session.js';
import { completeByEvent } from '@server/progress/progress.service.js';
import * as repo from './privacy.repo.js';
import type { SchoolDeps } from './school.service.js';

/** The version a student accepts is the policy's "updated" date in content/pages/privacy-policy.json. */
const policyVersion = (): string =>
  (JSON.parse(readFileSync(join(contentDir, 'pages', 'privacy-policy.json'), 'utf8')) as { updated: string })
    .updated;

const view = (row: { acceptedAt: Date; version: string } | null): PrivacyAcceptance =>
  row
    ? { accepted: true, acceptedAt: row.acceptedAt.toISOString(), version: row.version }
    : { accepted: false, acceptedAt: null, version: null };

export async function privacyAcceptanceOf(deps: SchoolDeps, viewer: Viewer): Promise<PrivacyAcceptance> {
  return view(await repo.findPrivacyAcceptance(deps.db, viewer.userId));
}

/**
 * PATCH /api/document/confirmPrivacyPolicy: the student's own acceptance (time, address, version), which
 * completes the privacy agreement step in the same transaction.
 */
export async function acceptPrivacyPolicy(
  deps: SchoolDeps,
  viewer: Viewer,
  body: { uuid: string },
  ip: string,
): Promise<PrivacyAcceptance> {
  if (body.uuid !== viewer.userId) throw new AppError('FORBIDDEN', t('errors.forbidden'), 'uuid');
  const version = policyVersion();
  const row = await deps.db.transaction(async (tx) => {
    const saved = await repo.recordPrivacyAcceptance(tx, { userId: viewer.userId, ip, version });
    await completeByEvent(tx, viewer.userId, { kind: 'privacyAccepted' });
    return saved;
  });
  return view(row);
}

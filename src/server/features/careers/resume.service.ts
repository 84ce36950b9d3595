import { resumeBody, type ResumeAnswers, type ResumeView } from '@shared/contracts/careers.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Db } from '@server/db/client.js';
import type { Viewer } from '@server/plugins/session.js';
import { completeByEvent } from '@server/progress/progress.service.js';
import * as repo from './resume.repo.js';

/** "+13125550107" → "(312) 555-0107". */
const phoneLabel = (e164: string) => {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
};

/** GET /api/resume: the caller's one-page resume, made from their answers and their account. */
export async function resumeOf(db: Db, viewer: Viewer): Promise<ResumeView> {
  const [owner, row] = await Promise.all([
    repo.findResumeOwner(db, viewer.userId),
    repo.findResume(db, viewer.userId),
  ]);
  if (!owner || !row) return { resume: null };
  return {
    resume: {
      fullName: `${owner.firstName} ${owner.lastName}`,
      phone: phoneLabel(owner.phone),
      email: owner.email,
      place: owner.city ? [owner.city, owner.state].filter(Boolean).join(', ') : null,
      school: owner.school,
      answers: resumeBody.parse(row.answers),
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}

/**
 * PUT /api/resume: graduates make (or remake) their one-page resume; the first one completes the
 * "Build a one-page resume" step in the same transaction.
 */
export async function saveResume(db: Db, viewer: Viewer, answers: ResumeAnswers): Promise<ResumeView> {
  if (viewer.status !== '5_PostProgram') throw new AppError('FORBIDDEN', t('errors.forbidden'));
  await db.transaction(async (tx) => {
    await repo.saveResume(tx, viewer.userId, answers);
    await completeByEvent(tx, viewer.userId, { kind: 'resumeCreated' });
  });
  return resumeOf(db, viewer);
}

import { isProfessionalEnough, type EmailLevel } from '@shared/domain/analysis.js';
import type { Db } from '@server/db/client.js';
import { completeByEvent, retractEvent } from '@server/progress/progress.service.js';
import { saveEmailRating } from './email-rating.repo.js';

/**
 * Keeps the rating of a person's own sign-in address and, with it, the career services e-mail step: a
 * professional or semi-professional address completes it (spec 001 §2, route gating 5), an unprofessional
 * one opens it again. A late answer for an address the person no longer has changes nothing.
 */
export async function keepOwnEmailRating(
  db: Db,
  userId: string,
  email: string,
  level: EmailLevel,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await saveEmailRating(tx, userId, email, level))) return;
    if (isProfessionalEnough(level)) await completeByEvent(tx, userId, { kind: 'emailRatedProfessional' });
    else await retractEvent(tx, userId, { kind: 'emailRatedProfessional' });
  });
}

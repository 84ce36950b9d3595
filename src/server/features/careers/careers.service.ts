import type { CareerServices, Coach } from '@shared/contracts/careers.js';
import { careerServicesTitle, careerServiceSteps } from '@shared/domain/careers.js';
import { isStatus, rankOf } from '@shared/domain/program.js';
import { AppError } from '@shared/errors.js';
import { join } from 'node:path';
import { t } from '@shared/i18n.js';
import { getLocale } from '@shared/locale.js';
import { programStepTexts, withStepTexts } from '@server/content-locale.js';
import { contentDir } from '@server/paths.js';
import type { Db } from '@server/db/client.js';
import type { Viewer } from '@server/plugins/session.js';
import * as repo from './careers.repo.js';

/** The career-services checklist for this student: filtered here, so the page shows only what applies. */
export async function careerServices(db: Db, viewer: Viewer): Promise<CareerServices> {
  const [student, steps] = await Promise.all([repo.findStudent(db, viewer.userId), repo.listCareerSteps(db)]);
  if (!student || !isStatus(student.status)) throw new AppError('FORBIDDEN', t('errors.forbidden'));
  const rank = rankOf[student.status];
  const texts = programStepTexts(join(contentDir, 'program-steps'), 'career_services', getLocale());
  const jobBoardUrl = student.jobBoardUrl ?? null;
  return {
    title: careerServicesTitle(rank),
    steps: careerServiceSteps(
      steps.map((row) => withStepTexts(row, texts)),
      { rank },
    ).map((s) => ({
      name: s.name,
      url: s.url,
      type: s.type,
      step: s.step,
      order: s.order,
      section: s.section,
      subtext: s.subtext,
      cta: s.cta,
      conditions: s.conditions ?? null,
      completes: s.completes,
      recommended: s.recommended,
    })),
    jobBoardUrl,
    coachId: rank === 5 ? student.careerCoachId : null,
  };
}

/** A career coach's name, for the coach's own students (5_PostProgram) and for staff. */
export async function careerCoach(db: Db, viewer: Viewer, id: string): Promise<Coach> {
  if (viewer.role === 'student') {
    const student = await repo.findStudent(db, viewer.userId);
    if (student?.status !== '5_PostProgram' || student.careerCoachId !== id)
      throw new AppError('FORBIDDEN', t('errors.forbidden'));
  }
  const coach = await repo.findCoach(db, id);
  if (!coach) throw new AppError('NOT_FOUND', t('careers.coachUnavailable'));
  return { firstName: coach.firstName, lastName: coach.lastName, email: coach.email };
}

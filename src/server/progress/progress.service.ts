import { completedBy, isStudentCompletable, type ProgressEvent } from '@shared/domain/progress.js';
import { hasReachedScreen, type Status } from '@shared/domain/program.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Db, Tx } from '../db/client.js';
import * as repo from './progress.repo.js';

/**
 * Progress is what the server saw happen. Services report events inside their own transaction; the
 * content's declarations (content/program-steps, `completes`) say which steps an event completes.
 */
export async function completeByEvent(tx: Db | Tx, userId: string, event: ProgressEvent): Promise<void> {
  await repo.addCompletions(tx, userId, await urlsCompletedBy(tx, userId, event, false));
}

/** An event undone (a document sent back): the steps it completed are open again. */
export async function retractEvent(tx: Db | Tx, userId: string, event: ProgressEvent): Promise<void> {
  await repo.removeCompletions(tx, userId, await urlsCompletedBy(tx, userId, event, true));
}

/** The steps this event completes that are (`done`) or are not yet (`!done`) done for this student. */
async function urlsCompletedBy(db: Db | Tx, userId: string, event: ProgressEvent, done: boolean) {
  const steps = await repo.findStepsNamingEvent(db, event.kind, userId);
  return [
    ...new Set(steps.filter((s) => s.done === done && completedBy(s.completes, event)).map((s) => s.url)),
  ];
}

/**
 * POST /api/completion: the allow-list of what a student may mark done themselves. Only steps declared
 * `click` or `view`, of a stage the student has reached; anything else is refused and changes nothing.
 */
export async function completeByStudent(
  db: Db,
  student: { userId: string; status: Status },
  url: string,
): Promise<void> {
  const steps = await repo.findStepsByUrl(db, url);
  if (!steps.length) throw new AppError('VALIDATION', t('journey.unknownStep'), 'url');
  if (!steps.some((s) => isStudentCompletable(s.completes)))
    throw new AppError('FORBIDDEN', t('journey.doneByServer'), 'url');
  if (!steps.some((s) => hasReachedScreen(student.status, s.screen)))
    throw new AppError('FORBIDDEN', t('journey.notYourStage'), 'url');
  await repo.addCompletions(db, student.userId, [url]);
}

/**
 * Steps a student marked done themselves, recorded on their behalf (the demo's journeys): only steps the
 * content declares `click` or `view`; any other url is refused as it would be from the student.
 */
export async function completeClickedSteps(tx: Db | Tx, userId: string, urls: string[]): Promise<void> {
  const wanted = [...new Set(urls)];
  const clickable = new Set<string>();
  for (const url of wanted) {
    const steps = await repo.findStepsByUrl(tx, url);
    if (steps.some((s) => isStudentCompletable(s.completes))) clickable.add(url);
    else throw new AppError('FORBIDDEN', t('journey.doneByServer'), 'url');
  }
  await repo.addCompletions(tx, userId, [...clickable]);
}

export const listCompletions = repo.listCompletions;

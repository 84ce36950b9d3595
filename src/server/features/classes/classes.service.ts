import { AppError } from '../../../shared/errors.js';
import { t } from '../../../shared/i18n.js';
import { isUniqueViolation, type Db } from '../../db/client.js';
import type { SchedulingPort } from '../../ports/scheduling.js';
import * as repo from './classes.repo.js';

export interface ClassesDeps {
  db: Db;
  scheduling: SchedulingPort;
  now?: () => Date;
}

export async function listClasses(deps: ClassesDeps, userId: string, input: { type: string; name: string }) {
  const now = deps.now?.() ?? new Date();
  const [sessions, booking] = await Promise.all([
    deps.scheduling.listSessions({ ...input, now }),
    repo.findActiveAttendance(deps.db, userId, input.name),
  ]);
  return sessions.map((s) => {
    const rsvp = booking !== null && booking.startsAt.getTime() === s.startTime.getTime();
    return {
      name: s.name,
      startTime: s.startTime.toISOString(),
      durationMinutes: s.durationMinutes,
      location: s.location,
      rsvp,
      attendanceId: rsvp ? booking.id : null,
    };
  });
}

/** Books (or moves the booking to) a session the calendar really offers. Retrying books nothing new. */
export async function bookClass(
  deps: ClassesDeps,
  userId: string,
  input: { name: string; startTime: string },
) {
  const now = deps.now?.() ?? new Date();
  const sessions = await deps.scheduling.listSessions({ type: 'studySession', name: input.name, now });
  const wanted = new Date(input.startTime).getTime();
  const session = sessions.find((s) => s.startTime.getTime() === wanted);
  if (!session) throw new AppError('VALIDATION', t('trivia.notOffered'), 'startTime');
  const upsert = () =>
    deps.db.transaction((tx) =>
      repo.upsertAttendance(tx, {
        userId,
        name: input.name,
        type: 'studySession',
        startsAt: session.startTime,
        joinUrl: session.location.joinUrl,
      }),
    );
  // Two taps at once: the second insert meets the first's row in the unique index; then it is an update.
  const row = await upsert().catch((err: unknown) => {
    if (isUniqueViolation(err)) return upsert();
    throw err;
  });
  return {
    uuid: row.id,
    name: row.name,
    type: row.type,
    callType: row.callType,
    attendanceDate: row.startsAt.toISOString(),
    location: row.joinUrl,
  };
}

export async function cancelClass(deps: ClassesDeps, userId: string, id: string): Promise<void> {
  if (!(await repo.cancelAttendance(deps.db, userId, id)))
    throw new AppError('NOT_FOUND', t('trivia.notFound'));
}

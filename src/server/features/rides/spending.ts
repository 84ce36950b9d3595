import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Viewer } from '@server/plugins/session.js';
import type { RidesDeps } from './rides.deps.js';
import * as repo from './rides.repo.js';
import { refreshLive, studentOf } from './trips.js';

/** What the student's rides have cost, shown only to students the spending flag targets. */

const SPENDING_FLAG = 'ride-spending';

async function spendingVisible(deps: RidesDeps, viewer: Viewer) {
  const student = await studentOf(deps, viewer);
  return deps.flags.isOn(SPENDING_FLAG, {
    key: student.id,
    email: student.email,
    name: `${student.firstName} ${student.lastName}`,
  });
}

/** GET /api/flags. */
export async function rideSpendingFlag(deps: RidesDeps, viewer: Viewer) {
  return { rideSpending: await spendingVisible(deps, viewer) };
}

/** GET /api/trips/totalSpending: only for students the spending flag targets. */
export async function totalSpending(deps: RidesDeps, viewer: Viewer) {
  if (!(await spendingVisible(deps, viewer))) throw new AppError('FORBIDDEN', t('rides.spendingOff'));
  await refreshLive(deps, viewer.userId);
  return { totalSpending: (await repo.spendingCents(deps.db, viewer.userId)) / 100 };
}

import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Viewer } from '@server/plugins/session.js';
import '@shared/messages/staff-facts.js';

/**
 * Admins only, for a route that staff guards already let through. One function, so it is swapped for an
 * admin guard in one place when the session plugin has one.
 */
export function requireAdmin(viewer: Viewer): Viewer {
  if (viewer.role !== 'admin') throw new AppError('FORBIDDEN', t('staffFacts.adminOnly'));
  return viewer;
}

/** The role a status correction is judged by. */
export const correctionRole = (viewer: Viewer): 'coach' | 'admin' =>
  viewer.role === 'admin' ? 'admin' : 'coach';

import { normalizeEmail, toE164, isValidUsPhone } from '@shared/domain/contact.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Db } from '@server/db/client.js';
import { countTickets, personByEmail as personOf } from './helpdesk.repo.js';
import { queueEffect } from '@server/queue/effects.js';
import type { Jobs } from '@server/queue/queue.js';
import type { Viewer } from '@server/plugins/session.js';

/**
 * PATCH /api/zendesk/patchUser (spec 001 §7): the help desk learns the caller's e-mail and phone as the
 * portal holds them. The portal already does this itself after a contact change; this lets the client ask
 * again, for the caller only, and never with values the portal has not verified.
 */
export async function syncHelpdeskUser(
  deps: { db: Db; jobs: Jobs },
  viewer: Viewer,
  body: { email: string; fields: { email?: string | undefined; phone?: string | undefined } },
) {
  const person = await personOf(deps.db, normalizeEmail(viewer.email));
  if (!person || normalizeEmail(body.email) !== person.email)
    throw new AppError('FORBIDDEN', t('errors.onlyYourself'), 'email');
  const { email, phone } = body.fields;
  const phoneMatches = phone === undefined || (isValidUsPhone(phone) && toE164(phone) === person.phone);
  if ((email !== undefined && normalizeEmail(email) !== person.email) || !phoneMatches)
    throw new AppError('CONFLICT', t('helpChat.profileMismatch'), 'fields');
  const fields = { email: person.email, phone: person.phone ?? '' };
  await deps.db.transaction((tx) =>
    queueEffect(tx, deps.jobs, { kind: 'helpdesk.patchUser', payload: { email: person.email, fields } }),
  );
  return { email: person.email, fields };
}

/**
 * GET /api/zendesk/getUserByEmail/{email}: the person as the help desk knows them, from the portal's own
 * record of their tickets. Staff read anyone; a student only their own address (403 otherwise, whether or
 * not the address is enrolled).
 */
export async function helpdeskUser(db: Db, viewer: Viewer, email: string) {
  if (viewer.role === 'student' && normalizeEmail(email) !== normalizeEmail(viewer.email))
    throw new AppError('FORBIDDEN', t('errors.onlyYourself'));
  const person = await personOf(db, normalizeEmail(email));
  if (!person) throw new AppError('NOT_FOUND', t('errors.userNotFound'));
  const { all, open } = await countTickets(db, person.id);
  return {
    email: person.email,
    name: `${person.first} ${person.last}`,
    phone: person.phone ?? '',
    tickets: all,
    openTickets: open,
  };
}

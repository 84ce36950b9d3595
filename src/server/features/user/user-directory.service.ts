import type { UserCard, UserLookup, UsersQuery } from '@shared/contracts/user.js';
import { isValidUsPhone, normalizeEmail, phoneDigits, toE164 } from '@shared/domain/contact.js';
import { t } from '@shared/i18n.js';
import type { Db } from '@server/db/client.js';
import { AppError } from '@shared/errors.js';
import type { Viewer } from '@server/plugins/session.js';
import { byEmail, byId, byPhone, findUserCard, pageOfUsers } from './user-directory.repo.js';

/**
 * The directory reads of spec 001 §7 (`user/{id}`, `user/byEmail`, `user/byQuery`, `users`,
 * `users/byQuery`). Staff read anyone; a student may read only themself. A student asking for someone
 * else gets 403 whether or not that person exists, so the reads cannot be used to find who is enrolled.
 */
export async function lookUpUser(db: Db, viewer: Viewer, lookup: UserLookup): Promise<UserCard> {
  const where = lookup.uuid
    ? byId(lookup.uuid)
    : lookup.email !== undefined
      ? byEmail(normalizeEmail(lookup.email))
      : isValidUsPhone(lookup.phone ?? '')
        ? byPhone(toE164(lookup.phone ?? ''))
        : null;
  if (viewer.role === 'student') {
    const self = await findUserCard(db, byId(viewer.userId));
    if (!self || !where || !isSelf(self, lookup)) throw new AppError('FORBIDDEN', t('errors.onlyYourself'));
    return self;
  }
  const card = where ? await findUserCard(db, where) : null;
  if (!card) throw new AppError('NOT_FOUND', t('errors.userNotFound'));
  return card;
}

function isSelf(self: UserCard, lookup: UserLookup): boolean {
  if (lookup.uuid) return lookup.uuid === self.uuid;
  if (lookup.email !== undefined) return normalizeEmail(lookup.email) === self.email;
  return toE164(lookup.phone ?? '') === self.phone;
}

export async function searchUsers(db: Db, query: UsersQuery) {
  const digits = query.text ? phoneDigits(query.text).replace(/\D/g, '') : '';
  const { users, total } = await pageOfUsers(db, query, digits.length >= 3 ? digits : null);
  return { users, total, page: query.page, limit: query.limit };
}

import { area } from './endpoint.js';
import type { userSchemas } from './user.js';

const user = area<typeof userSchemas>('user', [400, 401, 403, 404]);

/** The signed-in person; 401 when signed out. */
export const getSession = user.get('getSession', '/user/session', { errors: [401] });

/** The signed-in person's language (decision 028): kept on the account, used for what is sent to them. */
export const changeLocale = user.put('changeLocale', '/user/locale', {
  idempotency: 'replay',
  errors: [400, 401],
});

/** A stage move or withdrawal (`status`), or a new e-mail or phone with its code. */
export const updateUser = user.patch('updateUser', '/user', {
  idempotency: 'replay',
  errors: [400, 401, 403, 409, 429],
});

/** One person: staff read anyone, a student only themself (403 for anyone else, so ids cannot be probed). */
export const getUser = user.get('getUser', '/user/:id');

/** One person by e-mail: staff read anyone, a student only their own address. */
export const getUserByEmail = user.get('getUserByEmail', '/user/byEmail/:email');

/** One person by id, e-mail or phone: staff read anyone, a student only themself. */
export const findUser = user.post('findUser', '/user/byQuery', { idempotency: 'none' });

/** Everyone, a page at a time, newest first. Staff only. */
export const listUsers = user.get('listUsers', '/users', { access: 'staff', errors: [400, 401, 403] });

/** People matching every filter given, a page at a time. Staff only. */
export const queryUsers = user.post('queryUsers', '/users/byQuery', {
  access: 'staff',
  idempotency: 'none',
  errors: [400, 401, 403],
});

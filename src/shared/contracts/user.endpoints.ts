import { endpoint } from './endpoint.js';
import type * as s from './user.js';

const tag = 'user';

/** The signed-in person; 401 when signed out. */
export const getSession = endpoint<{ response: typeof s.sessionUserSchema }>()({
  name: 'getSession',
  method: 'GET',
  path: '/user/session',
  idempotency: 'none',
  errors: [401],
  tag,
});

/** The signed-in person's language (decision 028): kept on the account, used for what is sent to them. */
export const changeLocale = endpoint<{ body: typeof s.localeBody; response: typeof s.localeResponse }>()({
  name: 'changeLocale',
  method: 'PUT',
  path: '/user/locale',
  idempotency: 'replay',
  errors: [400, 401],
  tag,
});

/** A stage move or withdrawal (`status`), or a new e-mail or phone with its code. */
export const updateUser = endpoint<{ body: typeof s.userPatchBody; response: typeof s.userPatchResponse }>()({
  name: 'updateUser',
  method: 'PATCH',
  path: '/user',
  idempotency: 'replay',
  errors: [400, 401, 403, 409, 429],
  tag,
});

/** One person: staff read anyone, a student only themself (403 for anyone else, so ids cannot be probed). */
export const getUser = endpoint<{ params: typeof s.userIdParams; response: typeof s.userCardSchema }>()({
  name: 'getUser',
  method: 'GET',
  path: '/user/:id',
  idempotency: 'none',
  errors: [400, 401, 403, 404],
  tag,
});

/** One person by e-mail: staff read anyone, a student only their own address. */
export const getUserByEmail = endpoint<{
  params: typeof s.userEmailParams;
  response: typeof s.userCardSchema;
}>()({
  name: 'getUserByEmail',
  method: 'GET',
  path: '/user/byEmail/:email',
  idempotency: 'none',
  errors: [400, 401, 403, 404],
  tag,
});

/** One person by id, e-mail or phone: staff read anyone, a student only themself. */
export const findUser = endpoint<{ body: typeof s.userLookupBody; response: typeof s.userCardSchema }>()({
  name: 'findUser',
  method: 'POST',
  path: '/user/byQuery',
  idempotency: 'none',
  errors: [400, 401, 403, 404],
  tag,
});

/** Everyone, a page at a time, newest first. Staff only. */
export const listUsers = endpoint<{ query: typeof s.usersPageQuery; response: typeof s.usersPageResponse }>()(
  {
    name: 'listUsers',
    access: 'staff',
    method: 'GET',
    path: '/users',
    idempotency: 'none',
    errors: [400, 401, 403],
    tag,
  },
);

/** People matching every filter given, a page at a time. Staff only. */
export const queryUsers = endpoint<{ body: typeof s.usersQueryBody; response: typeof s.usersPageResponse }>()(
  {
    name: 'queryUsers',
    access: 'staff',
    method: 'POST',
    path: '/users/byQuery',
    idempotency: 'none',
    errors: [400, 401, 403],
    tag,
  },
);

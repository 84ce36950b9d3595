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

/** A stage move or withdrawal (`status`), or a new e-mail or phone with its code. */
export const updateUser = endpoint<{ body: typeof s.userPatchBody; response: typeof s.userPatchResponse }>()({
  name: 'updateUser',
  method: 'PATCH',
  path: '/user',
  idempotency: 'replay',
  errors: [400, 401, 403, 409, 429],
  tag,
});

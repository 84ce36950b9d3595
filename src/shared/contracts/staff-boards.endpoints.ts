import { endpoint } from './endpoint.js';
import type * as s from './staff-boards.js';

const tag = 'staff';
const errors = [400, 401, 403, 404, 409] as const;

/** The workforce boards students may be assigned to, each with its One Stop offices (decision 041). */
export const listBoards = endpoint<{ response: typeof s.boardList }>()({
  name: 'listBoards',
  method: 'GET',
  path: '/admin/boards',
  idempotency: 'none',
  errors,
  tag,
});

/** Adds a workforce board (admins); its slug is made from the name. */
export const createBoard = endpoint<{ body: typeof s.boardBody; response: typeof s.board }>()({
  name: 'createBoard',
  method: 'POST',
  path: '/admin/boards',
  idempotency: 'replay',
  errors,
  tag,
});

/** Renames a board or changes its link (admins); the slug stays. */
export const updateBoard = endpoint<{
  params: typeof s.boardParams;
  body: typeof s.boardBody;
  response: typeof s.board;
}>()({
  name: 'updateBoard',
  method: 'PUT',
  path: '/admin/boards/:id',
  idempotency: 'none',
  errors,
  tag,
});

/** Removes a board no student is assigned to or wait-listed with, and the offices made for it (admins). */
export const removeBoard = endpoint<{ params: typeof s.boardParams; response: typeof s.removedBoard }>()({
  name: 'removeBoard',
  method: 'DELETE',
  path: '/admin/boards/:id',
  idempotency: 'none',
  errors,
  tag,
});

/** Adds a One Stop office to a board (admins): a place its students' One Stop rides go to. */
export const createBoardOffice = endpoint<{
  params: typeof s.boardParams;
  body: typeof s.officeBody;
  response: typeof s.board;
}>()({
  name: 'createBoardOffice',
  method: 'POST',
  path: '/admin/boards/:id/offices',
  idempotency: 'replay',
  errors,
  tag,
});

/** Changes an office made in the console (admins); offices from content files are read-only. */
export const updateBoardOffice = endpoint<{
  params: typeof s.officeParams;
  body: typeof s.officeBody;
  response: typeof s.board;
}>()({
  name: 'updateBoardOffice',
  method: 'PUT',
  path: '/admin/boards/:id/offices/:officeId',
  idempotency: 'none',
  errors,
  tag,
});

/** Removes an office made in the console (admins). */
export const removeBoardOffice = endpoint<{ params: typeof s.officeParams; response: typeof s.board }>()({
  name: 'removeBoardOffice',
  method: 'DELETE',
  path: '/admin/boards/:id/offices/:officeId',
  idempotency: 'none',
  errors,
  tag,
});

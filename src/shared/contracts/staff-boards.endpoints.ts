import { area } from './endpoint.js';
import type { staffBoardsSchemas } from './staff-boards.js';

const staff = area<typeof staffBoardsSchemas>('staff', [400, 401, 403, 404, 409]);

/** The workforce boards students may be assigned to, each with its One Stop offices (decision 041). */
export const listBoards = staff.get('listBoards', '/admin/boards');

/** Adds a workforce board (admins); its slug is made from the name. */
export const createBoard = staff.post('createBoard', '/admin/boards');

/** Renames a board or changes its link (admins); the slug stays. */
export const updateBoard = staff.put('updateBoard', '/admin/boards/:id');

/** Removes a board no student is assigned to or wait-listed with, and the offices made for it (admins). */
export const removeBoard = staff.delete('removeBoard', '/admin/boards/:id');

/** Adds a One Stop office to a board (admins): a place its students' One Stop rides go to. */
export const createBoardOffice = staff.post('createBoardOffice', '/admin/boards/:id/offices');

/** Changes an office made in the console (admins); offices from content files are read-only. */
export const updateBoardOffice = staff.put('updateBoardOffice', '/admin/boards/:id/offices/:officeId');

/** Removes an office made in the console (admins). */
export const removeBoardOffice = staff.delete('removeBoardOffice', '/admin/boards/:id/offices/:officeId');

import { z } from 'zod';
import { coordinatesTogether, placeFields } from './staff-facts.js';
import { safeText } from './text.js';
import { placeShape } from './place.js';
import { isBoardLink, MAX_BOARD_LINK_LENGTH } from '../domain/workforce-boards.js';
import { t } from '../i18n.js';
import '../messages/staff-facts.js';

/** A One Stop office of a board. `managed`: made in the console (offices from content files are read-only). */
export const boardOffice = z.object({
  id: safeText(),
  name: safeText(),
  ...placeShape,
  managed: z.boolean(),
});
export type BoardOffice = z.infer<typeof boardOffice>;

/** A workforce board as the console lists it; `students`: assigned to it or wait-listed with it. */
export const board = z.object({
  id: safeText(),
  slug: safeText(),
  name: safeText(),
  link: safeText().nullable(),
  students: z.number().int(),
  offices: z.array(boardOffice),
});
export type Board = z.infer<typeof board>;

/** GET /api/admin/boards */
export const boardList = z.object({ boards: z.array(board) });
export type BoardList = z.infer<typeof boardList>;

/** POST /api/admin/boards and PUT /api/admin/boards/:id (admins). The slug is the server's, from the name. */
export const boardBody = z
  .object({
    name: safeText()
      .trim()
      .min(1, t('staffFacts.boards.nameRequired'))
      .max(200, t('staffFacts.boards.nameRequired')),
    link: safeText()
      .trim()
      .max(MAX_BOARD_LINK_LENGTH, t('staffFacts.boards.linkInvalid'))
      .refine((v) => v === '' || isBoardLink(v), t('staffFacts.boards.linkInvalid'))
      .meta({
        // isBoardLink: empty, or https with a dotted host and no user name or password.
        pattern: '^\\s*(?:https://[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+(?:[/?#]\\S*)?)?\\s*$',
        examples: ['https://workforce.example.org/one-stop'],
      })
      .transform((v) => v || null)
      .nullable()
      .optional(),
  })
  .strict();
export type BoardBody = z.input<typeof boardBody>;

/** POST /api/admin/boards/:id/offices and PUT /api/admin/boards/:id/offices/:officeId (admins). */
export const officeBody = coordinatesTogether(
  z
    .object({
      name: safeText()
        .trim()
        .min(1, t('staffFacts.boards.officeNameRequired'))
        .max(200, t('staffFacts.boards.officeNameRequired')),
      ...placeFields,
    })
    .strict(),
);
export type OfficeBody = z.input<typeof officeBody>;

export const boardParams = z.object({ id: z.uuid(t('staffFacts.boards.unknownBoard')) });
export const officeParams = z.object({
  id: z.uuid(t('staffFacts.boards.unknownBoard')),
  officeId: z.uuid(t('staffFacts.boards.unknownOffice')),
});
export const removedBoard = z.object({ id: safeText() });

export const staffBoardsSchemas = {
  listBoards: { response: boardList },
  createBoard: { body: boardBody, response: board },
  updateBoard: { params: boardParams, body: boardBody, response: board },
  removeBoard: { params: boardParams, response: removedBoard },
  createBoardOffice: { params: boardParams, body: officeBody, response: board },
  updateBoardOffice: { params: officeParams, body: officeBody, response: board },
  removeBoardOffice: { params: officeParams, response: board },
};

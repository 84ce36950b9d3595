import type { Board, BoardBody, BoardList, OfficeBody } from '@shared/contracts/staff-boards.js';
import { boardSlugOf } from '@shared/domain/workforce-boards.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { recordAudit } from '@server/audit/audit.repo.js';
import { changeOf } from '@server/audit/change.js';
import type { Db, Tx } from '@server/db/client.js';
import type { Viewer } from '@server/plugins/session.js';
import type { GeocodingPort } from '@server/ports/geocoding.js';
import '@shared/messages/staff-facts.js';
import { requireAdmin } from './admin-check.js';
import * as repo from './boards.repo.js';
import type { OfficeRow, OtherAreas } from './other-areas.js';
import { placeValuesOf } from './place-point.js';

/**
 * Workforce boards and their One Stop offices, managed by admins in the console (decision 041). A board's
 * offices are the workforceBoard places made for it here (`board_id`) and those from content whose slug
 * starts with `<board slug>-`, which stay read-only.
 */
export interface BoardsDeps {
  db: Db;
  geocoding: GeocodingPort;
  /** One Stop offices are places of the locations area (composed in console-areas.ts). */
  areas: Pick<OtherAreas, 'places'>;
}

type BoardRow = Awaited<ReturnType<typeof repo.listBoards>>[number];

/** The board an office belongs to: its own board id, else the board whose slug prefixes the office's. */
function ownerOf(office: OfficeRow, boards: { id: string; slug: string }[]): string | null {
  if (office.boardId) return office.boardId;
  const slug = office.slug ?? '';
  const owners = boards.filter((b) => slug.startsWith(`${b.slug}-`));
  return owners.sort((a, b) => b.slug.length - a.slug.length)[0]?.id ?? null;
}

const shapeOffice = (o: OfficeRow) => ({
  id: o.id,
  name: o.name,
  address: o.address,
  city: o.city,
  state: o.state,
  zip: o.zip,
  latitude: o.latitude,
  longitude: o.longitude,
  hours: o.hours,
  phone: o.phone,
  managed: o.boardId !== null,
});

function shapeAll(boards: BoardRow[], offices: OfficeRow[]): Board[] {
  return boards.map((b) => ({
    id: b.id,
    slug: b.slug,
    name: b.name,
    link: b.link,
    students: b.students,
    offices: offices.filter((o) => ownerOf(o, boards) === b.id).map(shapeOffice),
  }));
}

export async function listBoards(deps: BoardsDeps): Promise<BoardList> {
  const [boards, offices] = await Promise.all([repo.listBoards(deps.db), deps.areas.places.offices(deps.db)]);
  return { boards: shapeAll(boards, offices) };
}

async function one(deps: BoardsDeps, id: string): Promise<Board> {
  const found = (await listBoards(deps)).boards.find((b) => b.id === id);
  if (!found) throw new AppError('NOT_FOUND', t('staffFacts.boards.unknownBoard'));
  return found;
}

const boardValues = (body: BoardBody): repo.BoardValues => ({
  name: body.name.trim(),
  link: body.link ?? null,
});

async function boardOrNotFound(tx: Tx, id: string) {
  const board = await repo.findBoardForUpdate(tx, id);
  if (!board) throw new AppError('NOT_FOUND', t('staffFacts.boards.unknownBoard'));
  return board;
}

export async function createBoard(deps: BoardsDeps, viewer: Viewer, body: BoardBody): Promise<Board> {
  requireAdmin(viewer);
  const values = boardValues(body);
  const id = await deps.db.transaction(async (tx) => {
    await repo.lockBoards(tx);
    if (await repo.nameTaken(tx, values.name, null))
      throw new AppError('CONFLICT', t('staffFacts.boards.duplicate'));
    const slug = boardSlugOf(
      values.name,
      await [...(await repo.boardSlugs(tx)), ...(await deps.areas.places.officeSlugs(tx))],
    );
    const id = await repo.insertBoard(tx, { ...values, slug });
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'boards.create',
      detail: { place: values.name, after: { ...values, slug } },
    });
    return id;
  });
  return one(deps, id);
}

export async function updateBoard(
  deps: BoardsDeps,
  viewer: Viewer,
  id: string,
  body: BoardBody,
): Promise<Board> {
  requireAdmin(viewer);
  const values = boardValues(body);
  await deps.db.transaction(async (tx) => {
    await repo.lockBoards(tx);
    const before = await boardOrNotFound(tx, id);
    if (await repo.nameTaken(tx, values.name, id))
      throw new AppError('CONFLICT', t('staffFacts.boards.duplicate'));
    const change = changeOf(values, before);
    if (!change) return;
    await repo.updateBoard(tx, id, values);
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'boards.update',
      detail: { place: values.name, slug: before.slug, ...change },
    });
  });
  return one(deps, id);
}

export async function removeBoard(deps: BoardsDeps, viewer: Viewer, id: string): Promise<{ id: string }> {
  requireAdmin(viewer);
  await deps.db.transaction(async (tx) => {
    const before = await boardOrNotFound(tx, id);
    if ((await repo.studentsOf(tx, id)) > 0) throw new AppError('CONFLICT', t('staffFacts.boards.inUse'));
    const offices = (await deps.areas.places.offices(tx)).filter((o) => o.boardId === id).map((o) => o.name);
    await deps.areas.places.deleteOfficesOf(tx, id);
    await repo.deleteBoard(tx, id);
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'boards.remove',
      detail: {
        place: before.name,
        before: { slug: before.slug, name: before.name, link: before.link, offices },
      },
    });
  });
  return { id };
}

/** The board's office made in the console; 409 for its offices from content, 404 for any other place. */
async function managedOffice(
  deps: BoardsDeps,
  tx: Tx,
  board: { id: string; slug: string },
  officeId: string,
) {
  const office = await deps.areas.places.findOfficeForUpdate(tx, officeId);
  if (office?.boardId === board.id) return office;
  if (office && office.boardId === null && office.slug?.startsWith(`${board.slug}-`))
    throw new AppError('CONFLICT', t('staffFacts.boards.officeReadOnly'));
  throw new AppError('NOT_FOUND', t('staffFacts.boards.unknownOffice'));
}

export async function createOffice(
  deps: BoardsDeps,
  viewer: Viewer,
  boardId: string,
  body: OfficeBody,
): Promise<Board> {
  requireAdmin(viewer);
  const values = await placeValuesOf(deps.geocoding, body);
  await deps.db.transaction(async (tx) => {
    const board = await boardOrNotFound(tx, boardId);
    if (await deps.areas.places.officeNameTaken(tx, boardId, values.name, null))
      throw new AppError('CONFLICT', t('staffFacts.boards.officeDuplicate'));
    const id = await deps.areas.places.insertOffice(tx, boardId, values);
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'boards.addOffice',
      detail: { place: values.name, board: board.name, officeId: id, after: values },
    });
  });
  return one(deps, boardId);
}

export async function updateOffice(
  deps: BoardsDeps,
  viewer: Viewer,
  boardId: string,
  officeId: string,
  body: OfficeBody,
): Promise<Board> {
  requireAdmin(viewer);
  const values = await placeValuesOf(deps.geocoding, body);
  await deps.db.transaction(async (tx) => {
    const board = await boardOrNotFound(tx, boardId);
    const before = await managedOffice(deps, tx, board, officeId);
    if (await deps.areas.places.officeNameTaken(tx, boardId, values.name, officeId))
      throw new AppError('CONFLICT', t('staffFacts.boards.officeDuplicate'));
    const change = changeOf(values, before);
    if (!change) return;
    await deps.areas.places.updateOffice(tx, officeId, boardId, values);
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'boards.updateOffice',
      detail: { place: values.name, board: board.name, officeId, ...change },
    });
  });
  return one(deps, boardId);
}

export async function removeOffice(
  deps: BoardsDeps,
  viewer: Viewer,
  boardId: string,
  officeId: string,
): Promise<Board> {
  requireAdmin(viewer);
  await deps.db.transaction(async (tx) => {
    const board = await boardOrNotFound(tx, boardId);
    const before = await managedOffice(deps, tx, board, officeId);
    await deps.areas.places.deleteOffice(tx, officeId, boardId);
    const { id: _id, slug: _slug, boardId: _board, ...old } = before;
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: 'boards.removeOffice',
      detail: { place: before.name, board: board.name, officeId, before: old },
    });
  });
  return one(deps, boardId);
}

import { useQuery } from '@tanstack/react-query';
import type { BoardBody, OfficeBody } from '@shared/contracts/staff-boards';
import {
  createBoard,
  createBoardOffice,
  listBoards,
  removeBoard,
  removeBoardOffice,
  updateBoard,
  updateBoardOffice,
} from '@shared/contracts/staff-boards.endpoints';
import { call } from '@client/lib/api';
import { useAdminWrite } from './admin-write';

const admin = ['admin'] as const;

export function useBoards() {
  return useQuery({ queryKey: [...admin, 'boards'], queryFn: () => call(listBoards, {}) });
}

export function useSaveBoard() {
  return useAdminWrite((input: { id: string | null; body: BoardBody; key: string }) =>
    input.id
      ? call(updateBoard, { params: { id: input.id }, body: input.body })
      : call(createBoard, { body: input.body }, { idempotencyKey: input.key }),
  );
}

export function useRemoveBoard() {
  return useAdminWrite((id: string) => call(removeBoard, { params: { id } }));
}

export function useSaveOffice() {
  return useAdminWrite((input: { board: string; id: string | null; body: OfficeBody; key: string }) =>
    input.id
      ? call(updateBoardOffice, { params: { id: input.board, officeId: input.id }, body: input.body })
      : call(
          createBoardOffice,
          { params: { id: input.board }, body: input.body },
          { idempotencyKey: input.key },
        ),
  );
}

export function useRemoveOffice() {
  return useAdminWrite((input: { board: string; id: string }) =>
    call(removeBoardOffice, { params: { id: input.board, officeId: input.id } }),
  );
}

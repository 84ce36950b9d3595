import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

const admin = ['admin'] as const;

/** The student page's board choices read the same list: everything staff read is read again. */
const refresh = (client: ReturnType<typeof useQueryClient>) => client.invalidateQueries({ queryKey: admin });

export function useBoards() {
  return useQuery({ queryKey: [...admin, 'boards'], queryFn: () => call(listBoards, {}) });
}

export function useSaveBoard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string | null; body: BoardBody; key: string }) =>
      input.id
        ? call(updateBoard, { params: { id: input.id }, body: input.body })
        : call(createBoard, { body: input.body }, { idempotencyKey: input.key }),
    onSuccess: () => refresh(client),
  });
}

export function useRemoveBoard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(removeBoard, { params: { id } }),
    onSuccess: () => refresh(client),
  });
}

export function useSaveOffice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { board: string; id: string | null; body: OfficeBody; key: string }) =>
      input.id
        ? call(updateBoardOffice, { params: { id: input.board, officeId: input.id }, body: input.body })
        : call(
            createBoardOffice,
            { params: { id: input.board }, body: input.body },
            { idempotencyKey: input.key },
          ),
    onSuccess: () => refresh(client),
  });
}

export function useRemoveOffice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { board: string; id: string }) =>
      call(removeBoardOffice, { params: { id: input.board, officeId: input.id } }),
    onSuccess: () => refresh(client),
  });
}

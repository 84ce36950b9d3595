import { useQuery } from '@tanstack/react-query';
import type { FactsPatch, SchoolBody, StatusCorrection } from '@shared/contracts/staff-facts';
import {
  correctStatus,
  createSchool,
  getProgramFacts,
  listSchools,
  removeSchool,
  setProgramFacts,
  updateSchool,
} from '@shared/contracts/staff-facts.endpoints';
import { call } from '@client/lib/api';
import { useAdminWrite } from './admin-write';

const admin = ['admin'] as const;

export function useProgramFacts(student: string) {
  return useQuery({
    queryKey: [...admin, 'facts', student],
    queryFn: () => call(getProgramFacts, { params: { id: student } }),
  });
}

export function useSetProgramFacts(student: string) {
  return useAdminWrite((body: FactsPatch) => call(setProgramFacts, { params: { id: student }, body }));
}

export function useCorrectStatus(student: string) {
  return useAdminWrite((input: { body: StatusCorrection; key: string }) =>
    call(correctStatus, { params: { id: student }, body: input.body }, { idempotencyKey: input.key }),
  );
}

export function useSchools() {
  return useQuery({ queryKey: [...admin, 'schools'], queryFn: () => call(listSchools, {}) });
}

export function useSaveSchool() {
  return useAdminWrite((input: { id: string | null; body: SchoolBody; key: string }) =>
    input.id
      ? call(updateSchool, { params: { id: input.id }, body: input.body })
      : call(createSchool, { body: input.body }, { idempotencyKey: input.key }),
  );
}

export function useRemoveSchool() {
  return useAdminWrite((id: string) => call(removeSchool, { params: { id } }));
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

const admin = ['admin'] as const;

export function useProgramFacts(student: string) {
  return useQuery({
    queryKey: [...admin, 'facts', student],
    queryFn: () => call(getProgramFacts, { params: { id: student } }),
  });
}

/** Everything on the student's page may read a fact (the checklist, the audit trail): all of it is read again. */
const refresh = (client: ReturnType<typeof useQueryClient>) => client.invalidateQueries({ queryKey: admin });

export function useSetProgramFacts(student: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FactsPatch) => call(setProgramFacts, { params: { id: student }, body }),
    onSuccess: () => refresh(client),
  });
}

export function useCorrectStatus(student: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: StatusCorrection; key: string }) =>
      call(correctStatus, { params: { id: student }, body: input.body }, { idempotencyKey: input.key }),
    onSuccess: () => refresh(client),
  });
}

export function useSchools() {
  return useQuery({ queryKey: [...admin, 'schools'], queryFn: () => call(listSchools, {}) });
}

export function useSaveSchool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string | null; body: SchoolBody; key: string }) =>
      input.id
        ? call(updateSchool, { params: { id: input.id }, body: input.body })
        : call(createSchool, { body: input.body }, { idempotencyKey: input.key }),
    onSuccess: () => refresh(client),
  });
}

export function useRemoveSchool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(removeSchool, { params: { id } }),
    onSuccess: () => refresh(client),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditQuery, CaseloadQuery, CreateNoteBody, EditNoteBody } from '@shared/contracts/staff';
import {
  assignCoach,
  createNote,
  editNote,
  exportAuditLog,
  getStudentRecord,
  liftSignInLock,
  listAuditLog,
  listCaseload,
  listNotes,
  listOpenTickets,
  markAgreementSigned,
  replyToTicket,
  returnToSchool,
  setBirthDate,
  solveTicket,
} from '@shared/contracts/staff.endpoints';
import { call } from '@client/lib/api';

const admin = ['admin'] as const;

export function useCaseload(query: CaseloadQuery) {
  return useQuery({
    queryKey: [...admin, 'students', query],
    queryFn: () => call(listCaseload, { query }),
    placeholderData: (previous) => previous,
  });
}

export function useStudent(id: string) {
  return useQuery({
    queryKey: [...admin, 'students', id],
    queryFn: () => call(getStudentRecord, { params: { id } }),
  });
}

const notesKey = (student: string) => ['notes', student] as const;

export function useNotes(student: string) {
  return useQuery({
    queryKey: notesKey(student),
    queryFn: () => call(listNotes, { query: { student: student || undefined } }),
  });
}

export function useAddNote(student: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: CreateNoteBody; key: string }) =>
      call(createNote, { body: input.body }, { idempotencyKey: input.key }),
    onSuccess: () => invalidate(client, student),
  });
}

export function useEditNote(student: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EditNoteBody) => call(editNote, { body }),
    onSuccess: () => invalidate(client, student),
  });
}

function invalidate(client: ReturnType<typeof useQueryClient>, student: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: notesKey(student) }),
    client.invalidateQueries({ queryKey: [...admin, 'audit'] }),
  ]);
}

/** The audit log of one student (by id), or filtered as the audit page's URL says. */
export function useAudit(filter: string | AuditQuery = {}) {
  const query: AuditQuery = typeof filter === 'string' ? { student: filter || undefined } : filter;
  return useQuery({
    queryKey: [...admin, 'audit', query],
    queryFn: () => call(listAuditLog, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the filtered log as CSV (the browser saves the file). */
export function useAuditExport() {
  return useMutation({
    mutationFn: async (query: AuditQuery) => {
      const file = await call(exportAuditLog, { query });
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'audit-log.csv';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
    meta: { handlesError: true },
  });
}

const ticketsKey = [...admin, 'tickets'] as const;

export function useOpenTickets() {
  return useQuery({ queryKey: ticketsKey, queryFn: () => call(listOpenTickets, {}) });
}

export function useSolveTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(solveTicket, { params: { id } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ticketsKey }),
        client.invalidateQueries({ queryKey: [...admin, 'audit'] }),
        client.invalidateQueries({ queryKey: [...admin, 'students'] }),
      ]),
  });
}

export function useAssignCoach(student: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (coachId: string | null) => call(assignCoach, { params: { id: student }, body: { coachId } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...admin, 'students'] }),
        client.invalidateQueries({ queryKey: [...admin, 'audit'] }),
      ]),
  });
}

function invalidateStaff(client: ReturnType<typeof useQueryClient>) {
  return client.invalidateQueries({ queryKey: admin });
}

export function useReplyToTicket(ticket: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; key: string }) =>
      call(
        replyToTicket,
        { params: { id: ticket }, body: { body: input.body } },
        { idempotencyKey: input.key },
      ),
    onSuccess: () => invalidateStaff(client),
  });
}

export function useReturnToSchool(student: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(returnToSchool, { params: { id: student } }),
    onSuccess: () => invalidateStaff(client),
  });
}

export function useLiftSignInLock(student: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(liftSignInLock, { params: { id: student } }),
    onSuccess: () => invalidateStaff(client),
  });
}

export function useMarkAgreementSigned(student: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(markAgreementSigned, { params: { id: student } }),
    onSuccess: () => invalidateStaff(client),
  });
}

export function useSetBirthDate(student: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dateOfBirth: string) =>
      call(setBirthDate, { params: { id: student }, body: { dateOfBirth } }),
    onSuccess: () => invalidateStaff(client),
  });
}

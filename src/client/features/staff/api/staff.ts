import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditEntryView,
  CaseloadQuery,
  CaseloadResponse,
  CreateNoteBody,
  EditNoteBody,
  Note,
  StaffTicket,
  StudentDetail,
  TicketReply,
} from '@shared/contracts/staff';
import { api } from '@client/lib/api';

const admin = ['admin'] as const;

function queryString(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) search.set(k, v);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function useCaseload(query: CaseloadQuery) {
  return useQuery({
    queryKey: [...admin, 'students', query],
    queryFn: () =>
      api<CaseloadResponse>(
        'GET',
        `/admin/students${queryString({ ...query, waiting: query.waiting ? 'true' : undefined })}`,
      ),
    placeholderData: (previous) => previous,
  });
}

export function useStudent(id: string) {
  return useQuery({
    queryKey: [...admin, 'students', id],
    queryFn: () => api<StudentDetail>('GET', `/admin/students/${id}`),
  });
}

const notesKey = (student: string) => ['notes', student] as const;

export function useNotes(student: string) {
  return useQuery({
    queryKey: notesKey(student),
    queryFn: () => api<Note[]>('GET', `/notes${queryString({ student })}`),
  });
}

export function useAddNote(student: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: CreateNoteBody; key: string }) =>
      api<Note>('POST', '/notes', { body: input.body, idempotencyKey: input.key }),
    onSuccess: () => invalidate(client, student),
  });
}

export function useEditNote(student: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EditNoteBody) => api<Note>('PATCH', '/notes', { body }),
    onSuccess: () => invalidate(client, student),
  });
}

function invalidate(client: ReturnType<typeof useQueryClient>, student: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: notesKey(student) }),
    client.invalidateQueries({ queryKey: [...admin, 'audit'] }),
  ]);
}

export function useAudit(student?: string) {
  return useQuery({
    queryKey: [...admin, 'audit', student ?? null],
    queryFn: () => api<AuditEntryView[]>('GET', `/admin/audit${queryString({ student })}`),
  });
}

const ticketsKey = [...admin, 'tickets'] as const;

export function useOpenTickets() {
  return useQuery({ queryKey: ticketsKey, queryFn: () => api<StaffTicket[]>('GET', '/admin/tickets') });
}

export function useSolveTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ id: string; status: 'closed' }>('POST', `/admin/tickets/${id}/solve`),
    onSuccess: () =>
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
    mutationFn: (coachId: string | null) =>
      api<{ coachId: string | null }>('PUT', `/admin/students/${student}/coach`, { body: { coachId } }),
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
      api<TicketReply>('POST', `/admin/tickets/${ticket}/replies`, {
        body: { body: input.body },
        idempotencyKey: input.key,
      }),
    onSuccess: () => invalidateStaff(client),
  });
}

export function useReturnToSchool(student: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ status: '4_School' }>('POST', `/admin/students/${student}/return-to-school`),
    onSuccess: () => invalidateStaff(client),
  });
}

export function useLiftSignInLock(student: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ failures: number; lockedUntil: null }>('POST', `/admin/students/${student}/sign-in-unlock`),
    onSuccess: () => invalidateStaff(client),
  });
}

export function useMarkAgreementSigned(student: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ fwAgreementStatus: 'complete' }>('POST', `/admin/students/${student}/agreement-signed`),
    onSuccess: () => invalidateStaff(client),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScheduledClass } from '@shared/contracts/classes';
import { api } from '@client/lib/api';

const key = ['classes', 'Trucking Trivia'] as const;

export function useTriviaSessions() {
  return useQuery({
    queryKey: key,
    queryFn: () => api<ScheduledClass[]>('GET', '/classes?type=studySession&name=Trucking%20Trivia'),
  });
}

export function useBookTrivia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (startTime: string) =>
      api<{ uuid: string }>('POST', '/classes/attendance', { body: { name: 'Trucking Trivia', startTime } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useCancelTrivia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attendanceId: string) => api('DELETE', `/classes/attendance/${attendanceId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

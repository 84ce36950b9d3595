import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookClass, cancelClass, listClassSessions } from '@shared/contracts/classes.endpoints';
import { call } from '@client/lib/api';

const key = ['classes', 'Trucking Trivia'] as const;

export function useTriviaSessions() {
  return useQuery({
    queryKey: key,
    queryFn: () => call(listClassSessions, { query: { type: 'studySession', name: 'Trucking Trivia' } }),
    meta: { handlesError: true },
  });
}

export function useBookTrivia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (startTime: string) => call(bookClass, { body: { name: 'Trucking Trivia', startTime } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useCancelTrivia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attendanceId: string) => call(cancelClass, { params: { id: attendanceId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

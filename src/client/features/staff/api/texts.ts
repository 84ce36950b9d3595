import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listStudentTimeline,
  listTextReplies,
  markTextReplyHandled,
  textStudent,
} from '@shared/contracts/staff-texts.endpoints';
import { call } from '@client/lib/api';

const admin = ['admin'] as const;
const timelineKey = (student: string) => [...admin, 'timeline', student] as const;
const repliesKey = [...admin, 'texts', 'replies'] as const;

/** The student's timeline, newest first, one page at a time ("Show older" fetches the next). */
export function useTimeline(student: string) {
  return useInfiniteQuery({
    queryKey: timelineKey(student),
    queryFn: ({ pageParam }) =>
      call(listStudentTimeline, { params: { id: student }, query: { offset: pageParam, limit: 15 } }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    // Replies arrive while the page is open.
    refetchInterval: 30_000,
  });
}

export function useTextStudent(student: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; key: string }) =>
      call(
        textStudent,
        { params: { id: student }, body: { body: input.body } },
        { idempotencyKey: input.key },
      ),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: timelineKey(student) }),
        client.invalidateQueries({ queryKey: repliesKey }),
        client.invalidateQueries({ queryKey: [...admin, 'audit'] }),
        client.invalidateQueries({ queryKey: [...admin, 'students', student] }),
      ]),
  });
}

export function useTextReplies() {
  return useQuery({
    queryKey: repliesKey,
    queryFn: () => call(listTextReplies, {}),
    refetchInterval: 30_000,
  });
}

export function useMarkReplyHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(markTextReplyHandled, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: repliesKey }),
        client.invalidateQueries({ queryKey: [...admin, 'audit'] }),
      ]),
  });
}

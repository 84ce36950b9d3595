import { useQuery } from '@tanstack/react-query';
import { getMeeting } from '@shared/contracts/meetings.endpoints';
import { call } from '@client/lib/api';

/** A booked call's room: its meeting link, or the number the coach will phone. */
export function useMeeting(id: string) {
  return useQuery({
    queryKey: ['meetings', id],
    queryFn: () => call(getMeeting, { params: { id } }),
    retry: false,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getVideoProgress, saveVideoProgress } from '@shared/contracts/learning.endpoints';
import type { VideoKey } from '@shared/domain/learning';
import { call } from '@client/lib/api';
import { refreshProgress } from '@client/lib/progress';

const key = (video: VideoKey) => ['videos', video] as const;

export function useVideoProgress(video: VideoKey) {
  return useQuery({
    queryKey: key(video),
    queryFn: () => call(getVideoProgress, { params: { key: video } }),
  });
}

export function useReportProgress(video: VideoKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { position: number; furthest: number }) =>
      call(saveVideoProgress, { params: { key: video }, body: input }),
    onSuccess: (progress) => {
      queryClient.setQueryData(key(video), progress);
      if (progress.completed)
        return Promise.all([
          refreshProgress(queryClient),
          queryClient.invalidateQueries({ queryKey: ['learning'] }),
        ]);
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VideoProgress } from '@shared/contracts/learning';
import type { VideoKey } from '@shared/domain/learning';
import { api } from '@client/lib/api';

const key = (video: VideoKey) => ['videos', video] as const;

export function useVideoProgress(video: VideoKey) {
  return useQuery({
    queryKey: key(video),
    queryFn: () => api<VideoProgress>('GET', `/videos/${video}/progress`),
  });
}

export function useReportProgress(video: VideoKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { position: number; furthest: number }) =>
      api<VideoProgress>('POST', `/videos/${video}/progress`, { body: input }),
    onSuccess: (progress) => {
      queryClient.setQueryData(key(video), progress);
      if (progress.completed)
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: ['completion'] }),
          queryClient.invalidateQueries({ queryKey: ['learning'] }),
        ]);
    },
  });
}

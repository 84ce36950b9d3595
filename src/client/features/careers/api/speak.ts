import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SpeakAttempt, SpeakAttemptBody, SpeakView } from '@shared/contracts/careers';
import {
  addSpeakWords,
  createSpeakAttempt,
  deleteSpeakAttempt,
  getSpeakYourWorth,
} from '@shared/contracts/careers.endpoints';
import { getAudio, uploadFile } from '@shared/contracts/documents.endpoints';
import { call, urlOf } from '@client/lib/api';
import { refreshProgress } from '@client/lib/progress';

const key = ['speakYourWorth'] as const;

export function useSpeakYourWorth() {
  return useQuery({ queryKey: key, queryFn: () => call(getSpeakYourWorth, {}) });
}

/** Where the browser plays a kept recording from (the owner's cookie goes with it). */
export const audioUrl = (path: string) => urlOf(getAudio, { query: { path } });

/** One recording, ready to send: its keys stay the same for every retry, so a retry keeps one answer. */
export interface Recording {
  blob: Blob;
  durationMs: number;
  uploadKey: string;
  answerKey: string;
  /** Filled once the upload went through, so a retry after a failed feedback call does not send it again. */
  path?: string;
}

function keep(client: ReturnType<typeof useQueryClient>, attempt: SpeakAttempt) {
  client.setQueryData<SpeakView>(key, (view) =>
    view ? { ...view, attempts: [attempt, ...view.attempts.filter((a) => a.id !== attempt.id)] } : view,
  );
}

/** Uploads the recording to speakYourWorthAudios, then asks for its feedback. */
export function useSendAnswer() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: async (input: {
      recording: Recording;
      answer: Omit<SpeakAttemptBody, 'path'>;
      /** The share of the recording sent so far (0 to 1): a 2-minute answer is slow on a weak signal. */
      onProgress?: (share: number) => void;
    }): Promise<SpeakAttempt> => {
      const { recording } = input;
      if (!recording.path) {
        const form = new FormData();
        form.append('folder', 'speakYourWorthAudios');
        form.append('durationMs', String(Math.round(recording.durationMs)));
        const ext = recording.blob.type.includes('mp4')
          ? 'm4a'
          : recording.blob.type.includes('ogg')
            ? 'ogg'
            : 'webm';
        form.append('file', recording.blob, `answer.${ext}`);
        recording.path = (
          await call(
            uploadFile,
            { form },
            {
              idempotencyKey: recording.uploadKey,
              ...(input.onProgress ? { onUploadProgress: input.onProgress } : {}),
            },
          )
        ).path;
      }
      return call(
        createSpeakAttempt,
        { body: { ...input.answer, path: recording.path } },
        { idempotencyKey: recording.answerKey },
      );
    },
    onSuccess: async (attempt) => {
      keep(client, attempt);
      await refreshProgress(client);
    },
  });
}

/** The words typed after recording: the feedback is made again from them. */
export function useAddWords() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (input: { id: string; words: string; key: string }) =>
      call(
        addSpeakWords,
        { params: { id: input.id }, body: { words: input.words } },
        { idempotencyKey: input.key },
      ),
    onSuccess: (attempt) => keep(client, attempt),
  });
}

/** Deletes one answer with its recording. */
export function useDeleteAttempt() {
  const client = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (id: string) =>
      call(deleteSpeakAttempt, { params: { id } }, { idempotencyKey: crypto.randomUUID() }),
    onSuccess: (_ok, id) =>
      client.setQueryData<SpeakView>(key, (view) =>
        view ? { ...view, attempts: view.attempts.filter((a) => a.id !== id) } : view,
      ),
  });
}

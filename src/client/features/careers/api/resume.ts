import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResumeDocument, ResumeFacts, ResumeView } from '@shared/contracts/careers';
import {
  analyzeLinkedinPdf,
  exportResumePdf,
  generateResume,
  getResume,
  saveResume,
} from '@shared/contracts/careers.endpoints';
import { uploadFile } from '@shared/contracts/documents.endpoints';
import { call } from '@client/lib/api';
import { sessionKey } from '@client/lib/session';
import { refreshProgress } from '@client/lib/progress';

const key = ['resume'] as const;

export function useResume() {
  return useQuery({ queryKey: key, queryFn: () => call(getResume, {}) });
}

function useKeepView() {
  const client = useQueryClient();
  return (view: ResumeView) => client.setQueryData(key, view);
}

/**
 * Sends the LinkedIn PDF to the `linkedinPdf` folder, then has the server read it. The key is made once per
 * chosen file, so a retry after a dropped connection stores the PDF once.
 */
export function useReadLinkedin() {
  const keep = useKeepView();
  return useMutation({
    mutationFn: async (input: { file: File; key: string; onProgress: (share: number) => void }) => {
      const form = new FormData();
      form.append('folder', 'linkedinPdf');
      form.append('file', input.file, input.file.name || 'linkedin.pdf');
      const { path } = await call(
        uploadFile,
        { form },
        { idempotencyKey: input.key, onUploadProgress: input.onProgress },
      );
      return call(analyzeLinkedinPdf, { body: { path } });
    },
    onSuccess: keep,
  });
}

export function useWriteResume() {
  const keep = useKeepView();
  return useMutation({
    mutationFn: (facts: ResumeFacts) => call(generateResume, { body: { facts } }),
    onSuccess: keep,
  });
}

export function useSaveResume() {
  const keep = useKeepView();
  return useMutation({
    mutationFn: (resume: ResumeDocument) => call(saveResume, { body: { resume } }),
    onSuccess: keep,
  });
}

/** The PDF of the saved resume; the first one completes the step, so the checklist is read again. */
export function useExportResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { key: string }) =>
      call(exportResumePdf, { body: {} }, { idempotencyKey: input.key }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: key }),
        refreshProgress(client),
        client.invalidateQueries({ queryKey: sessionKey }),
      ]);
    },
  });
}

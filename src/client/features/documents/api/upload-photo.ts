import { uploadFile } from '@shared/contracts/documents.endpoints';
import { call } from '@client/lib/api';

/**
 * POST /api/spaces with a real progress bar (the API client reports upload progress). The idempotency key
 * makes a double tap or a retry after a dropped connection store one photo.
 */
export function uploadPhoto(
  input: { folder: string; file: Blob; fileName: string; idempotencyKey: string },
  opts: { onProgress: (fraction: number) => void; signal?: AbortSignal },
) {
  const form = new FormData();
  form.append('folder', input.folder);
  form.append('file', input.file, input.fileName);
  return call(
    uploadFile,
    { form },
    {
      idempotencyKey: input.idempotencyKey,
      onUploadProgress: opts.onProgress,
      ...(opts.signal ? { signal: opts.signal } : {}),
    },
  );
}

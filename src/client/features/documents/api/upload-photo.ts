import type { UploadResponse } from '@shared/contracts/documents';
import type { ErrorBody } from '@shared/errors';
import { t } from '@shared/i18n';
import { ApiError, UNAUTHORIZED_EVENT } from '@client/lib/api';

/**
 * POST /api/spaces with a real progress bar: fetch cannot report upload progress, XMLHttpRequest can.
 * The idempotency key makes a double tap or a retry after a dropped connection store one photo.
 */
export function uploadPhoto(
  input: { folder: string; file: Blob; fileName: string; idempotencyKey: string },
  onProgress: (fraction: number) => void,
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('folder', input.folder);
    form.append('file', input.file, input.fileName);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/spaces');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('idempotency-key', input.idempotencyKey);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, { code: 'UNAVAILABLE', message: t('errors.network') }));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as UploadResponse);
      if (xhr.status === 401) window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT));
      reject(new ApiError(xhr.status, (body ?? {}) as Partial<ErrorBody>));
    };
    xhr.send(form);
  });
}

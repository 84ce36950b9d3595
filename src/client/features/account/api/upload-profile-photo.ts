import { recordProfilePhoto } from '@shared/contracts/account.endpoints';
import { uploadFile } from '@shared/contracts/documents.endpoints';
import { call } from '@client/lib/api';

/** POST /api/spaces (folder profilePhoto) with progress: the one transfer of the photo. Answers its path. */
export async function sendProfilePhoto(
  file: File,
  idempotencyKey: string,
  opts: { onProgress: (share: number) => void; signal?: AbortSignal },
): Promise<string> {
  const form = new FormData();
  form.append('folder', 'profilePhoto');
  form.append('file', file, file.name || 'photo');
  const { path } = await call(
    uploadFile,
    { form },
    { idempotencyKey, onUploadProgress: opts.onProgress, ...(opts.signal ? { signal: opts.signal } : {}) },
  );
  return path;
}

/** PATCH /api/usersMetrics with the date and the stored path (spec 001: upload success patches metrics). */
export async function recordUploadedPhoto(path: string): Promise<void> {
  await call(recordProfilePhoto, {
    body: { profilePhotoUploadDate: new Date().toISOString(), profilePhotoPath: path },
  });
}

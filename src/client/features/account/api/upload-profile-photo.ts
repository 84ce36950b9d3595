import { recordProfilePhoto } from '@shared/contracts/account.endpoints';
import { uploadFile } from '@shared/contracts/documents.endpoints';
import { t } from '@shared/i18n';
import { call } from '@client/lib/api';

/** POST /api/spaces (folder profilePhoto), then PATCH /api/usersMetrics with the date and the stored path. */
export async function uploadProfilePhoto(file: File, idempotencyKey: string): Promise<string> {
  const form = new FormData();
  form.append('folder', 'profilePhoto');
  form.append('file', file, file.name || 'photo');
  const { path } = await call(uploadFile, { form }, { idempotencyKey });
  await call(recordProfilePhoto, {
    body: { profilePhotoUploadDate: new Date().toISOString(), profilePhotoPath: path },
  });
  return path;
}

/** Reads a chosen file as base64 for the analysis call, with the spec's read-failure wording. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(new Error(t('analysis.photoReadError')));
    reader.onabort = () => reject(new Error(t('analysis.photoReadError')));
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      const comma = url.indexOf(',');
      if (!url.startsWith('data:') || comma < 0) return reject(new Error(t('analysis.photoReadError')));
      resolve(url.slice(comma + 1));
    };
    reader.readAsDataURL(file);
  });
}

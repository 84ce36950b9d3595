import { area } from './endpoint.js';
import type { documentsSchemas } from './documents.js';

const errors = [400, 401, 403, 404, 409, 413, 415] as const;
const documents = area<typeof documentsSchemas>('documents', errors);
const staff = area<typeof documentsSchemas>('staff', errors);

/**
 * Multipart (`file`, `folder`): a document photo or the profile photo. The upload keeps its own record
 * under the key, so a retry of a dropped upload stores one photo.
 */
export const uploadFile = documents.post('uploadFile', '/spaces', {
  upload: true,
  idempotency: 'own',
  keyFormat: 'uuid',
  // 422: a file too complex to check safely; 429 and 503: the upload work pool is busy (Retry-After).
  errors: [400, 401, 403, 404, 409, 413, 415, 422, 429, 503],
});

/** A stored file as base64 with its type (spec 001 §3 "file object"), for the owner or a coach. */
export const getStoredFile = documents.get('getStoredFile', '/spaces');

/**
 * A photo at the size a screen shows it (a 240-pixel WebP): for the owner or a coach. The path names one
 * upload, so the answer never changes and the phone keeps it (`private, immutable`).
 */
export const getPhotoThumbnail = documents.get('getPhotoThumbnail', '/spaces/thumbnail', {
  file: true,
  errors: [400, 401, 403, 404],
});

/**
 * A recording (spec 001 §7 `GET spaces/audio`): the audio itself, for its owner, or for a coach reviewing
 * practice (audited). `path` is what the upload answered.
 */
export const getAudio = documents.get('getAudio', '/spaces/audio', {
  file: true,
  errors: [400, 401, 403, 404],
});

export const markDocumentsPending = documents.patch('markDocumentsPending', '/documents');

/** The work-board co-enrolment answer. */
export const setWorkBoardOptIn = documents.patch('setWorkBoardOptIn', '/document');

export const getFolderState = documents.get('getFolderState', '/documents/folder/:folder');

/** The four endorsements' proofs for the signed-in student, and whether their payout may be asked for. */
export const getEndorsements = documents.get('getEndorsements', '/documents/endorsements');

/** Photos waiting for a coach. */
export const listDocumentReviews = staff.get('listDocumentReviews', '/admin/documents');

export const approveDocument = staff.post('approveDocument', '/admin/documents/:id/approve');

export const rejectDocument = staff.post('rejectDocument', '/admin/documents/:id/reject');

import { endpoint } from './endpoint.js';
import type * as s from './documents.js';
import type { okResponse } from './auth.js';

const tag = 'documents';
const errors = [400, 401, 403, 404, 409, 413, 415] as const;

/**
 * Multipart (`file`, `folder`): a document photo or the profile photo. The upload keeps its own record
 * under the key, so a retry of a dropped upload stores one photo.
 */
export const uploadFile = endpoint<{ response: typeof s.uploadResponse }>()({
  name: 'uploadFile',
  method: 'POST',
  path: '/spaces',
  upload: true,
  idempotency: 'own',
  keyFormat: 'uuid',
  // 422: a file too complex to check safely; 429 and 503: the upload work pool is busy (Retry-After).
  errors: [...errors, 422, 429, 503],
  tag,
});

/** A stored file as base64 with its type (spec 001 §3 "file object"), for the owner or a coach. */
export const getStoredFile = endpoint<{ query: typeof s.spacesQuery; response: typeof s.fileObject }>()({
  name: 'getStoredFile',
  method: 'GET',
  path: '/spaces',
  idempotency: 'none',
  errors,
  tag,
});

/**
 * A photo at the size a screen shows it (a 240-pixel WebP): for the owner or a coach. The path names one
 * upload, so the answer never changes and the phone keeps it (`private, immutable`).
 */
export const getPhotoThumbnail = endpoint<{ query: typeof s.thumbnailQuery }>()({
  name: 'getPhotoThumbnail',
  method: 'GET',
  path: '/spaces/thumbnail',
  file: true,
  idempotency: 'none',
  errors: [400, 401, 403, 404],
  tag,
});

/**
 * A recording (spec 001 §7 `GET spaces/audio`): the audio itself, for its owner, or for a coach reviewing
 * practice (audited). `path` is what the upload answered.
 */
export const getAudio = endpoint<{ query: typeof s.audioQuery }>()({
  name: 'getAudio',
  method: 'GET',
  path: '/spaces/audio',
  file: true,
  idempotency: 'none',
  errors: [400, 401, 403, 404],
  tag,
});

export const markDocumentsPending = endpoint<{
  body: typeof s.patchDocumentsBody;
  response: typeof okResponse;
}>()({
  name: 'markDocumentsPending',
  method: 'PATCH',
  path: '/documents',
  idempotency: 'none',
  errors,
  tag,
});

/** The work-board co-enrolment answer. */
export const setWorkBoardOptIn = endpoint<{
  body: typeof s.patchDocumentBody;
  response: typeof s.wbOptInResponse;
}>()({
  name: 'setWorkBoardOptIn',
  method: 'PATCH',
  path: '/document',
  idempotency: 'none',
  errors,
  tag,
});

export const getFolderState = endpoint<{
  params: typeof s.folderParams;
  response: typeof s.folderStateResponse;
}>()({
  name: 'getFolderState',
  method: 'GET',
  path: '/documents/folder/:folder',
  idempotency: 'none',
  errors,
  tag,
});

/** The four endorsements' proofs for the signed-in student, and whether their payout may be asked for. */
export const getEndorsements = endpoint<{ response: typeof s.endorsementsResponse }>()({
  name: 'getEndorsements',
  method: 'GET',
  path: '/documents/endorsements',
  idempotency: 'none',
  errors,
  tag,
});

/** Photos waiting for a coach. */
export const listDocumentReviews = endpoint<{ query: typeof s.reviewQuery; response: typeof s.reviewList }>()(
  {
    name: 'listDocumentReviews',
    method: 'GET',
    path: '/admin/documents',
    idempotency: 'none',
    errors,
    tag: 'staff',
  },
);

export const approveDocument = endpoint<{
  params: typeof s.reviewParams;
  response: typeof s.reviewDecision;
}>()({
  name: 'approveDocument',
  method: 'POST',
  path: '/admin/documents/:id/approve',
  idempotency: 'replay',
  errors,
  tag: 'staff',
});

export const rejectDocument = endpoint<{
  params: typeof s.reviewParams;
  body: typeof s.rejectBody;
  response: typeof s.reviewDecision;
}>()({
  name: 'rejectDocument',
  method: 'POST',
  path: '/admin/documents/:id/reject',
  idempotency: 'replay',
  errors,
  tag: 'staff',
});

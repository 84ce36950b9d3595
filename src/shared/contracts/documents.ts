import { z } from 'zod';
import { okResponse } from './auth.js';
import { safeText } from './text.js';
import { MAX_REJECT_REASON, uploadFolders } from '../domain/documents.js';
import { endorsementKinds } from '../domain/endorsements.js';
import { t } from '../i18n.js';
import { documentsSchema, documentStatus } from './user.js';
import '../messages/review.js';

/** POST /api/spaces (multipart: file, folder): the stored file's eTag and the path to read it back. */
export const uploadResponse = z.object({
  eTag: safeText(),
  path: safeText(),
  /** The document's status after this upload (pending for a document photo). */
  status: documentStatus.nullable(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;

/** GET /api/spaces?path&bucket: the file object of spec 001 §3. */
export const spacesQuery = z.object({
  path: safeText().min(1).max(200),
  bucket: safeText().max(40).default('private'),
});
/** GET /api/spaces/audio?path: a recording, by the path its upload answered. */
export const audioQuery = z.object({ path: safeText().min(1).max(200) }).strict();
/** GET /api/spaces/thumbnail?path: a photo's small rendition, by the path its upload answered. */
export const thumbnailQuery = z.object({ path: safeText().min(1).max(200) }).strict();
export const fileObject = z.object({ content: safeText(), contentType: safeText(), path: safeText() });

/** The statuses a photo upload moves: every document of the contract but the agreement, IRS form and flags. */
const photoStatuses = documentsSchema.omit({
  fwAgreementStatus: true,
  irsFormStatus: true,
  idDocsStatus: true,
  wbReverseReferralOptIn: true,
});

/** PATCH /api/documents: userFK and the status key set to pending (spec 000 §7). */
export const patchDocumentsBody = photoStatuses.partial().extend({ userFK: z.uuid() }).strict();
export type PatchDocumentsBody = z.infer<typeof patchDocumentsBody>;

/** PATCH /api/document {userFK, wbReverseReferralOptIn} (spec 001 §7). */
export const patchDocumentBody = z.object({ userFK: z.uuid(), wbReverseReferralOptIn: z.boolean() }).strict();
export const wbOptInResponse = z.object({ wbReverseReferralOptIn: z.boolean() });

export const folderParams = z.object({ folder: z.enum(uploadFolders) });

/** GET /api/documents/folder/:folder: where a folder stands, and why its last photo came back if it did. */
export const folderStateResponse = z.object({
  folder: safeText(),
  status: documentStatus.nullable(),
  rejection: z.object({ reason: safeText(), at: safeText() }).nullable(),
});
export type FolderState = z.infer<typeof folderStateResponse>;

/**
 * GET /api/documents/endorsements: where the proof of each endorsement stands for the signed-in student
 * (with the coach's reason when it was sent back), and whether the endorsement payout may be asked for.
 */
export const endorsementItem = z.object({
  kind: z.enum(endorsementKinds),
  folder: z.enum(uploadFolders),
  state: z.enum(['incomplete', 'pending', 'approved', 'sentBack']),
  sentBack: z.object({ reason: safeText(), at: safeText() }).nullable(),
});
export const endorsementsResponse = z.object({
  endorsements: z.array(endorsementItem),
  payoutReady: z.boolean(),
});
export type EndorsementsResponse = z.infer<typeof endorsementsResponse>;

/** GET /api/admin/documents?student: photos waiting for a coach. */
export const reviewQuery = z.object({ student: z.uuid().optional() });
export const reviewItem = z.object({
  id: safeText(),
  folder: safeText(),
  path: safeText(),
  createdAt: safeText(),
  width: z.number(),
  height: z.number(),
  student: z.object({
    id: safeText(),
    firstName: safeText(),
    lastName: safeText(),
    email: safeText(),
    /** YYYY-MM-DD from the enrolment papers, to check against the document; null when not on file. */
    dateOfBirth: safeText().nullable(),
  }),
});
export const reviewList = z.array(reviewItem);
export type ReviewItem = z.infer<typeof reviewItem>;

export const reviewParams = z.object({ id: z.uuid() });
export const rejectBody = z.object({
  reason: safeText({ error: t('review.reasonRequired') })
    .trim()
    .min(1, t('review.reasonRequired'))
    .max(MAX_REJECT_REASON, t('review.reasonTooLong')),
});
export const reviewDecision = z.object({ id: safeText(), review: z.enum(['approved', 'rejected']) });

/** The documents area's schema table (see endpoint.ts): each endpoint's schemas by name. */
export const documentsSchemas = {
  uploadFile: { response: uploadResponse },
  getStoredFile: { query: spacesQuery, response: fileObject },
  getAudio: { query: audioQuery },
  getPhotoThumbnail: { query: thumbnailQuery },
  markDocumentsPending: { body: patchDocumentsBody, response: okResponse },
  setWorkBoardOptIn: { body: patchDocumentBody, response: wbOptInResponse },
  getFolderState: { params: folderParams, response: folderStateResponse },
  getEndorsements: { response: endorsementsResponse },
  listDocumentReviews: { query: reviewQuery, response: reviewList },
  approveDocument: { params: reviewParams, response: reviewDecision },
  rejectDocument: { params: reviewParams, body: rejectBody, response: reviewDecision },
};

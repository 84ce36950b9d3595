import type { DocumentStatus } from '@shared/contracts/user.js';
import type {
  EndorsementsResponse,
  FolderState,
  PatchDocumentsBody,
  ReviewItem,
  UploadResponse,
} from '@shared/contracts/documents.js';
import {
  identityDocsStatus,
  identityFolders,
  isPdfFolder,
  isUploadFolder,
  photoFolderOf,
  photoFolders,
  studentMayMove,
  type StatusKey,
  type UploadFolder,
} from '@shared/domain/documents.js';
import {
  endorsementKinds,
  endorsementSpecs,
  endorsementState,
  mayRequestEndorsementPayout,
} from '@shared/domain/endorsements.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import { alreadyDecided, recordAudit } from '@server/audit/audit.repo.js';
import type { Db, Tx } from '@server/db/client.js';
import { queueEffect } from '@server/jobs/effects.js';
import { queueDecisionNotice } from '@server/jobs/decision-notices.js';
import type { Jobs } from '@server/jobs/queue.js';
import { queueTicket } from '@server/jobs/tickets.js';
import type { StoragePort } from '@server/ports/storage.js';
import type { Viewer } from '@server/plugins/session.js';
import { completeByEvent, retractEvent } from '@server/progress/progress.service.js';
import * as repo from './documents.repo.js';
import { storePdf } from './pdf-file.js';
import { storeAudio } from './audio.js';
import { storageDown, storePhoto, type SpooledFile } from './photo.js';
import { thumbnailKeyOf } from './thumbnail.js';

export interface DocumentsDeps {
  db: Db;
  jobs: Jobs;
  storage: StoragePort;
  /** Where uploads are written while they arrive. */
  spoolDir: string;
}

const pathOf = (folder: string, id: string) => `${folder}/${id}`;
const nameOf = (folder: UploadFolder) =>
  t(`documents.names.${photoFolders[folder]!.name}` as 'documents.names.cdla', {
    product: t('product.name'),
  });
/** Folders that take a stored image without a review (the profile photo belongs to the account area). */
const plainImageFolders: readonly string[] = ['profilePhoto'];
/** The one folder that takes a recording: Speak Your Worth practice answers (careers area). */
export const AUDIO_FOLDER = 'speakYourWorthAudios' satisfies UploadFolder;

/** Which folder an upload goes to, refusing unknown folders and those that do not take a photo. */
export function parseFolder(value: string | undefined): UploadFolder {
  if (!value || !isUploadFolder(value))
    throw new AppError('VALIDATION', t('documents.unknownFolder'), 'folder');
  if (
    !photoFolderOf(value) &&
    !plainImageFolders.includes(value) &&
    !isPdfFolder(value) &&
    value !== AUDIO_FOLDER
  ) {
    throw new AppError('VALIDATION', t('documents.folderNotHere'), 'folder');
  }
  return value;
}

/** A retried upload (same Idempotency-Key) answers what the first one stored. */
export async function findRetriedUpload(
  deps: DocumentsDeps,
  userId: string,
  requestKey: string | undefined,
): Promise<UploadResponse | null> {
  if (!requestKey) return null;
  const existing = await repo.findUploadByRequestKey(deps.db, userId, requestKey);
  if (!existing) return null;
  const status = photoFolderOf(existing.folder) ? ('pending' as const) : null;
  return { eTag: existing.eTag, path: pathOf(existing.folder, existing.id), status };
}

/** Refuses early, before any decoding, when the folder's document is already pending or complete. */
export async function assertFolderOpen(deps: DocumentsDeps, userId: string, folder: UploadFolder) {
  const spec = photoFolderOf(folder);
  if (!spec) return;
  const docs = await repo.findDocuments(deps.db, userId);
  if (docs && repo.statusOf(docs, spec.statusKey) !== 'incomplete') {
    throw new AppError('CONFLICT', t('documents.alreadyReceived'), 'folder');
  }
}

/**
 * Stores a student's photo (a profile photo replaces the previous one) and, for a document, moves it to pending in the same transaction as its
 * review record, its checklist completions, one help-desk ticket and the badge milestone. If any of that
 * fails the stored object is removed, so an aborted upload leaves neither a row nor a file.
 */
export async function uploadPhoto(
  deps: DocumentsDeps,
  viewer: Viewer,
  input: { folder: UploadFolder; file: SpooledFile; declaredType: string; requestKey?: string | undefined },
): Promise<UploadResponse> {
  const stored = await storePhoto(deps.storage, input.file, input.declaredType);
  const spec = photoFolderOf(input.folder);
  const replaced: string[] = [];
  let answer: UploadResponse;
  try {
    answer = await deps.db.transaction(async (tx) => {
      replaced.length = 0;
      if (input.folder === 'profilePhoto') await repo.lockUser(tx, viewer.userId);
      if (spec && !(await repo.markPendingIfIncomplete(tx, viewer.userId, spec.statusKey))) {
        throw new AppError('CONFLICT', t('documents.alreadyReceived'), 'folder');
      }
      const upload = await repo.insertUpload(tx, {
        userId: viewer.userId,
        folder: input.folder,
        objectKey: stored.objectKey,
        contentType: stored.contentType,
        byteSize: stored.byteSize,
        width: stored.width,
        height: stored.height,
        eTag: stored.eTag,
        requestKey: input.requestKey ?? null,
        review: spec ? 'pending' : null,
      });
      const path = pathOf(input.folder, upload.id);
      // A new profile photo replaces the old one: its row now, its stored file once this commits.
      if (input.folder === 'profilePhoto') {
        replaced.push(...(await repo.replaceProfilePhoto(tx, viewer.userId, upload.id, path)));
        await completeByEvent(tx, viewer.userId, { kind: 'profilePhotoKept' });
      }
      if (spec) await afterDocumentUpload(tx, deps.jobs, viewer, input.folder);
      return { eTag: stored.eTag, path, status: spec ? ('pending' as const) : null };
    });
  } catch (err) {
    await deps.storage.remove(stored.objectKey).catch(() => undefined);
    // Two taps with one Idempotency-Key: the second answers what the first stored.
    const retried = await findRetriedUpload(deps, viewer.userId, input.requestKey).catch(() => null);
    if (retried) return retried;
    throw err;
  }
  // Best effort: a file left behind by a failure here is unreferenced and stays encrypted.
  await Promise.all(
    replaced
      .flatMap((key) => [key, thumbnailKeyOf(key)])
      .map((key) => deps.storage.remove(key).catch(() => undefined)),
  );
  return answer;
}

/**
 * Stores a PDF for a folder that takes one (a graduate's LinkedIn profile, read by the resume builder). No
 * review: the file is the student's own material, and it replaces their earlier one. A retry with the same
 * Idempotency-Key answers the first.
 */
export async function uploadPdf(
  deps: DocumentsDeps,
  viewer: Viewer,
  input: { folder: UploadFolder; file: SpooledFile; declaredType: string; requestKey?: string | undefined },
): Promise<UploadResponse> {
  if (viewer.status !== '5_PostProgram') throw new AppError('FORBIDDEN', t('resume.errors.notGraduate'));
  const stored = await storePdf(deps.storage, input.file, input.declaredType);
  const replaced: string[] = [];
  try {
    const answer = await deps.db.transaction(async (tx) => {
      replaced.length = 0;
      const upload = await repo.insertUpload(tx, {
        userId: viewer.userId,
        folder: input.folder,
        objectKey: stored.objectKey,
        contentType: stored.contentType,
        byteSize: stored.byteSize,
        width: 0,
        height: 0,
        eTag: stored.eTag,
        requestKey: input.requestKey ?? null,
        review: null,
      });
      // Only the newest PDF is kept: an older profile has no use left and is the student's private history.
      replaced.push(...(await repo.removeEarlierUploads(tx, viewer.userId, input.folder, upload.id)));
      return { eTag: stored.eTag, path: pathOf(input.folder, upload.id), status: null };
    });
    await Promise.all(
      replaced
        .flatMap((key) => [key, thumbnailKeyOf(key)])
        .map((key) => deps.storage.remove(key).catch(() => undefined)),
    );
    return answer;
  } catch (err) {
    await deps.storage.remove(stored.objectKey).catch(() => undefined);
    const retried = await findRetriedUpload(deps, viewer.userId, input.requestKey).catch(() => null);
    if (retried) return retried;
    throw err;
  }
}

/**
 * Keeps a graduate's Speak Your Worth recording (checked and encrypted by storeAudio). No review: the
 * careers area turns it into a practice answer with feedback. A retry with the same key stores one file.
 */
export async function uploadAudio(
  deps: DocumentsDeps,
  viewer: Viewer,
  input: {
    file: SpooledFile;
    declaredType: string;
    durationMs: string | undefined;
    requestKey?: string | undefined;
  },
): Promise<UploadResponse> {
  if (viewer.status !== '5_PostProgram') throw new AppError('FORBIDDEN', t('speak.graduatesOnly'), 'folder');
  const stored = await storeAudio(deps.storage, input.file, input);
  try {
    const upload = await repo.insertUpload(deps.db, {
      userId: viewer.userId,
      folder: AUDIO_FOLDER,
      objectKey: stored.objectKey,
      contentType: stored.contentType,
      byteSize: stored.byteSize,
      width: 0,
      height: 0,
      durationMs: stored.durationMs,
      eTag: stored.eTag,
      requestKey: input.requestKey ?? null,
      review: null,
    });
    return { eTag: stored.eTag, path: pathOf(AUDIO_FOLDER, upload.id), status: null };
  } catch (err) {
    await deps.storage.remove(stored.objectKey).catch(() => undefined);
    const retried = await findRetriedUpload(deps, viewer.userId, input.requestKey).catch(() => null);
    if (retried) return retried;
    throw err;
  }
}

/**
 * GET /api/spaces/audio: a recording's bytes, for its owner, or for staff reviewing practice (each
 * listening audited). Another student gets 403; anything but a recording's path, 404.
 */
export async function readAudio(deps: DocumentsDeps, viewer: Viewer, path: string) {
  const match = /^speakYourWorthAudios\/([0-9a-f-]{36})$/.exec(path);
  if (!match) throw new AppError('NOT_FOUND', t('speak.recordingNotFound'), 'path');
  const upload = await repo.findUpload(deps.db, match[1]!).catch(() => null);
  if (!upload || upload.folder !== AUDIO_FOLDER)
    throw new AppError('NOT_FOUND', t('speak.recordingNotFound'), 'path');
  if (upload.userId !== viewer.userId) {
    if (viewer.role === 'student') throw new AppError('FORBIDDEN', t('errors.forbidden'));
    await recordAudit(deps.db, {
      actorId: viewer.userId,
      action: 'recordings.listen',
      subjectUserId: upload.userId,
      detail: { uploadId: upload.id, folder: AUDIO_FOLDER },
    });
  }
  const bytes = await deps.storage.get(upload.objectKey).catch((err: unknown) => {
    throw storageDown(err);
  });
  if (!bytes) throw new AppError('NOT_FOUND', t('speak.recordingNotFound'), 'path');
  return { bytes, contentType: upload.contentType };
}

async function afterDocumentUpload(tx: Tx, jobs: Jobs, viewer: Viewer, folder: UploadFolder) {
  const student = await repo.findStudent(tx, viewer.userId);
  await completeByEvent(tx, viewer.userId, { kind: 'documentUploaded', key: folder });
  await syncIdentityStatus(tx, viewer.userId);
  const name = nameOf(folder);
  await queueTicket(tx, jobs, {
    userId: viewer.userId,
    email: student!.email,
    subject: t('documents.ticketSubject', { name }),
    body: t('documents.ticketBody', { student: `${student!.firstName} ${student!.lastName}`, name }),
    groupId: 'Success',
    tags: ['document_upload', folder],
  });
  const milestone = photoFolders[folder]!.milestone;
  if (milestone && student!.slackId) {
    await queueEffect(tx, jobs, { kind: 'chat.badge', payload: { slackId: student!.slackId, milestone } });
  }
}

/** Keeps idDocsStatus and the hub's checklist step in line with the four identity documents. */
async function syncIdentityStatus(tx: Tx, userId: string) {
  const docs = await repo.findDocuments(tx, userId);
  if (!docs) return;
  const status = identityDocsStatus({
    birthCertificateStatus: docs.birthCertificateStatus,
    proofOfResidenceStatus: docs.proofOfResidenceStatus,
    socialSecurityCardStatus: docs.socialSecurityCardStatus,
    driversLicenseStatus: docs.driversLicenseStatus,
  } as Parameters<typeof identityDocsStatus>[0]);
  await repo.setIdDocsStatus(tx, userId, status);
  if (status) await completeByEvent(tx, userId, { kind: 'identityDocumentsIn' });
  else await retractEvent(tx, userId, { kind: 'identityDocumentsIn' });
}

/** GET /api/spaces: the file object, only for its owner and for staff. */
export async function readFile(deps: DocumentsDeps, viewer: Viewer, path: string, bucket: string) {
  const match = /^([A-Za-z0-9]+)\/([0-9a-f-]{36})$/.exec(path);
  if (bucket !== 'private' || !match) throw new AppError('NOT_FOUND', t('errors.notFound'), 'path');
  // A recording is read through one door, so a coach's listening is always audited.
  if (match[1] === AUDIO_FOLDER) {
    const audio = await readAudio(deps, viewer, path);
    return { content: audio.bytes.toString('base64'), contentType: audio.contentType, path };
  }
  const upload = await repo.findUpload(deps.db, match[2]!).catch(() => null);
  if (!upload || upload.folder !== match[1]) throw new AppError('NOT_FOUND', t('errors.notFound'), 'path');
  if (upload.userId !== viewer.userId && viewer.role === 'student') {
    throw new AppError('FORBIDDEN', t('errors.forbidden'));
  }
  const bytes = await deps.storage.get(upload.objectKey).catch((err: unknown) => {
    throw storageDown(err);
  });
  if (!bytes) throw new AppError('NOT_FOUND', t('errors.notFound'), 'path');
  return { content: bytes.toString('base64'), contentType: upload.contentType, path };
}

/** PATCH /api/documents: a student moves their own document from incomplete to pending, never further. */
export async function patchStatuses(deps: DocumentsDeps, viewer: Viewer, body: PatchDocumentsBody) {
  const { userFK, ...changes } = body;
  if (viewer.role !== 'student') throw new AppError('FORBIDDEN', t('errors.forbidden'));
  if (userFK !== viewer.userId) throw new AppError('FORBIDDEN', t('documents.notYours'), 'userFK');
  const docs = await repo.findDocuments(deps.db, viewer.userId);
  if (!docs) throw new AppError('NOT_FOUND', t('errors.notFound'));
  const entries = Object.entries(changes) as [StatusKey, DocumentStatus][];
  if (entries.length === 0) throw new AppError('VALIDATION', t('errors.invalidInput'));
  for (const [key, to] of entries) {
    if (to === 'complete') throw new AppError('FORBIDDEN', t('documents.onlyCoachApproves'), key);
    if (!studentMayMove(repo.statusOf(docs, key), to)) {
      throw new AppError('FORBIDDEN', t('documents.alreadyReceived'), key);
    }
    const folder = Object.entries(photoFolders).find(([, f]) => f.statusKey === key)![0];
    const latest = await repo.latestUpload(deps.db, viewer.userId, folder);
    if (!latest || latest.review !== 'pending')
      throw new AppError('CONFLICT', t('documents.noUploadYet'), key);
  }
  // Every key already pending: the upload moved it; nothing more to write.
  return { ok: true as const };
}

/** PATCH /api/document: the work-board co-enrolment consent (spec 001 §7). */
export async function setWbOptIn(deps: DocumentsDeps, viewer: Viewer, userFK: string, optIn: boolean) {
  if (viewer.role !== 'student' || userFK !== viewer.userId) {
    throw new AppError('FORBIDDEN', t('documents.notYours'), 'userFK');
  }
  if (!(await repo.setWbOptIn(deps.db, viewer.userId, optIn))) {
    throw new AppError('NOT_FOUND', t('errors.notFound'));
  }
  return { wbReverseReferralOptIn: optIn };
}

/** Where one folder stands for the signed-in student, with the coach's reason if the last photo came back. */
export async function folderState(
  deps: DocumentsDeps,
  viewer: Viewer,
  folder: UploadFolder,
): Promise<FolderState> {
  const spec = photoFolderOf(folder);
  const docs = await repo.findDocuments(deps.db, viewer.userId);
  const status = spec && docs ? repo.statusOf(docs, spec.statusKey) : null;
  const latest = await repo.latestUpload(deps.db, viewer.userId, folder);
  const rejection =
    status === 'incomplete' && latest?.review === 'rejected' && latest.reviewReason
      ? { reason: latest.reviewReason, at: (latest.reviewedAt ?? latest.createdAt).toISOString() }
      : null;
  return { folder, status, rejection };
}

/**
 * The endorsements screen: each endorsement's proof (nothing yet, waiting, approved, or sent back with the
 * coach's reason) and whether the endorsement payout may be asked for. Two queries whatever the count.
 */
export async function endorsements(deps: DocumentsDeps, viewer: Viewer): Promise<EndorsementsResponse> {
  const folders = endorsementKinds.map((kind) => endorsementSpecs[kind].folder);
  const [docs, latest] = await Promise.all([
    repo.findDocuments(deps.db, viewer.userId),
    repo.latestUploads(deps.db, viewer.userId, folders),
  ]);
  const statuses = {
    endorsementHazmatStatus: docs?.endorsementHazmatStatus ?? 'incomplete',
    endorsementTankersStatus: docs?.endorsementTankersStatus ?? 'incomplete',
    endorsementDoublesTriplesStatus: docs?.endorsementDoublesTriplesStatus ?? 'incomplete',
    endorsementTWICStatus: docs?.endorsementTwicStatus ?? 'incomplete',
  } as const;
  return {
    endorsements: endorsementKinds.map((kind) => {
      const { folder, statusKey } = endorsementSpecs[kind];
      const last = latest.get(folder) ?? null;
      const state = endorsementState(statuses[statusKey], last?.review ?? null);
      return {
        kind,
        folder,
        state,
        sentBack:
          state === 'sentBack' && last
            ? {
                reason: last.reviewReason ?? '',
                at: (last.reviewedAt ?? last.createdAt).toISOString(),
              }
            : null,
      };
    }),
    payoutReady: mayRequestEndorsementPayout(statuses),
  };
}

/** The coach's queue: every photo waiting for review, oldest first. */
export async function listReviews(deps: DocumentsDeps, studentId?: string): Promise<ReviewItem[]> {
  const rows = await repo.listPendingReviews(deps.db, studentId ? { studentId } : {});
  return rows.map((r) => ({
    id: r.id,
    folder: r.folder,
    path: pathOf(r.folder, r.id),
    createdAt: r.createdAt.toISOString(),
    width: r.width,
    height: r.height,
    student: {
      id: r.studentId,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      dateOfBirth: r.dateOfBirth,
    },
  }));
}

/**
 * A coach approves (complete) or rejects (back to incomplete, with the reason the student will read) one
 * photo. Decided once: a second decision on the same photo is refused. Audited with who, what and when.
 */
export async function decide(
  deps: DocumentsDeps,
  staff: Viewer,
  uploadId: string,
  decision: { review: 'approved' | 'rejected'; reason: string | null },
) {
  return deps.db.transaction(async (tx) => {
    const upload = await repo.decideReview(tx, uploadId, { ...decision, reviewedBy: staff.userId });
    if (!upload) {
      const exists = await repo.findUpload(tx, uploadId);
      throw exists
        ? await alreadyDecided(tx, 'uploadId', uploadId)
        : new AppError('NOT_FOUND', t('errors.notFound'));
    }
    const folder = upload.folder as UploadFolder;
    const spec = photoFolderOf(folder)!;
    await repo.setStatus(
      tx,
      upload.userId,
      spec.statusKey,
      decision.review === 'approved' ? 'complete' : 'incomplete',
    );
    if (decision.review === 'rejected')
      await retractEvent(tx, upload.userId, { kind: 'documentUploaded', key: folder });
    if ((identityFolders as readonly string[]).includes(folder)) await syncIdentityStatus(tx, upload.userId);
    await recordAudit(tx, {
      actorId: staff.userId,
      action: decision.review === 'approved' ? 'documents.approve' : 'documents.reject',
      subjectUserId: upload.userId,
      detail: { uploadId, folder, ...(decision.reason ? { reason: decision.reason } : {}) },
    });
    // Sent back: the student hears why, in their language, by e-mail and text as they chose.
    if (decision.review === 'rejected')
      await queueDecisionNotice(tx, deps.jobs, upload.userId, 'documentSentBack', {
        reason: decision.reason ?? '',
      });
    return { id: upload.id, review: decision.review };
  });
}

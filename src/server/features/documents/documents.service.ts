import type { DocumentStatus } from '@shared/contracts/user.js';
import type {
  EndorsementsResponse,
  FolderState,
  PatchDocumentsBody,
  ReviewItem,
} from '@shared/contracts/documents.js';
import {
  identityDocsStatus,
  identityFolders,
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
import { queueDecisionNotice } from '@server/queue/decision-notices.js';
import type { Jobs } from '@server/queue/queue.js';
import type { Viewer } from '@server/plugins/session.js';
import { completeByEvent, retractEvent } from '@server/progress/progress.service.js';
import { findUpload, latestUpload } from '@server/uploads/uploads.repo.js';
import * as repo from './documents.repo.js';

export interface DocumentsDeps {
  db: Db;
  jobs: Jobs;
}

const pathOf = (folder: string, id: string) => `${folder}/${id}`;

/** Keeps idDocsStatus and the hub's checklist step in line with the four identity documents. */
export async function syncIdentityStatus(tx: Tx, userId: string) {
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
    const latest = await latestUpload(deps.db, viewer.userId, folder);
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
  const latest = await latestUpload(deps.db, viewer.userId, folder);
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
      const exists = await findUpload(tx, uploadId);
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

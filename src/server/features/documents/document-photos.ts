import { photoFolderOf, photoFolders, type UploadFolder } from '@shared/domain/documents.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Tx } from '@server/db/client.js';
import { queueEffect } from '@server/queue/effects.js';
import type { Jobs } from '@server/queue/queue.js';
import { queueTicket } from '@server/queue/tickets.js';
import type { Viewer } from '@server/plugins/session.js';
import { completeByEvent } from '@server/progress/progress.service.js';
import type { UploadArea } from '@server/uploads/folders.js';
import { checkPhoto } from '@server/uploads/photo-check.js';
import * as repo from './documents.repo.js';
import { syncIdentityStatus, type DocumentsDeps } from './documents.service.js';

/**
 * The documents a coach reviews (spec 000 §3): each folder takes a photo, and the upload moves its document
 * to pending in the same transaction as its review record, its checklist step, one help-desk ticket and
 * the badge milestone.
 */
export function documentPhotoUploads(deps: DocumentsDeps): UploadArea {
  return {
    folders: Object.keys(photoFolders) as UploadFolder[],
    reviewed: true,
    thumbnails: true,
    check: checkPhoto,
    admit: (viewer, folder) => assertFolderOpen(deps, viewer.userId, folder),
    beforeRecord: async (tx, { viewer, folder }) => {
      if (!(await repo.markPendingIfIncomplete(tx, viewer.userId, photoFolderOf(folder)!.statusKey))) {
        throw new AppError('CONFLICT', t('documents.alreadyReceived'), 'folder');
      }
    },
    afterRecord: async (tx, { viewer, folder }) => {
      await afterDocumentUpload(tx, deps.jobs, viewer, folder);
    },
  };
}

/** Refuses early, before any decoding, when the folder's document is already pending or complete. */
async function assertFolderOpen(deps: DocumentsDeps, userId: string, folder: UploadFolder) {
  const spec = photoFolderOf(folder)!;
  const docs = await repo.findDocuments(deps.db, userId);
  if (docs && repo.statusOf(docs, spec.statusKey) !== 'incomplete') {
    throw new AppError('CONFLICT', t('documents.alreadyReceived'), 'folder');
  }
}

const nameOf = (folder: UploadFolder) =>
  t(`documents.names.${photoFolders[folder]!.name}` as 'documents.names.cdla', {
    product: t('product.name'),
  });

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

import { pdfFolders } from '@shared/domain/documents.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import type { Db } from '@server/db/client.js';
import type { StoragePort } from '@server/ports/storage.js';
import type { UploadArea } from '@server/uploads/folders.js';
import { checkLinkedinPdf } from './linkedin-pdf.js';
import { assertGraduate } from './resume.service.js';
import * as resumeRepo from './resume.repo.js';
import { checkRecording, readRecording } from './speak-recording.js';
import { AUDIO_FOLDER } from './speak.repo.js';

/**
 * A graduate's LinkedIn profile PDF, read by the resume builder. No review: the file is the student's own
 * material, and only the newest is kept (an older profile is their private history, of no use left).
 */
export const linkedinPdfUploads: UploadArea = {
  folders: pdfFolders,
  admit: (viewer) => assertGraduate(viewer),
  check: checkLinkedinPdf,
  afterRecord: (tx, { viewer, folder, id }) => resumeRepo.removeEarlierUploads(tx, viewer.userId, folder, id),
};

/**
 * A graduate's Speak Your Worth recordings. No review: the careers area turns each into a practice answer
 * with feedback. Read only through readRecording, so a coach's listening is always audited.
 */
export function speakRecordingUploads(deps: { db: Db; storage: StoragePort }): UploadArea {
  return {
    folders: [AUDIO_FOLDER],
    admit: (viewer) => {
      if (viewer.status !== '5_PostProgram')
        throw new AppError('FORBIDDEN', t('speak.graduatesOnly'), 'folder');
    },
    check: checkRecording,
    read: (viewer, path) => readRecording(deps, viewer, path),
  };
}

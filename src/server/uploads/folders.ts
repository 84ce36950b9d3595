import type { UploadFolder } from '@shared/domain/documents.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import '@shared/messages/uploads.js';
import type { Tx } from '@server/db/client.js';
import type { Viewer } from '@server/plugins/session.js';
import type { FileCheck } from './store.js';

/** An upload being recorded, as an area's hooks see it inside the transaction. */
interface RecordedUpload {
  viewer: Viewer;
  folder: UploadFolder;
  /** The upload's row id and its path (`<folder>/<id>`); set once the row is written. */
  id: string;
  path: string;
}

/**
 * What one area does with the folders it owns (documents, the account's photo, careers' PDF and
 * recordings). Handed in by the composition root: the upload module never imports an area.
 */
export interface UploadArea {
  folders: readonly UploadFolder[];
  /** Uploads here wait for a coach's review: the answer, and a retry's, says `pending`. */
  reviewed?: boolean;
  /** Photos: GET /spaces/thumbnail serves a small rendition of them. */
  thumbnails?: boolean;
  /** Refusals before the file is even looked at (graduates only; a document already received). */
  admit?(viewer: Viewer, folder: UploadFolder): Promise<void> | void;
  /** Checks the file and answers what to store (the photo re-encoded, the PDF or the recording as sent). */
  check: FileCheck;
  /** In the transaction that records the upload, before its row is written: the area's locks and refusals. */
  beforeRecord?(tx: Tx, upload: Omit<RecordedUpload, 'id' | 'path'>): Promise<void>;
  /**
   * In the same transaction, after the row: the area's own rows, progress and tickets. Answers the stored
   * objects this upload replaces, removed once the transaction commits.
   */
  afterRecord?(tx: Tx, upload: RecordedUpload): Promise<readonly string[] | void>;
  /** Files here are read through this door alone (GET /spaces too): a coach's listening is audited. */
  read?(viewer: Viewer, path: string): Promise<{ bytes: Buffer; contentType: string }>;
}

export interface UploadFolders {
  /** The area that owns a folder, or null when no area takes uploads there. */
  areaOf(folder: string): UploadArea | null;
  /** The folder an upload names and the area that owns it; anything else is refused with one message. */
  resolve(value: string | undefined): { folder: UploadFolder; area: UploadArea };
}

/** The folders the portal takes uploads into, each owned by exactly one area (a second claim fails at start). */
export function uploadFolders(areas: readonly UploadArea[]): UploadFolders {
  const owners = new Map<string, UploadArea>();
  for (const area of areas) {
    for (const folder of area.folders) {
      if (owners.has(folder)) throw new Error(`Upload folder ${folder} is registered by two areas`);
      owners.set(folder, area);
    }
  }
  const areaOf = (folder: string) => owners.get(folder) ?? null;
  return {
    areaOf,
    resolve(value) {
      const area = value === undefined ? null : areaOf(value);
      if (!area) throw new AppError('VALIDATION', t('uploads.unknownFolder'), 'folder');
      return { folder: value as UploadFolder, area };
    },
  };
}

import type { UploadResponse } from '@shared/contracts/documents.js';
import type { Db } from '@server/db/client.js';
import type { Viewer } from '@server/plugins/session.js';
import type { StoragePort } from '@server/ports/storage.js';
import type { UploadFolders } from './folders.js';
import type { SpooledFile } from './receive.js';
import { storeUpload, type SentWith } from './store.js';
import { thumbnailKeyOf } from './thumbnail.js';
import * as repo from './uploads.repo.js';

export interface UploadDeps {
  db: Db;
  storage: StoragePort;
  /** Where uploads are written while they arrive. */
  spoolDir: string;
  folders: UploadFolders;
}

const pathOf = (folder: string, id: string) => `${folder}/${id}`;

/** A retried upload (same Idempotency-Key) answers what the first one stored. */
export async function findRetriedUpload(
  deps: Pick<UploadDeps, 'db' | 'folders'>,
  userId: string,
  idempotencyKey: string | undefined,
): Promise<UploadResponse | null> {
  if (!idempotencyKey) return null;
  const existing = await repo.findUploadByIdempotencyKey(deps.db, userId, idempotencyKey);
  if (!existing) return null;
  const status = deps.folders.areaOf(existing.folder)?.reviewed ? ('pending' as const) : null;
  return { eTag: existing.eTag, path: pathOf(existing.folder, existing.id), status };
}

/**
 * Takes one upload into the folder it names: the folder's area may refuse it first, its check decides what
 * is stored, and the row is written in one transaction with what the area does after (a document moves to
 * pending, a profile photo replaces the last one). If any of that fails the stored object is removed, so an
 * aborted upload leaves neither a row nor a file; the objects the upload replaced go once it commits.
 */
export async function acceptUpload(
  deps: UploadDeps,
  viewer: Viewer,
  input: {
    folder: string | undefined;
    file: SpooledFile;
    sent: SentWith;
    idempotencyKey: string | undefined;
  },
): Promise<UploadResponse> {
  const { folder, area } = deps.folders.resolve(input.folder);
  await area.admit?.(viewer, folder);
  const stored = await storeUpload(deps.storage, input.file, input.sent, area.check);
  const status = area.reviewed ? ('pending' as const) : null;
  const replaced: string[] = [];
  let answer: UploadResponse;
  try {
    answer = await deps.db.transaction(async (tx) => {
      replaced.length = 0;
      await area.beforeRecord?.(tx, { viewer, folder });
      const upload = await repo.insertUpload(tx, {
        userId: viewer.userId,
        folder,
        objectKey: stored.objectKey,
        contentType: stored.contentType,
        byteSize: stored.byteSize,
        width: stored.width ?? 0,
        height: stored.height ?? 0,
        ...(stored.durationMs === undefined ? {} : { durationMs: stored.durationMs }),
        eTag: stored.eTag,
        idempotencyKey: input.idempotencyKey ?? null,
        review: status,
      });
      const path = pathOf(folder, upload.id);
      replaced.push(...((await area.afterRecord?.(tx, { viewer, folder, id: upload.id, path })) ?? []));
      return { eTag: stored.eTag, path, status };
    });
  } catch (err) {
    await deps.storage.remove(stored.objectKey).catch(() => undefined);
    // Two taps with one Idempotency-Key: the second answers what the first stored.
    const retried = await findRetriedUpload(deps, viewer.userId, input.idempotencyKey).catch(() => null);
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

import { sizeMessage, typeMessage } from '@shared/domain/documents.js';
import {
  AUDIO_TYPES,
  audioTypeOf,
  checkRecordingLength,
  MAX_AUDIO_BYTES,
  MAX_AUDIO_MB,
  type AudioType,
} from '@shared/domain/speak.js';
import { AppError } from '@shared/errors.js';
import { t } from '@shared/i18n.js';
import '@shared/messages/uploads.js';
import { recordAudit } from '@server/audit/audit.repo.js';
import type { Db } from '@server/db/client.js';
import type { Viewer } from '@server/plugins/session.js';
import type { StoragePort } from '@server/ports/storage.js';
import { SandboxFailed, SandboxLimit, SandboxRefused } from '@server/sandbox/pool.js';
import { uploadWork } from '@server/sandbox/upload-work.js';
import type { SpooledFile } from '@server/uploads/receive.js';
import { storageDown, type CheckedFile, type SentWith } from '@server/uploads/store.js';
import * as repo from './speak.repo.js';

/** Walking a 5 MB recording's container takes milliseconds; a worker still busy after this is stopped. */
const PROBE_DEADLINE_MS = 5_000;

/**
 * The check of a Speak Your Worth recording: its type from its bytes and its container walked end to end
 * (a WebM header with random bytes behind it is refused), its size under the folder's cap, its length
 * within two minutes (measured from a WAV header; otherwise the phone's report, checked against the
 * size). The file is kept as sent.
 */
export async function checkRecording(spooled: SpooledFile, sent: SentWith): Promise<CheckedFile> {
  if (spooled.bytes > MAX_AUDIO_BYTES)
    throw new AppError('TOO_LARGE', sizeMessage(spooled.bytes, MAX_AUDIO_MB), 'file');
  let probed: { type: AudioType; seconds: number | null };
  try {
    // The container is walked in the upload worker pool (uploads/audio-probe.ts), never on the event loop.
    probed = await uploadWork('probeAudio', { path: spooled.path }, { deadlineMs: PROBE_DEADLINE_MS });
  } catch (err) {
    if (err instanceof SandboxRefused && err.fields.reason === 'type') {
      const declared = sent.declaredType.split(';')[0]!.trim();
      const shown = audioTypeOf(declared) ? t('speak.notAudio') : typeMessage(declared, AUDIO_TYPES);
      throw new AppError('UNSUPPORTED_MEDIA', shown, 'file');
    }
    if (err instanceof SandboxRefused || err instanceof SandboxLimit || err instanceof SandboxFailed)
      throw new AppError('UNPROCESSABLE', t('uploads.recordingUnreadable'), 'file');
    throw err;
  }
  const { type, seconds: measured } = probed;
  let seconds = measured;
  if (seconds === null) {
    const reported = Number(sent.durationMs);
    if (!sent.durationMs || !Number.isFinite(reported))
      throw new AppError('VALIDATION', t('speak.lengthRequired'), 'durationMs');
    seconds = reported / 1000;
  }
  const length = checkRecordingLength({ seconds, bytes: spooled.bytes, measured: measured !== null });
  if (!length.ok) throw new AppError('VALIDATION', t(`speak.${length.problem}`), 'durationMs');
  return {
    path: spooled.path,
    byteSize: spooled.bytes,
    contentType: type,
    durationMs: Math.round(length.seconds * 1000),
  };
}

/**
 * GET /api/spaces/audio (and GET /api/spaces for a recording): a recording's bytes, for its owner, or for
 * staff reviewing practice (each listening audited). Another student gets 403; anything but a recording's
 * path, 404.
 */
export async function readRecording(
  deps: { db: Db; storage: StoragePort },
  viewer: Viewer,
  path: string,
): Promise<{ bytes: Buffer; contentType: string }> {
  const match = /^speakYourWorthAudios\/([0-9a-f-]{36})$/.exec(path);
  if (!match) throw new AppError('NOT_FOUND', t('speak.recordingNotFound'), 'path');
  const upload = await repo.findAnyRecording(deps.db, match[1]!).catch(() => null);
  if (!upload) throw new AppError('NOT_FOUND', t('speak.recordingNotFound'), 'path');
  if (upload.userId !== viewer.userId) {
    if (viewer.role === 'student') throw new AppError('FORBIDDEN', t('errors.forbidden'));
    await recordAudit(deps.db, {
      actorId: viewer.userId,
      action: 'recordings.listen',
      subjectUserId: upload.userId,
      detail: { uploadId: upload.id, folder: repo.AUDIO_FOLDER },
    });
  }
  const bytes = await deps.storage.get(upload.objectKey).catch((err: unknown) => {
    throw storageDown(err);
  });
  if (!bytes) throw new AppError('NOT_FOUND', t('speak.recordingNotFound'), 'path');
  return { bytes, contentType: upload.contentType };
}

import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
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
import type { StoragePort } from '@server/ports/storage.js';
import { SandboxFailed, SandboxLimit, SandboxRefused } from '@server/sandbox/pool.js';
import { uploadWork } from '@server/sandbox/upload-work.js';
import { storageDown, type SpooledFile } from './photo.js';

/**
 * The type a recording's own first bytes name, whatever the browser declared: WebM (EBML), Ogg, MP4
 * (`ftyp` box) or WAV (RIFF…WAVE). Anything else is not kept.
 */
export function sniffAudio(head: Buffer): AudioType | null {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'audio/webm';
  if (head.subarray(0, 4).toString('latin1') === 'OggS') return 'audio/ogg';
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') return 'audio/mp4';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WAVE')
    return 'audio/wav';
  return null;
}

/**
 * A WAV file's length in seconds from its own header (the `fmt ` chunk's byte rate and the `data`
 * chunk's size, bounded by what the file really holds), or null when the header does not say.
 */
export function wavSeconds(bytes: Buffer): number | null {
  let offset = 12;
  let byteRate = 0;
  while (offset + 8 <= bytes.length) {
    const id = bytes.subarray(offset, offset + 4).toString('latin1');
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 16 <= bytes.length) byteRate = bytes.readUInt32LE(offset + 8 + 8);
    if (id === 'data') {
      if (!byteRate) return null;
      const held = Math.min(size, bytes.length - offset - 8);
      return held / byteRate;
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}

export interface StoredAudio {
  objectKey: string;
  contentType: AudioType;
  byteSize: number;
  durationMs: number;
  eTag: string;
}

/** Walking a 5 MB recording's container takes milliseconds; a worker still busy after this is stopped. */
const PROBE_DEADLINE_MS = 5_000;

/**
 * Checks and keeps a recording: its type from its bytes and its container walked end to end (a WebM
 * header with random bytes behind it is refused), its size under the folder's cap, its length
 * within two minutes (measured from a WAV header; otherwise the phone's report, checked against the
 * size), then the file goes encrypted into storage under a random name.
 */
export async function storeAudio(
  storage: StoragePort,
  spooled: SpooledFile,
  input: { declaredType: string; durationMs: string | undefined },
): Promise<StoredAudio> {
  if (spooled.bytes > MAX_AUDIO_BYTES)
    throw new AppError('TOO_LARGE', sizeMessage(spooled.bytes, MAX_AUDIO_MB), 'file');
  let probed: { type: AudioType; seconds: number | null };
  try {
    // The container is walked in the upload worker pool (audio-probe.ts), never on the event loop.
    probed = await uploadWork('probeAudio', { path: spooled.path }, { deadlineMs: PROBE_DEADLINE_MS });
  } catch (err) {
    if (err instanceof SandboxRefused && err.fields.reason === 'type') {
      const declared = input.declaredType.split(';')[0]!.trim();
      const shown = audioTypeOf(declared) ? t('speak.notAudio') : typeMessage(declared, AUDIO_TYPES);
      throw new AppError('UNSUPPORTED_MEDIA', shown, 'file');
    }
    if (err instanceof SandboxRefused || err instanceof SandboxLimit || err instanceof SandboxFailed)
      throw new AppError('UNPROCESSABLE', t('uploads.recordingUnreadable'), 'file');
    throw err;
  }
  const { type, seconds: measured } = probed;
  const bytes = await readFile(spooled.path);
  let seconds = measured;
  if (seconds === null) {
    const reported = Number(input.durationMs);
    if (!input.durationMs || !Number.isFinite(reported))
      throw new AppError('VALIDATION', t('speak.lengthRequired'), 'durationMs');
    seconds = reported / 1000;
  }
  const length = checkRecordingLength({ seconds, bytes: bytes.length, measured: measured !== null });
  if (!length.ok) throw new AppError('VALIDATION', t(`speak.${length.problem}`), 'durationMs');

  const objectKey = randomBytes(24).toString('base64url');
  try {
    await storage.put(objectKey, Readable.from([bytes]), bytes.length);
  } catch (err) {
    await storage.remove(objectKey).catch(() => undefined);
    throw storageDown(err);
  }
  return {
    objectKey,
    contentType: type,
    byteSize: bytes.length,
    durationMs: Math.round(length.seconds * 1000),
    eTag: `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`,
  };
}

import { readFile } from 'node:fs/promises';
import type { AudioType } from '@shared/domain/speak.js';

/**
 * The type a recording's own first bytes name, whatever the browser declared: WebM (EBML), Ogg, MP4
 * (`ftyp` box) or WAV (RIFF…WAVE). Anything else is not kept.
 */
function sniffAudio(head: Buffer): AudioType | null {
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
function wavSeconds(bytes: Buffer): number | null {
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

/** A recording refused from its own bytes: not audio at all (`type`), or a container that does not hold together. */
class AudioRefused extends Error {
  constructor(readonly reason: 'type' | 'unreadable') {
    super(`recording refused: ${reason}`);
  }
}

/** An EBML variable-length number at `pos`: an element id (marker kept) or a size (marker dropped). */
function vint(
  b: Uint8Array,
  pos: number,
  id: boolean,
): { value: number; length: number; unknown: boolean } | null {
  const first = b[pos];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > (id ? 4 : 8) || pos + length > b.length) return null;
  let value = id ? first : first & (0xff >> length);
  let ones = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + b[pos + i]!;
    if (b[pos + i] !== 0xff) ones = false;
  }
  return { value, length, unknown: !id && ones };
}

interface Element {
  id: number;
  start: number;
  end: number;
  unknown: boolean;
}

function element(b: Uint8Array, pos: number, limit: number): Element | null {
  const id = vint(b, pos, true);
  if (!id) return null;
  const size = vint(b, pos + id.length, false);
  if (!size) return null;
  const start = pos + id.length + size.length;
  return { id: id.value, start, end: size.unknown ? limit : start + size.value, unknown: size.unknown };
}

const SEGMENT_CHILDREN = new Set([
  0x114d9b74, 0x1549a966, 0x1654ae6b, 0x1f43b675, 0x1c53bb6b, 0x1254c367, 0x1043a770, 0x1941a469, 0xec, 0xbf,
]);
const CLUSTER = 0x1f43b675;

/** Whether a Tracks element holds an audio track (TrackType 2, or a CodecID "A_…"). */
function hasAudioTrack(b: Uint8Array, tracks: Element): boolean {
  for (let pos = tracks.start; pos < tracks.end;) {
    const entry = element(b, pos, tracks.end);
    if (!entry || entry.unknown || entry.end > tracks.end) return false;
    if (entry.id === 0xae) {
      for (let p = entry.start; p < entry.end;) {
        const field = element(b, p, entry.end);
        if (!field || field.unknown || field.end > entry.end) return false;
        if (field.id === 0x83 && field.end - field.start === 1 && b[field.start] === 2) return true;
        if (
          field.id === 0x86 &&
          Buffer.from(b.subarray(field.start, field.end)).toString('latin1').startsWith('A_')
        )
          return true;
        p = field.end;
      }
    }
    pos = entry.end;
  }
  return false;
}

/**
 * Whether a WebM file holds together as a recording: an EBML header whose DocType is webm (or matroska),
 * then a Segment whose top-level elements are all known, with a Tracks element naming an audio track
 * before the first Cluster. Random bytes behind the EBML magic fail at the header.
 */
export function isWebmRecording(b: Uint8Array): boolean {
  const header = element(b, 0, b.length);
  if (!header || header.id !== 0x1a45dfa3 || header.unknown || header.end > b.length || header.end > 4096)
    return false;
  let docType = '';
  for (let pos = header.start; pos < header.end;) {
    const field = element(b, pos, header.end);
    if (!field || field.unknown || field.end > header.end) return false;
    if (field.id === 0x4282) docType = Buffer.from(b.subarray(field.start, field.end)).toString('latin1');
    pos = field.end;
  }
  if (docType !== 'webm' && docType !== 'matroska') return false;
  const segment = element(b, header.end, b.length);
  if (!segment || segment.id !== 0x18538067) return false;
  const end = Math.min(segment.end, b.length);
  let audio = false;
  for (let pos = segment.start; pos < end;) {
    const child = element(b, pos, end);
    if (!child || !SEGMENT_CHILDREN.has(child.id)) return false;
    if (child.id === 0x1654ae6b) audio = child.end <= end && hasAudioTrack(b, child);
    // The first cluster ends the check: what matters (the tracks) comes before it. A recording cut at the
    // end of a cluster of known size is still a recording.
    if (child.id === CLUSTER) return audio;
    if (child.end > end) return false;
    pos = child.end;
  }
  return false;
}

/** Whether an MP4 file is a chain of boxes whose sizes add up, with a movie header (`moov`). */
export function isMp4Recording(b: Uint8Array): boolean {
  const view = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
  let moov = false;
  for (let pos = 0; pos < b.length;) {
    if (pos + 8 > b.length) return false;
    let size = view.readUInt32BE(pos);
    const type = view.toString('latin1', pos + 4, pos + 8);
    if (!/^[a-z0-9 ]{4}$/i.test(type)) return false;
    if (size === 1) {
      if (pos + 16 > b.length) return false;
      size = Number(view.readBigUInt64BE(pos + 8));
    } else if (size === 0) size = b.length - pos;
    if (size < 8 || pos + size > b.length) return false;
    if (type === 'moov') moov = true;
    pos += size;
  }
  return moov;
}

/** Whether an Ogg file is a chain of pages, each starting "OggS" version 0 where the previous one ends. */
export function isOggRecording(b: Uint8Array): boolean {
  let pages = 0;
  for (let pos = 0; pos < b.length; pages++) {
    if (pos + 27 > b.length) return false;
    if (Buffer.from(b.subarray(pos, pos + 4)).toString('latin1') !== 'OggS' || b[pos + 4] !== 0) return false;
    const segments = b[pos + 26]!;
    if (pos + 27 + segments > b.length) return false;
    let body = 0;
    for (let i = 0; i < segments; i++) body += b[pos + 27 + i]!;
    pos += 27 + segments + body;
    if (pos > b.length) return false;
  }
  return pages > 0;
}

/**
 * The upload worker's look at a recording: its type from its first bytes, its container walked from end
 * to end (WebM, MP4, Ogg) or its length read from the header (WAV). Throws AudioRefused.
 */
export async function probeAudio(input: {
  path: string;
}): Promise<{ type: AudioType; seconds: number | null }> {
  const bytes = await readFile(input.path);
  const type = sniffAudio(bytes.subarray(0, 16));
  if (!type) throw new AudioRefused('type');
  // A WAV whose header does not say its length falls back to the phone's report, checked against its size.
  if (type === 'audio/wav') return { type, seconds: wavSeconds(bytes) };
  const holds =
    type === 'audio/webm'
      ? isWebmRecording(bytes)
      : type === 'audio/mp4'
        ? isMp4Recording(bytes)
        : isOggRecording(bytes);
  if (!holds) throw new AudioRefused('unreadable');
  return { type, seconds: null };
}

import { closeSync, openSync, readSync } from 'node:fs';

/**
 * A video's length as its container declares it, read from the file's headers only: the Matroska/WebM
 * Segment Info (TimestampScale × Duration) or the MP4 movie header (duration ÷ timescale). Reads a few
 * kilobytes wherever they sit in the file, never the whole video. A file that declares no length (a WebM
 * straight from a recorder) or is not one of the two containers gives null.
 */
export type ReadAt = (offset: number, length: number) => Buffer;

const EBML_MAGIC = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;
const TIMESTAMP_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

/** Seconds of the video in the file at `path`, or null (see above). */
export function fileSeconds(path: string): number | null {
  const fd = openSync(path, 'r');
  try {
    const read: ReadAt = (offset, length) => {
      const buf = Buffer.alloc(length);
      const got = readSync(fd, buf, 0, length, offset);
      return buf.subarray(0, got);
    };
    return containerSeconds(read);
  } finally {
    closeSync(fd);
  }
}

export function containerSeconds(read: ReadAt): number | null {
  const head = read(0, 12);
  if (head.length >= 4 && head.readUInt32BE(0) === EBML_MAGIC) return webmSeconds(read);
  if (head.length >= 8 && head.toString('latin1', 4, 8) === 'ftyp') return mp4Seconds(read);
  return null;
}

/** An EBML variable-length number at `at`: its width in bytes and its value (with the marker bit kept for ids). */
function vint(buf: Buffer, at: number, keepMarker: boolean): { width: number; value: number } | null {
  const first = buf[at];
  if (first === undefined || first === 0) return null;
  const width = Math.clz32(first) - 23;
  if (at + width > buf.length || width > 8) return null;
  let value = keepMarker ? first : first & (0xff >> width);
  for (let i = 1; i < width; i++) value = value * 256 + buf[at + i]!;
  // All ones after the marker: "unknown size" (a live stream's Segment or Cluster).
  if (!keepMarker && value === 2 ** (7 * width) - 1) value = Infinity;
  return { width, value };
}

interface Element {
  id: number;
  /** Where the element's data starts, in the file. */
  data: number;
  size: number;
}

function elementAt(read: ReadAt, offset: number): Element | null {
  const buf = read(offset, 12);
  const id = vint(buf, 0, true);
  if (!id) return null;
  const size = vint(buf, id.width, false);
  if (!size) return null;
  return { id: id.value, data: offset + id.width + size.width, size: size.value };
}

function webmSeconds(read: ReadAt): number | null {
  const header = elementAt(read, 0);
  if (!header || !Number.isFinite(header.size)) return null;
  const segment = elementAt(read, header.data + header.size);
  if (!segment || segment.id !== SEGMENT) return null;
  // The Info element comes before the first Cluster; look no further than that.
  let at = segment.data;
  for (let n = 0; n < 64; n++) {
    const el = elementAt(read, at);
    if (!el || el.id === CLUSTER || !Number.isFinite(el.size)) return null;
    if (el.id === INFO) return infoSeconds(read(el.data, Math.min(el.size, 64 * 1024)));
    at = el.data + el.size;
  }
  return null;
}

function infoSeconds(info: Buffer): number | null {
  let scale = 1_000_000;
  let duration: number | null = null;
  let at = 0;
  while (at < info.length) {
    const id = vint(info, at, true);
    if (!id) return null;
    const size = vint(info, at + id.width, false);
    if (!size || !Number.isFinite(size.value)) return null;
    const data = at + id.width + size.width;
    if (data + size.value > info.length) return null;
    if (id.value === TIMESTAMP_SCALE && size.value >= 1 && size.value <= 6)
      scale = info.readUIntBE(data, size.value);
    if (id.value === DURATION && size.value === 8) duration = info.readDoubleBE(data);
    if (id.value === DURATION && size.value === 4) duration = info.readFloatBE(data);
    at = data + size.value;
  }
  if (duration === null || !Number.isFinite(duration) || duration <= 0 || scale <= 0) return null;
  return (duration * scale) / 1e9;
}

/** The MP4 movie header: top-level boxes are skipped by their sizes until `moov`, then `mvhd` inside it. */
function mp4Seconds(read: ReadAt): number | null {
  const moov = box(read, 0, Infinity, 'moov');
  if (!moov) return null;
  const mvhd = box(read, moov.data, moov.end, 'mvhd');
  if (!mvhd) return null;
  const b = read(mvhd.data, 32);
  const version = b[0];
  let timescale: number;
  let duration: number;
  if (version === 1 && b.length >= 32) {
    timescale = b.readUInt32BE(20);
    duration = Number(b.readBigUInt64BE(24));
  } else if (version === 0 && b.length >= 20) {
    timescale = b.readUInt32BE(12);
    duration = b.readUInt32BE(16);
  } else return null;
  return timescale > 0 && duration > 0 ? duration / timescale : null;
}

function box(read: ReadAt, start: number, end: number, type: string): { data: number; end: number } | null {
  let at = start;
  for (let n = 0; n < 1024 && at < end; n++) {
    const head = read(at, 16);
    if (head.length < 8) return null;
    let size = head.readUInt32BE(0);
    let headerSize = 8;
    if (size === 1) {
      if (head.length < 16) return null;
      size = Number(head.readBigUInt64BE(8));
      headerSize = 16;
    }
    if (size === 0) size = end === Infinity ? Number.MAX_SAFE_INTEGER : end - at;
    if (size < headerSize) return null;
    if (head.toString('latin1', 4, 8) === type) return { data: at + headerSize, end: at + size };
    at += size;
  }
  return null;
}

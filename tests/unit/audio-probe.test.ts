import { describe, expect, it } from 'vitest';
import { isMp4Recording, isOggRecording, isWebmRecording } from '@server/uploads/audio-probe.js';
import { webmJunk, webmRecording } from '../api/hostile-files.js';

const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/** One Ogg page holding `body` (a single segment of at most 255 bytes). */
const oggPage = (body: Buffer) => {
  const head = Buffer.alloc(27);
  head.write('OggS', 0, 'latin1');
  head[26] = 1;
  return Buffer.concat([head, Buffer.from([body.length]), body]);
};

describe('recordings are probed from end to end (issue 38 item 8)', () => {
  it('takes a WebM laid out as a recorder writes one, and refuses random bytes behind its magic', () => {
    expect(isWebmRecording(webmRecording(20_000))).toBe(true);
    for (let i = 0; i < 20; i++) expect(isWebmRecording(webmJunk(20_000))).toBe(false);
    // The header alone, without a segment, tracks or a cluster, is not a recording.
    expect(isWebmRecording(webmRecording(20_000).subarray(0, 20))).toBe(false);
  });

  it('takes MP4 boxes that add up with a movie header, and refuses junk behind `ftyp`', () => {
    const mp4 = Buffer.concat([
      box('ftyp', Buffer.from('M4A \0\0\0\0')),
      box('moov', Buffer.alloc(40)),
      box('mdat', Buffer.alloc(500)),
    ]);
    expect(isMp4Recording(mp4)).toBe(true);
    expect(
      isMp4Recording(
        Buffer.concat([box('ftyp', Buffer.from('M4A \0\0\0\0')), Buffer.from('random junk here!')]),
      ),
    ).toBe(false);
    expect(
      isMp4Recording(
        Buffer.concat([box('ftyp', Buffer.from('M4A \0\0\0\0')), box('mdat', Buffer.alloc(50))]),
      ),
    ).toBe(false);
  });

  it('takes chained Ogg pages, and refuses a first page followed by junk', () => {
    const page = oggPage(Buffer.from('OpusHead........'));
    expect(isOggRecording(Buffer.concat([page, page]))).toBe(true);
    expect(isOggRecording(Buffer.concat([page, Buffer.from('not another page at all......')]))).toBe(false);
  });
});

import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildChecklist, stepVideoLength } from '@shared/domain/checklist';
import { videoFacts, videoKeys, videoSource } from '@shared/domain/learning';
import { clockTime, readerVideo, servedVideo, setMediaCatalogue } from '@shared/domain/media';
import { containerSeconds, fileSeconds } from '@server/media/container-length';
import { demoMediaDir, loadMediaLibrary, missingStepVideos } from '@server/media/media-catalogue';
import { byteRange } from '@server/media/media.routes';
import { useDemoMedia } from '../demo-media';

const fromBuffer = (buf: Buffer) => (offset: number, length: number) => buf.subarray(offset, offset + length);

/** An MP4 box: size, type, body. */
function box(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}
/** A movie header (version 0): timescale and duration in its units. */
function mvhd(timescale: number, duration: number): Buffer {
  const body = Buffer.alloc(100);
  body.writeUInt32BE(timescale, 12);
  body.writeUInt32BE(duration, 16);
  return box('mvhd', body);
}

/** An EBML element with a one-byte size. */
function ebml(id: number[], body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(id), Buffer.from([0x80 | body.length]), body]);
}
function webm(info: Buffer[]): Buffer {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], ebml([0x42, 0x82], Buffer.from('webm')));
  const segment = ebml([0x18, 0x53, 0x80, 0x67], ebml([0x15, 0x49, 0xa9, 0x66], Buffer.concat(info)));
  return Buffer.concat([header, segment]);
}
const scale = (ns: number) =>
  ebml([0x2a, 0xd7, 0xb1], Buffer.from([(ns >> 16) & 0xff, (ns >> 8) & 0xff, ns & 0xff]));
const duration = (units: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(units);
  return ebml([0x44, 0x89], b);
};

describe('a video file’s declared length', () => {
  it('reads the WebM Segment Info: duration in timestamp units', () => {
    expect(containerSeconds(fromBuffer(webm([duration(15_000)])))).toBe(15);
    // A scale of 100,000 ns: 25 minutes is 15,000,000 units.
    expect(containerSeconds(fromBuffer(webm([scale(100_000), duration(15_000_000)])))).toBe(1500);
  });

  it('gives no length for a WebM that declares none (a recorder’s file), or for other files', () => {
    expect(containerSeconds(fromBuffer(webm([scale(1_000_000)])))).toBeNull();
    expect(containerSeconds(fromBuffer(Buffer.from('RIFF....WAVEfmt ')))).toBeNull();
    expect(containerSeconds(fromBuffer(Buffer.alloc(0)))).toBeNull();
  });

  it('reads the MP4 movie header, after a media box that comes first', () => {
    const ftyp = box('ftyp', Buffer.from('isom\0\0\0\0isomiso2'));
    const mdat = box('mdat', Buffer.alloc(5000, 7));
    const file = Buffer.concat([ftyp, mdat, box('moov', mvhd(600, 600 * 1500))]);
    expect(containerSeconds(fromBuffer(file))).toBe(1500);
    expect(containerSeconds(fromBuffer(Buffer.concat([ftyp, mdat])))).toBeNull();
  });

  it('matches the demo clips’ lengths: seconds per slide times the slides', () => {
    const sets = [
      { folder: 'learning', seconds: 3 },
      { folder: 'media', seconds: 4 },
    ];
    for (const { folder, seconds } of sets) {
      const slides = JSON.parse(readFileSync(`content/${folder}/videos.json`, 'utf8')) as Record<
        string,
        { slides: string[] }
      >;
      for (const [name, { slides: list }] of Object.entries(slides)) {
        expect(fileSeconds(join(demoMediaDir, folder, `${name}.webm`))!, name).toBeCloseTo(
          list.length * seconds,
          0,
        );
      }
    }
  });

  it('shows as a clock', () => {
    expect(clockTime(8)).toBe('0:08');
    expect(clockTime(15.121)).toBe('0:15');
    expect(clockTime(1500)).toBe('25:00');
    expect(clockTime(3725)).toBe('1:02:05');
    expect(clockTime(-3)).toBe('0:00');
  });
});

describe('the media catalogue', () => {
  afterEach(() => setMediaCatalogue({}));

  it('shows every class video with the length and size of the file it will download', () => {
    const media = useDemoMedia();
    for (const key of videoKeys) {
      const file = join(demoMediaDir, 'learning', `${key}.webm`);
      const facts = videoFacts(key, false, 'en')!;
      expect(facts.seconds, key).toBeCloseTo(fileSeconds(file)!, 3);
      expect(facts.bytes, key).toBe(statSync(file).size);
      const source = videoSource(key, 'en')!;
      if (source.low) {
        expect(videoFacts(key, true, 'en')!.bytes).toBe(
          statSync(join(demoMediaDir, 'learning', `${key}.low.webm`)).size,
        );
      }
      expect(media.fileFor('learning', `${key}.webm`)).toBe(file);
    }
    expect(missingStepVideos(media)).toEqual([]);
  });

  it('says "Video, 0:15" on the orientation step, from the file, and nothing without the file', () => {
    useDemoMedia();
    const completes = { event: 'videoWatched' as const, key: 'orientation' };
    expect(stepVideoLength(completes)).toBe('Video, 0:15');
    const steps = [
      {
        name: 'Watch the orientation video',
        url: '/program/welcome/orientation',
        type: 'video',
        order: 10,
        subtext: 'Watch it to the end.',
        cta: null,
        conditions: null,
        completes,
      },
    ];
    const user = {
      waitlistBoard: null,
      hasFundingRecord: false,
      wfp: false,
      uberAccessEnabled: false,
      stipendSp: false,
    };
    expect(buildChecklist(steps, user, new Set())[0]!.subtext).toBe('Video, 0:15 · Watch it to the end.');
    setMediaCatalogue({});
    expect(stepVideoLength(completes)).toBeNull();
    expect(buildChecklist(steps, user, new Set())[0]!.subtext).toBe('Watch it to the end.');
  });

  it('has no video at all in production without MEDIA_DIR', () => {
    const media = loadMediaLibrary({ demo: false });
    expect(media.catalogue).toEqual({});
    expect(media.fileFor('learning', 'orientation.webm')).toBeNull();
    expect(missingStepVideos(media)).toContain('orientation');
    setMediaCatalogue(media.catalogue);
    expect(videoSource('orientation')).toBeNull();
    expect(videoFacts('orientation', false)).toBeNull();
    expect(readerVideo('media', 'wb-enrollment')).toBeNull();
  });

  it('takes a program’s file in MEDIA_DIR, with its own length and size, and none of the demo’s files for it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'media-'));
    mkdirSync(join(dir, 'learning'));
    mkdirSync(join(dir, 'media'));
    // The program's "orientation" is another clip: 12 s, not the demo's 15 s.
    copyFileSync(
      join(demoMediaDir, 'learning', 'pretrip_video_1.webm'),
      join(dir, 'learning', 'orientation.webm'),
    );
    copyFileSync(
      join(demoMediaDir, 'learning', 'orientation.vtt'),
      join(dir, 'learning', 'orientation.en.vtt'),
    );
    // A 25-minute MP4 (header only) for the first-hand clip, and a file that declares no length.
    const mp4 = Buffer.concat([box('ftyp', Buffer.from('isom')), box('moov', mvhd(1000, 1_500_000))]);
    writeFileSync(join(dir, 'media', 'firsthand-cdla-1.mp4'), mp4);
    writeFileSync(join(dir, 'media', 'wb-enrollment.webm'), webm([scale(1_000_000)]));

    for (const demo of [true, false]) {
      const media = loadMediaLibrary({ mediaDir: dir, demo });
      const orientation = media.catalogue['learning/orientation']!.en!;
      expect(orientation.seconds).toBeCloseTo(12.11, 1);
      expect(orientation.bytes).toBe(statSync(join(dir, 'learning', 'orientation.webm')).size);
      expect(orientation.low).toBeNull();
      expect(orientation.poster).toBeNull();
      expect(orientation.captions.en).toBe('/learning/orientation.en.vtt');
      expect(media.fileFor('learning', 'orientation.webm')).toBe(join(dir, 'learning', 'orientation.webm'));
      expect(media.fileFor('learning', 'orientation.low.webm')).toBeNull();
      expect(media.catalogue['media/firsthand-cdla-1']!.en).toMatchObject({
        src: '/media/firsthand-cdla-1.mp4',
        seconds: 1500,
        bytes: mp4.length,
      });
      expect(media.skipped.join('\n')).toContain('wb-enrollment.webm');
      // The demo's own clips fill in the rest only in demo mode.
      expect(Boolean(media.catalogue['learning/onboarding']), `demo ${demo}`).toBe(demo);
      expect(Boolean(media.catalogue['media/wb-enrollment']), `demo ${demo}`).toBe(demo);
      // The demo's Spanish orientation is another language's whole set: kept in demo mode only.
      expect(Boolean(media.catalogue['learning/orientation']!.es)).toBe(demo);
    }
  });

  it('maps a content page’s video address to the program’s file or to nothing', () => {
    useDemoMedia();
    expect(servedVideo('/media/wb-enrollment.webm', 'es')!.src).toBe('/media/wb-enrollment.es.webm');
    expect(servedVideo('/learning/airbrakes.webm', 'es')).toMatchObject({
      src: '/learning/airbrakes.webm',
      lang: 'en',
    });
    expect(servedVideo('/learning/unknown.webm')).toBeNull();
    expect(servedVideo('https://videos.example.org/a.webm')).toBeUndefined();
  });
});

describe('byte ranges of a served file', () => {
  it('answers one range, a suffix or an open end, and refuses one past the end', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual([0, 99]);
    expect(byteRange('bytes=900-', 1000)).toEqual([900, 999]);
    expect(byteRange('bytes=-100', 1000)).toEqual([900, 999]);
    expect(byteRange('bytes=0-5000', 1000)).toEqual([0, 999]);
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=0-1,5-9', 1000)).toBeNull();
    expect(byteRange('items=0-1', 1000)).toBeNull();
  });
});

// Makes the portal's short slide videos (WebM, with their length written in) and captions (WebVTT) from
// the slide lists in content/, by recording a canvas in Debian's Chromium: no download, no ffmpeg.
// Each class video also gets a poster (its first slide, WebP), a low-data rendition (`<name>.low.webm`, a
// quarter of the pixels at a third of the bitrate) and its entry in content/learning/video-files.json (bytes of
// each rendition), which the player shows before play. All are committed: the build needs no browser.
// Run after editing the slides:
//   node scripts/make-slide-videos.mjs [name ...]
//   node scripts/make-slide-videos.mjs --extras [name ...]   (posters, low renditions and sizes only)
//   node scripts/make-slide-videos.mjs --sizes               (the sizes file only)
// The seconds of each class video must match `videoLessons` in src/shared/domain/learning.ts.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Each set: its slide lists, where the files go, seconds per slide and the captions' file ending. */
const sets = [
  {
    list: 'content/learning/videos.json',
    out: 'src/client/public/learning',
    seconds: 3,
    captions: '.vtt',
    extras: 'content/learning/video-files.json',
  },
  { list: 'content/media/videos.json', out: 'src/client/public/media', seconds: 4, captions: '.en.vtt' },
];

/**
 * Writes a Duration element into the WebM's Segment Info, so players know the length before playing to
 * the end (MediaRecorder leaves it out). Only the Info element's size changes: nothing else points into
 * the file.
 */
function withDuration(webm, durationMs) {
  const infoId = Buffer.from([0x15, 0x49, 0xa9, 0x66]);
  const at = webm.indexOf(infoId);
  if (at < 0) throw new Error('no Segment Info in the recording');
  const sizeAt = at + 4;
  const first = webm[sizeAt];
  const len = Math.clz32(first) - 23;
  let size = first & (0xff >> len);
  for (let i = 1; i < len; i++) size = size * 256 + webm[sizeAt + i];
  const duration = Buffer.alloc(11);
  duration.set([0x44, 0x89, 0x88]);
  duration.writeDoubleBE(durationMs, 3);
  const newSize = size + duration.length;
  const sizeField = Buffer.alloc(len);
  let rest = newSize;
  for (let i = len - 1; i >= 0; i--) {
    sizeField[i] = rest & 0xff;
    rest = Math.floor(rest / 256);
  }
  sizeField[0] |= 0x80 >> (len - 1);
  const end = sizeAt + len + size;
  return Buffer.concat([
    webm.subarray(0, sizeAt),
    sizeField,
    webm.subarray(sizeAt + len, end),
    duration,
    webm.subarray(end),
  ]);
}

const extrasOnly = process.argv.includes('--extras');
const only = process.argv.slice(2).filter((a) => a !== '--extras');
if (process.argv.includes('--sizes')) {
  for (const set of sets) if (set.extras) writeSizes(set);
  process.exit(0);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
for (const set of sets) {
  for (const [name, video] of Object.entries(JSON.parse(readFileSync(set.list, 'utf8')))) {
    if (only.length && !only.includes(name)) continue;
    if (!extrasOnly) await record(set, name, video);
    if (set.extras) {
      await record(set, name, { ...video, width: 320, height: 180, bitrate: 20_000, suffix: '.low' });
      await poster(set, name, video);
    }
  }
  if (set.extras) writeSizes(set);
}
await browser.close();

/**
 * The sizes the player shows before play ("about N MB"): bytes of each video file in the folder and of its
 * low rendition when it has one (the quiz lesson videos were made elsewhere and have none).
 */
function writeSizes({ out, extras }) {
  const sizes = {};
  for (const file of readdirSync(out).sort()) {
    if (!file.endsWith('.webm') || file.endsWith('.low.webm')) continue;
    const name = file.slice(0, -'.webm'.length);
    const low = `${out}/${name}.low.webm`;
    sizes[name] = {
      bytes: statSync(`${out}/${file}`).size,
      lowBytes: existsSync(low) ? statSync(low).size : null,
    };
  }
  writeFileSync(extras, `${JSON.stringify(sizes, null, 2)}\n`);
}

/** The poster: the first slide as the video shows it, a few kilobytes of WebP. */
async function poster({ out }, name, video) {
  const width = 640;
  const height = 360;
  const base64 = await page.evaluate(
    ({ text, color, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = '#ffffff';
      ctx.font = 'bold 32px sans-serif';
      ctx.textAlign = 'center';
      const lines = [];
      let line = '';
      for (const w of text.split(' ')) {
        const next = line ? `${line} ${w}` : w;
        if (ctx.measureText(next).width > width - 80) {
          lines.push(line);
          line = w;
        } else line = next;
      }
      lines.push(line);
      lines.forEach((l, n) =>
        ctx.fillText(l, width / 2, height / 2 - ((lines.length - 1) * 42) / 2 + n * 42),
      );
      return canvas.toDataURL('image/webp', 0.7).split(',')[1];
    },
    { text: video.slides[0], color: video.color, width, height },
  );
  writeFileSync(`${out}/${name}.poster.webp`, Buffer.from(base64, 'base64'));
}

async function record({ out, seconds: SECONDS_PER_SLIDE, captions }, name, video) {
  const width = video.width ?? 640;
  const height = video.height ?? 360;
  const suffix = video.suffix ?? '';
  const { base64, durationMs } = await page.evaluate(
    async ({ slides, seconds, color, width, height, bitrate }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      document.body.replaceChildren(canvas);
      const ctx = canvas.getContext('2d');
      const scale = width / 640;
      const draw = (text, i) => {
        ctx.fillStyle = color;
        ctx.fillRect(0, 0, width, height);
        ctx.fillStyle = '#ffffff';
        ctx.font = `bold ${Math.round(32 * scale)}px sans-serif`;
        ctx.textAlign = 'center';
        const lines = [];
        let line = '';
        for (const w of text.split(' ')) {
          const next = line ? `${line} ${w}` : w;
          if (ctx.measureText(next).width > width - 80 * scale) {
            lines.push(line);
            line = w;
          } else line = next;
        }
        lines.push(line);
        const gap = 42 * scale;
        lines.forEach((l, n) =>
          ctx.fillText(l, width / 2, height / 2 - ((lines.length - 1) * gap) / 2 + n * gap),
        );
        ctx.font = `${Math.round(20 * scale)}px sans-serif`;
        ctx.fillText(`${i + 1} / ${slides.length}`, width / 2, height - 30 * scale);
      };
      draw(slides[0], 0);
      const stream = canvas.captureStream(10);
      const recorder = new MediaRecorder(stream, {
        mimeType: 'video/webm;codecs=vp8',
        videoBitsPerSecond: bitrate,
      });
      const chunks = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const done = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start(500);
      for (let i = 0; i < slides.length; i++) {
        const until = performance.now() + seconds * 1000;
        while (performance.now() < until) {
          draw(slides[i], i);
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      recorder.stop();
      await done;
      const blob = new Blob(chunks, { type: 'video/webm' });
      // A recorded WebM has no duration; seeking far past the end makes Chromium find the real one.
      const probe = document.createElement('video');
      probe.src = URL.createObjectURL(blob);
      await new Promise((r) => (probe.onloadedmetadata = r));
      probe.currentTime = 1e9;
      await new Promise((r) => (probe.onseeked = r));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let s = '';
      for (const b of bytes) s += String.fromCharCode(b);
      return { base64: btoa(s), durationMs: probe.duration * 1000 };
    },
    {
      slides: video.slides,
      seconds: SECONDS_PER_SLIDE,
      color: video.color,
      width,
      height,
      bitrate: video.bitrate ?? 60_000,
    },
  );
  const bytes = withDuration(Buffer.from(base64, 'base64'), durationMs);
  writeFileSync(`${out}/${name}${suffix}.webm`, bytes);
  if (suffix) {
    console.log(`${name}${suffix}: ${bytes.length} bytes, ${(durationMs / 1000).toFixed(2)} s`);
    return;
  }
  const stamp = (s) => `00:00:${String(s).padStart(2, '0')}.000`;
  const vtt = ['WEBVTT', ''];
  video.slides.forEach((text, i) => {
    vtt.push(`${stamp(i * SECONDS_PER_SLIDE)} --> ${stamp((i + 1) * SECONDS_PER_SLIDE)}`, text, '');
  });
  writeFileSync(`${out}/${name}${captions}`, vtt.join('\n'));
  console.log(`${name}: ${bytes.length} bytes, ${(durationMs / 1000).toFixed(2)} s`);
}

// Makes the demo's short slide videos (WebM, with their length written in) and captions (WebVTT) from the
// slide lists in content/, by recording a canvas in Debian's Chromium: no download, no ffmpeg. They go to
// content/demo-media/, served in demo mode only; a program puts its own files in MEDIA_DIR (README).
// Each class video also gets a poster (its first slide, WebP) and a low-data rendition (`<name>.low.webm`, a
// quarter of the pixels at a third of the bitrate). All are committed: the build needs no browser. The
// portal reads each file's length and size at start (src/server/media/media-catalogue.ts): nothing here
// has to be written down by hand.
// Each video with a Spanish slide list (`videos.es.json` beside the English one, same slide count) is also
// made in Spanish: `<name>.es.webm` and, for class videos, `<name>.es.low.webm` and `<name>.es.poster.webp`.
// Same seconds per slide, so about the same length as the English video.
// Captions are written from the slides in each language (`<name>.vtt` or `.en.vtt`, and `<name>.es.vtt`).
// Run after editing the slides:
//   node scripts/make-slide-videos.mjs [--lang=en|es] [name ...]
//   node scripts/make-slide-videos.mjs --extras [--lang=en|es] [name ...]   (posters, low renditions)
// Without --lang both languages are made.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Each set: its slide lists, where the files go, seconds per slide and the captions' file ending. */
const sets = [
  {
    list: 'content/learning/videos.json',
    out: 'content/demo-media/learning',
    seconds: 3,
    captions: '.vtt',
    extras: true,
  },
  {
    list: 'content/media/videos.json',
    out: 'content/demo-media/media',
    seconds: 4,
    captions: '.en.vtt',
  },
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

/** The languages made: English from `videos.json`, Spanish from `videos.es.json` (file names `.es`). */
const LANGUAGES = [
  { lang: 'en', ending: '' },
  { lang: 'es', ending: '.es' },
];

const extrasOnly = process.argv.includes('--extras');
const langArg = process.argv.find((a) => a.startsWith('--lang='))?.slice('--lang='.length);
if (langArg && !LANGUAGES.some((l) => l.lang === langArg)) throw new Error(`unknown --lang=${langArg}`);
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));

/** A set's slide list in one language: `videos.json`, or `videos.es.json` when it exists. */
function slideList(set, ending) {
  const file = ending ? set.list.replace(/\.json$/, `${ending}.json`) : set.list;
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
for (const set of sets) {
  const english = slideList(set, '');
  for (const { lang, ending } of LANGUAGES) {
    if (langArg && langArg !== lang) continue;
    for (const [name, video] of Object.entries(slideList(set, ending))) {
      if (only.length && !only.includes(name)) continue;
      // Same slides count and seconds per slide: a translation is as long as the English video.
      if (english[name]?.slides.length !== video.slides.length)
        throw new Error(
          `${name}${ending}: ${video.slides.length} slides, English has ${english[name]?.slides.length}`,
        );
      const made = { ...video, ending };
      if (!extrasOnly) await record(set, name, made);
      if (set.extras) {
        await record(set, name, { ...made, width: 320, height: 180, bitrate: 20_000, suffix: '.low' });
        await poster(set, name, made);
      }
    }
  }
}
await browser.close();

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
  writeFileSync(`${out}/${name}${video.ending}.poster.webp`, Buffer.from(base64, 'base64'));
}

async function record({ out, seconds: SECONDS_PER_SLIDE, captions }, name, video) {
  const width = video.width ?? 640;
  const height = video.height ?? 360;
  const suffix = `${video.ending}${video.suffix ?? ''}`;
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
  if (video.suffix) {
    // Low renditions share the captions of their video.
    console.log(`${name}${suffix}: ${bytes.length} bytes, ${(durationMs / 1000).toFixed(2)} s`);
    return;
  }
  const stamp = (s) => `00:00:${String(s).padStart(2, '0')}.000`;
  const vtt = ['WEBVTT', ''];
  video.slides.forEach((text, i) => {
    vtt.push(`${stamp(i * SECONDS_PER_SLIDE)} --> ${stamp((i + 1) * SECONDS_PER_SLIDE)}`, text, '');
  });
  // The captions say what the slides show, in the slides' language.
  writeFileSync(`${out}/${name}${video.ending ? `${video.ending}.vtt` : captions}`, vtt.join('\n'));
  console.log(`${name}${suffix}: ${bytes.length} bytes, ${(durationMs / 1000).toFixed(2)} s`);
}

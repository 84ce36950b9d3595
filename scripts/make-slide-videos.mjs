// Makes the portal's short slide videos (WebM) and their captions (WebVTT) from content/media/videos.json,
// by recording a canvas in Debian's Chromium: no download, no ffmpeg. Run after editing the slides:
//   node scripts/make-slide-videos.mjs [name ...]
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SECONDS_PER_SLIDE = 4;
const videos = JSON.parse(readFileSync('content/media/videos.json', 'utf8'));
const wanted = process.argv.slice(2);
const out = 'src/client/public/media';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--autoplay-policy=no-user-gesture-required',
  ],
});
const page = await browser.newPage();
for (const [name, slides] of Object.entries(videos)) {
  if (wanted.length && !wanted.includes(name)) continue;
  await record(name, slides);
}
await browser.close();

async function record(name, slides) {
  const base64 = await page.evaluate(
    async ({ slides, seconds }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 360;
      document.body.append(canvas);
      const ctx = canvas.getContext('2d');
      const draw = (text, i) => {
        ctx.fillStyle = '#0a6b3a';
        ctx.fillRect(0, 0, 640, 360);
        ctx.fillStyle = '#ffffff';
        ctx.font = 'bold 34px sans-serif';
        ctx.textAlign = 'center';
        const words = text.split(' ');
        const lines = [];
        let line = '';
        for (const w of words) {
          const next = line ? `${line} ${w}` : w;
          if (ctx.measureText(next).width > 560) {
            lines.push(line);
            line = w;
          } else line = next;
        }
        lines.push(line);
        lines.forEach((l, n) => ctx.fillText(l, 320, 180 - (lines.length - 1) * 22 + n * 44));
        ctx.font = '20px sans-serif';
        ctx.fillText(`${i + 1} / ${slides.length}`, 320, 330);
      };
      const stream = canvas.captureStream(10);
      const recorder = new MediaRecorder(stream, {
        mimeType: 'video/webm;codecs=vp8',
        videoBitsPerSecond: 120_000,
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
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let s = '';
      for (const b of bytes) s += String.fromCharCode(b);
      return btoa(s);
    },
    { slides, seconds: SECONDS_PER_SLIDE },
  );
  writeFileSync(`${out}/${name}.webm`, Buffer.from(base64, 'base64'));
  const stamp = (s) => `00:00:${String(s).padStart(2, '0')}.000`;
  const vtt = ['WEBVTT', ''];
  slides.forEach((text, i) => {
    vtt.push(`${stamp(i * SECONDS_PER_SLIDE)} --> ${stamp((i + 1) * SECONDS_PER_SLIDE)}`, text, '');
  });
  writeFileSync(`${out}/${name}.en.vtt`, vtt.join('\n'));
  console.log(`wrote ${out}/${name}.webm (${Buffer.from(base64, 'base64').length} bytes) and captions`);
}

import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestPortal } from './harness.js';

/** The shirt of a drawn portrait: its colour, and stripes of a second colour across the lower part. */
export interface Shirt {
  colour?: string;
  stripes?: string;
}

/** A drawn head-and-shoulders portrait: light background, face, hair, eyes and mouth, with fine texture. */
function portraitSvg(width: number, height: number, shirt: Shirt = {}): string {
  const cx = width / 2;
  const colour = shirt.colour ?? '#1f2a44';
  const stripes = shirt.stripes
    ? Array.from(
        { length: 30 },
        (_, i) =>
          `<rect x="0" y="${height * 0.6 + i * 12}" width="${width}" height="6" fill="${shirt.stripes}"/>`,
      ).join('')
    : '';
  const dots = Array.from({ length: 400 }, (_, i) => {
    const x = cx - width * 0.18 + ((i * 37) % Math.round(width * 0.36));
    const y = height * 0.25 + ((i * 53) % Math.round(height * 0.35));
    return `<circle cx="${x}" cy="${y}" r="1.5" fill="#a0704f"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#c9d3dc"/>
    <ellipse cx="${cx}" cy="${height * 0.95}" rx="${width * 0.38}" ry="${height * 0.3}" fill="${colour}"/>
    ${stripes}
    <rect x="${cx - width * 0.06}" y="${height * 0.6}" width="${width * 0.12}" height="${height * 0.1}" fill="#c58c65"/>
    <ellipse cx="${cx}" cy="${height * 0.42}" rx="${width * 0.2}" ry="${height * 0.22}" fill="#d9a27c"/>
    <path d="M ${cx - width * 0.21} ${height * 0.38} Q ${cx} ${height * 0.08} ${cx + width * 0.21} ${height * 0.38} L ${cx + width * 0.2} ${height * 0.3} Q ${cx} ${height * 0.16} ${cx - width * 0.2} ${height * 0.3} Z" fill="#2b1a10"/>
    ${dots}
    <ellipse cx="${cx - width * 0.07}" cy="${height * 0.4}" rx="${width * 0.025}" ry="${height * 0.012}" fill="#111"/>
    <ellipse cx="${cx + width * 0.07}" cy="${height * 0.4}" rx="${width * 0.025}" ry="${height * 0.012}" fill="#111"/>
    <path d="M ${cx - width * 0.06} ${height * 0.52} Q ${cx} ${height * 0.56} ${cx + width * 0.06} ${height * 0.52}" stroke="#7a2e2e" stroke-width="4" fill="none"/>
    <rect x="${cx - width * 0.06}" y="${height * 0.74}" width="${width * 0.12}" height="${height * 0.2}" fill="#ffffff"/>
  </svg>`;
}

export async function sharpPortrait(shirt?: Shirt): Promise<Buffer> {
  return sharp(Buffer.from(portraitSvg(600, 800, shirt)))
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The same portrait, under-exposed and out of focus. */
export async function darkBlurredPortrait(): Promise<Buffer> {
  return sharp(Buffer.from(portraitSvg(600, 800)))
    .blur(12)
    .linear(0.25, 0)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The one transfer of a profile photo: POST /api/spaces, folder profilePhoto. Answers the stored path. */
export async function uploadProfilePhoto(portal: TestPortal, cookie: string, photo: Buffer): Promise<string> {
  const form = new FormData();
  form.append('folder', 'profilePhoto');
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
  const req = new Request('http://x/api/spaces', { method: 'POST', body: form });
  const res = await portal.app.inject({
    method: 'POST',
    url: '/api/spaces',
    headers: { cookie, 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  expect(res.statusCode).toBe(200);
  return res.json().path as string;
}

/** A real face: NASA's public-domain portrait of Eileen Collins, 480 × 480 (tests/fixtures/photos/README.md). */
export function facePhoto(): Buffer {
  return readFileSync(new URL('../fixtures/photos/astronaut-eileen-collins.jpg', import.meta.url));
}

/** The same face in a dim room: the detector still finds it, and its box measures dark. */
export async function darkFacePhoto(): Promise<Buffer> {
  return sharp(facePhoto()).linear(0.3, 0).jpeg({ quality: 90 }).toBuffer();
}

/** Two people side by side: the face photo and its mirror image. */
export async function twoFacesPhoto(): Promise<Buffer> {
  const face = facePhoto();
  return sharp({ create: { width: 960, height: 480, channels: 3, background: '#cccccc' } })
    .composite([
      { input: face, left: 0, top: 0 },
      { input: await sharp(face).flop().toBuffer(), left: 480, top: 0 },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A black-and-white checkerboard, 8 × 8 squares: sharp, high contrast, centred detail, and no face. */
export async function checkerboard(): Promise<Buffer> {
  const side = 600;
  const cell = side / 8;
  const squares = Array.from({ length: 64 }, (_, i) => [i % 8, Math.floor(i / 8)] as const)
    .filter(([x, y]) => (x + y) % 2 === 1)
    .map(([x, y]) => `<rect x="${x * cell}" y="${y * cell}" width="${cell}" height="${cell}"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><rect width="100%" height="100%" fill="#fff"/>${squares}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** A flat mid-grey square. */
export async function greySquare(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 600, channels: 3, background: '#808080' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A drawn landscape: sky, sun and two rows of hills. */
export async function landscape(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#5b9bd5"/><stop offset="1" stop-color="#dbe9f6"/></linearGradient></defs>
    <rect width="800" height="500" fill="url(#sky)"/>
    <circle cx="650" cy="90" r="40" fill="#fff4c2"/>
    <path d="M0 330 Q 200 220 400 300 T 800 280 L 800 500 L 0 500 Z" fill="#4f7a3a"/>
    <path d="M0 400 Q 250 330 500 390 T 800 380 L 800 500 L 0 500 Z" fill="#3d5f2c"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

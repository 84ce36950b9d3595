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

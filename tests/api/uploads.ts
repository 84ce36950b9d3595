import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { TestPortal } from './harness.js';

/** A file as the upload form sends it. */
export interface UploadFile {
  name: string;
  type: string;
  data: Uint8Array;
}

/** A multipart body as the portal's upload form sends it: its fields (the folder first), then the file. */
export function multipart(fields: Record<string, string>, file: UploadFile) {
  const boundary = `----portal${randomUUID()}`;
  const head = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const payload = Buffer.concat([
    Buffer.from(
      `${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    Buffer.from(file.data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends one file into `folder` through `POST /api/spaces`, as the person signed in with `cookie`. */
export function uploadTo(
  portal: TestPortal,
  cookie: string,
  folder: string,
  file: UploadFile,
  headers: Record<string, string> = {},
) {
  const { payload, contentType } = multipart({ folder }, file);
  return portal.app.inject({
    method: 'POST',
    url: '/api/spaces',
    headers: { ...headers, cookie, 'content-type': contentType },
    payload,
  });
}

/** A plain 900 × 600 JPEG, a photo every check lets through. */
export const plainPhoto = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a8a9a' } })
    .jpeg()
    .toBuffer();
